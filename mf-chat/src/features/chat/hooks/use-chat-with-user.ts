// SPEC section 2: when /chat is opened with a user id, the chat with that user
// is found (GET /chat/find/{me}/{userId}) or, when there is none, created
// (POST /chats) and opened. A chat already in the list needs neither call.
import { useEffect, useState } from 'react';
import { errorStatus } from '@marketplace/shared-api/api/errors';
import { useLazyFindChatQuery, useOpenChatMutation } from '@marketplace/shared-api/api/chat';
import type { Chat } from '@marketplace/shared-api/types';

export type ChatWithUser = { status: 'idle' } | { status: 'opening' } | { status: 'open'; chat: Chat } | { status: 'failed' };

export function useChatWithUser(viewerId: string, userId: string | undefined, listed: Chat | undefined, listReady: boolean): ChatWithUser {
  const [findChat] = useLazyFindChatQuery();
  const [openChat] = useOpenChatMutation();
  const [state, setState] = useState<{ userId: string; result: ChatWithUser } | null>(null);

  const needsLookup = Boolean(userId) && listReady && !listed;

  useEffect(() => {
    if (!needsLookup || !userId) return;
    let cancelled = false;
    setState({ userId, result: { status: 'opening' } });
    (async (): Promise<ChatWithUser> => {
      const found = await findChat({ userId: viewerId, otherId: userId });
      if (found.data) return { status: 'open', chat: found.data };
      if (errorStatus(found.error) !== 404) return { status: 'failed' };
      const created = await openChat({ receiverId: userId });
      return 'data' in created && created.data ? { status: 'open', chat: created.data } : { status: 'failed' };
    })().then((result) => {
      if (!cancelled) setState({ userId, result });
    });
    return () => {
      cancelled = true;
    };
  }, [needsLookup, userId, viewerId, findChat, openChat]);

  if (!userId) return { status: 'idle' };
  if (listed) return { status: 'open', chat: listed };
  if (!listReady) return { status: 'opening' };
  return state?.userId === userId ? state.result : { status: 'opening' };
}
