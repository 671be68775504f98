// Notification calls (SPEC section 7, Notifications).
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
    }),
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/users/notifications/read-all', method: 'PUT' }),
      invalidatesTags: [{ type: 'Notification', id: LIST }, { type: 'Notification', id: 'COUNT' }],
    }),
  }),
});

export const {
  useGetUnreadCountQuery,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
