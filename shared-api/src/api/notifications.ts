// Notification calls (SPEC section 7, Notifications). SPEC section 4: marking
// one read decrements the count, never below 0; marking all sets it to zero.
// Both show at once (optimistic) and are undone if the call fails.
import type { Notification } from '@marketplace/shared-api/types';
import { api, LIST } from '@marketplace/shared-api/api/api';

export interface UnreadCount {
  count: number;
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => '/users/notification',
      providesTags: [{ type: 'Notification', id: 'COUNT' }],
    }),
    getNotifications: build.query<Notification[], void>({
      query: () => '/users/notifications',
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Notification' as const, id })),
        { type: 'Notification', id: LIST },
      ],
    }),
    markNotificationRead: build.mutation<void, string>({
      query: (id) => ({ url: `/users/notifications/${encodeURIComponent(id)}/read`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Notification', id },
        { type: 'Notification', id: 'COUNT' },
      ],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        // Only a notification known to be unread lowers the count; otherwise the refetch of COUNT tells.
        let wasUnread = false;
        const patches = [
          dispatch(
            notificationsApi.util.updateQueryData('getNotifications', undefined, (list) => {
              const found = list.find((notification) => notification.id === id);
              if (found && !found.read) {
                wasUnread = true;
                found.read = true;
              }
            }),
          ),
          dispatch(
            notificationsApi.util.updateQueryData('getUnreadCount', undefined, (unread) => {
              if (wasUnread) unread.count = Math.max(0, unread.count - 1);
            }),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/users/notifications/read-all', method: 'PUT' }),
      invalidatesTags: [{ type: 'Notification', id: LIST }, { type: 'Notification', id: 'COUNT' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            notificationsApi.util.updateQueryData('getNotifications', undefined, (list) => {
              for (const notification of list) notification.read = true;
            }),
          ),
          dispatch(
            notificationsApi.util.updateQueryData('getUnreadCount', undefined, (unread) => {
              unread.count = 0;
            }),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetUnreadCountQuery,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
