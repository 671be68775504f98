// Socket events -> the notification cache, mounted once by the shell so the
// navbar badge and /notifications stay live on every page: a new (or
// refreshed) notification goes to the top of the list with the server's unread
// count (a REVIEW one also refreshes that booking's reviews and the ratings); a count change alone (read in another tab, a chat opened) sets the
// badge and refreshes the list's read marks. After a (re)connect, whatever was
// pushed while offline is fetched again.
import { LIST } from '@marketplace/shared-api/api/api';
import { notificationsApi } from '@marketplace/shared-api/api/notifications';
import { SOCKET_EVENTS } from '@marketplace/shared-api/socket/events';
import { useSocketEvent } from '@marketplace/shared-api/socket/socket-context';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';

export function useNotificationSync(): void {
  const dispatch = useAppDispatch();

  const setCount = (unreadCount: number) =>
    dispatch(
      notificationsApi.util.updateQueryData('getUnreadCount', undefined, (unread) => {
        unread.count = Math.max(0, unreadCount);
      }),
    );

  useSocketEvent(SOCKET_EVENTS.notification, ({ notification, unreadCount }) => {
    dispatch(
      notificationsApi.util.updateQueryData('getNotifications', undefined, (list) => {
        const index = list.findIndex((held) => held.id === notification.id);
        if (index !== -1) list.splice(index, 1);
        list.unshift(notification);
      }),
    );
    setCount(unreadCount);
    // A review published or hidden (issue 14): that booking's reviews and the ratings shown may have changed.
    if (notification.type === 'REVIEW' && notification.entityId) {
      dispatch(notificationsApi.util.invalidateTags([{ type: 'Review', id: notification.entityId }, 'Rating']));
    }
  });

  useSocketEvent(SOCKET_EVENTS.notificationCount, ({ unreadCount }) => {
    setCount(unreadCount);
    dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: LIST }]));
  });

  useSocketEvent(SOCKET_EVENTS.userRegistered, ({ ok }) => {
    if (!ok) return;
    dispatch(
      notificationsApi.util.invalidateTags([
        { type: 'Notification', id: 'COUNT' },
        { type: 'Notification', id: LIST },
      ]),
    );
  });
}
