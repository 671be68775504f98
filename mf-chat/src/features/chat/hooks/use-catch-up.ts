// socket.io delivers at most once: a message pushed while this client was
// offline (or away from the chat screen) is simply gone. So when the chat opens,
// and whenever the socket (re)joins the user's room, this asks the server for
// everything stored after the newest message the client holds and merges it,
// page by page. Messages that failed to send are retried at that moment too:
// the connection is back, and their ids make a retry store them only once.
import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { chatApi } from '@marketplace/shared-api/api/chat';
import { heldMessages, newestStoredMessage, upsertMessage } from '@marketplace/shared-api/api/chat-cache';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { useSocketEvent } from '@marketplace/shared-api/socket/socket-context';
import type { RootState } from '@marketplace/shared-api/store/make-store';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';
import type { Message } from '@marketplace/shared-api/types';

export function useCatchUp(chatId: string, retry: (message: Message) => void): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

  const catchUp = useCallback(async () => {
    const held = chatApi.endpoints.getMessages.select(chatId)(store.getState()).data;
    let after = newestStoredMessage(held)?.id;
    // Nothing held yet: the first page is being fetched fresh, there is nothing to miss.
    while (after) {
      const { data } = await dispatch(
        chatApi.endpoints.getMessagesAfter.initiate({ chatId, after }, { subscribe: false, forceRefetch: true }),
      );
      // A failed call is logged by the base query; the next reconnect tries again.
      if (!data) return;
      for (const message of data.messages) {
        dispatch(chatApi.util.updateQueryData('getMessages', chatId, (cache) => upsertMessage(cache, message)));
      }
      after = data.hasMore ? data.messages.at(-1)?.id : undefined;
    }
  }, [chatId, dispatch, store]);

  const retryFailed = useCallback(() => {
    const held = chatApi.endpoints.getMessages.select(chatId)(store.getState()).data;
    for (const message of heldMessages(held)) if (message.status === 'failed') retry(message);
  }, [chatId, retry, store]);

  useEffect(() => {
    void catchUp();
  }, [catchUp]);

  useSocketEvent(SOCKET_EVENTS.userRegistered, ({ ok }) => {
    if (!ok) return;
    void catchUp();
    retryFailed();
  });
}
