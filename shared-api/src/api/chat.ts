// Chat and message calls (SPEC section 7, Chat and messages). History is an
// infinite query: the first page is the newest, older pages are fetched
// backwards by cursor; newer messages arrive live (mf-chat patches the cache
// from socket events) and a reconnecting client asks for what came after the
// newest message it holds (getMessagesAfter). A send shows at once as
// 'sending', becomes the stored message, or turns 'failed' for a retry with
// the same id, which the server stores only once.
import type { Chat, Message, MessagesPage, SentMessage } from '@marketplace/shared-api/types';
import { api, LIST } from '@marketplace/shared-api/api/api';
import { bumpChat, setHeldMessageStatus, upsertMessage, type MessagesPageParam } from '@marketplace/shared-api/api/chat-cache';

export interface SendMessageArgs {
  chatId: string;
  /** The client's id for the message (crypto.randomUUID()); reuse it to retry. */
  id: string;
  text: string;
  /** The sender, for the optimistic copy shown while sending. */
  userId: string;
}

export interface SendDirectMessageArgs {
  recipientId: string;
  message: string;
  id: string;
}

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<Chat[], void>({
      query: () => '/chats',
      providesTags: (result) => [...(result ?? []).map(({ id }) => ({ type: 'Chat' as const, id })), { type: 'Chat', id: LIST }],
    }),
    getChat: build.query<Chat, string>({
      query: (id) => `/chats/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Chat', id }],
    }),
    /** GET /chat/find/{userId}/{otherId}: 404 when the two have no chat yet. */
    findChat: build.query<Chat, { userId: string; otherId: string }>({
      query: ({ userId, otherId }) => `/chat/find/${encodeURIComponent(userId)}/${encodeURIComponent(otherId)}`,
      keepUnusedDataFor: 0,
    }),
    /** POST /chats: finds or creates the caller's chat with receiverId. */
    openChat: build.mutation<Chat, { receiverId: string }>({
      query: (body) => ({ url: '/chats', method: 'POST', body }),
      // A failed call changed nothing: refetching the list would only repeat what the screen already knows.
      invalidatesTags: (result) => (result ? [{ type: 'Chat', id: LIST }] : []),
    }),
    markChatRead: build.mutation<Chat, string>({
      query: (id) => ({ url: `/chats/read/${encodeURIComponent(id)}`, method: 'PUT' }),
      // Reading a chat reads its notification: the badge and the list follow (a failed read changed nothing).
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Notification', id: 'COUNT' },
              { type: 'Notification', id: LIST },
            ]
          : [],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        // Nothing changed ahead of the answer, so a failure (logged by the base query) leaves nothing to undo.
        const data = await queryFulfilled.then(
          (fulfilled) => fulfilled.data,
          () => null,
        );
        if (!data) return;
        dispatch(
          chatApi.util.updateQueryData('getChats', undefined, (chats) => {
            const held = chats.find((chat) => chat.id === id);
            if (held) held.seenBy = data.seenBy;
          }),
        );
      },
    }),
    deleteChat: build.mutation<void, string>({
      query: (id) => ({ url: `/chats/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Chat', id },
        { type: 'Chat', id: LIST },
        { type: 'Notification', id: 'COUNT' },
        { type: 'Notification', id: LIST },
      ],
    }),
    getMessages: build.infiniteQuery<MessagesPage, string, MessagesPageParam>({
      infiniteQueryOptions: {
        initialPageParam: {},
        // Newer messages come live, never by paging forward.
        getNextPageParam: () => undefined,
        getPreviousPageParam: (oldestPage) => {
          const oldest = oldestPage.messages[0];
          return oldestPage.hasMore && oldest ? { before: oldest.id } : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/messages/${encodeURIComponent(queryArg)}`,
        params: pageParam.before ? { before: pageParam.before } : undefined,
      }),
    }),
    /** What the server stored after a message the client holds: the reconnect catch-up. */
    getMessagesAfter: build.query<MessagesPage, { chatId: string; after: string }>({
      query: ({ chatId, after }) => ({ url: `/messages/${encodeURIComponent(chatId)}`, params: { after } }),
      keepUnusedDataFor: 0,
    }),
    sendMessage: build.mutation<Message, SendMessageArgs>({
      query: ({ chatId, id, text }) => ({ url: `/messages/${encodeURIComponent(chatId)}`, method: 'POST', body: { id, text } }),
      async onQueryStarted({ chatId, id, text, userId }, { dispatch, queryFulfilled }) {
        const pending: Message = { id, chatId, text: text.trim(), userId, createdAt: new Date().toISOString(), status: 'sending' };
        dispatch(chatApi.util.updateQueryData('getMessages', chatId, (cache) => upsertMessage(cache, pending)));
        try {
          const { data } = await queryFulfilled;
          dispatch(chatApi.util.updateQueryData('getMessages', chatId, (cache) => upsertMessage(cache, data)));
          dispatch(chatApi.util.updateQueryData('getChats', undefined, (chats) => void bumpChat(chats, chatId, data)));
        } catch {
          // The failure itself is logged by the base query; here the message keeps its place, marked for a retry.
          dispatch(chatApi.util.updateQueryData('getMessages', chatId, (cache) => setHeldMessageStatus(cache, id, 'failed')));
        }
      },
    }),
    /** POST /messages/send: the message dialog's send to a user, chat found or created by the server. */
    sendDirectMessage: build.mutation<SentMessage, SendDirectMessageArgs>({
      query: (body) => ({ url: '/messages/send', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Chat', id: LIST }] : []),
    }),
    setMessageStatus: build.mutation<Message, { id: string; status: Message['status'] }>({
      query: ({ id, status }) => ({ url: `/messages/${encodeURIComponent(id)}/status`, method: 'PATCH', body: { status } }),
    }),
  }),
});

export const {
  useGetChatsQuery,
  useGetChatQuery,
  useLazyFindChatQuery,
  useOpenChatMutation,
  useMarkChatReadMutation,
  useDeleteChatMutation,
  useGetMessagesInfiniteQuery,
  useSendMessageMutation,
  useSendDirectMessageMutation,
  useSetMessageStatusMutation,
} = chatApi;
