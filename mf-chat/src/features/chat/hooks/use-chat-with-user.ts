// SPEC section 2: when /chat is opened with a user id, the chat with that user
// is found (GET /chat/find/{me}/{userId}) or, when there is none, created
// (POST /chats) and opened. A chat already in the list needs neither call.
//
// One lookup per user id: a definite failure (a 4xx such as a 404 for an id of no
// user) is the answer and is shown, never tried again by itself. The lookup
// waits for a current chat list, and a list refresh (e.g. the one POST /chats
// triggers) must not start it again, so what has been tried is remembered.
import { useEffect, useRef, useState } from 'react';
import { errorStatus } from '@marketplace/shared-api/api/errors';
import { useLazyFindChatQuery, useOpenChatMutation } from '@marketplace/shared-api/api/chat';
import type { Chat } from '@marketplace/shared-api/types';

export type ChatWithUser = { status: 'idle' } | { status: 'opening' } | { status: 'open'; chat: Chat } | { status: 'failed' };

export function useChatWithUser(viewerId: string, userId: string | undefined, listed: Chat | undefined, listReady: boolean): ChatWithUser {
  const [findChat] = useLazyFindChatQuery();
  const [openChat] = useOpenChatMutation();
  const [state, setState] = useState<{ userId: string; result: ChatWithUser } | null>(null);
  // The user id last looked up: the list refreshing (and StrictMode's second effect) must not look it up again.
  const lookedUp = useRef<string | null>(null);

  useEffect(() => {
    if (!userId || !listReady || listed || lookedUp.current === userId) return;
    lookedUp.current = userId;
    setState({ userId, result: { status: 'opening' } });
    void (async (): Promise<ChatWithUser> => {
      const found = await findChat({ userId: viewerId, otherId: userId });
      if (found.data) return { status: 'open', chat: found.data };
      if (errorStatus(found.error) !== 404) return { status: 'failed' };
      const created = await openChat({ receiverId: userId });
      return 'data' in created && created.data ? { status: 'open', chat: created.data } : { status: 'failed' };
    })().then((result) => {
      // Only the answer for the user still being opened counts.
      setState((current) => (current?.userId === userId ? { userId, result } : current));
    });
  }, [listReady, listed, userId, viewerId, findChat, openChat]);

  useEffect(() => {
    // Opening another user (or none) ends this lookup; coming back to this one starts afresh.
    if (lookedUp.current !== userId) lookedUp.current = null;
  }, [userId]);

  if (!userId) return { status: 'idle' };
  if (listed) return { status: 'open', chat: listed };
  if (state?.userId === userId && state.result.status !== 'opening') return state.result;
  return { status: 'opening' };
}
