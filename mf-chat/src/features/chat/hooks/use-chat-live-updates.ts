// Socket events -> the RTK Query cache, while the chat screen is open: a new
// message joins its conversation (once, whoever sent it) and lifts its chat to
// the top of the list; a status change marks the message; a deleted chat
// leaves the list. A chat this client has never seen refetches the list.
import { chatApi } from '@marketplace/shared-api/api/chat';
import { LIST } from '@marketplace/shared-api/api/api';
import { bumpChat, setHeldMessageStatus, upsertMessage } from '@marketplace/shared-api/api/chat-cache';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { useSocketEvent } from '@marketplace/shared-api/socket/socket-context';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';

export function useChatLiveUpdates(onChatDeleted: (chatId: string) => void): void {
  const dispatch = useAppDispatch();

  useSocketEvent(SOCKET_EVENTS.newMessage, ({ chatId, message }) => {
    dispatch(chatApi.util.updateQueryData('getMessages', chatId, (cache) => upsertMessage(cache, message)));
    let listed = true;
    dispatch(
      chatApi.util.updateQueryData('getChats', undefined, (chats) => {
        listed = bumpChat(chats, chatId, message);
      }),
    );
    if (!listed) dispatch(chatApi.util.invalidateTags([{ type: 'Chat', id: LIST }]));
  });

  useSocketEvent(SOCKET_EVENTS.messageStatus, ({ chatId, messageId, status }) => {
    dispatch(chatApi.util.updateQueryData('getMessages', chatId, (cache) => setHeldMessageStatus(cache, messageId, status)));
  });

  useSocketEvent(SOCKET_EVENTS.chatDeleted, ({ chatId }) => {
    dispatch(
      chatApi.util.updateQueryData('getChats', undefined, (chats) => {
        const index = chats.findIndex((chat) => chat.id === chatId);
        if (index !== -1) chats.splice(index, 1);
      }),
    );
    onChatDeleted(chatId);
  });
}
