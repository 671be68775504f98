// SPEC section 2, /notifications: where a click on a notification goes.
import type { Notification } from '@marketplace/shared-api/types';

export function notificationTarget(notification: Pick<Notification, 'type' | 'chatId' | 'entityId'>): string | null {
  switch (notification.type) {
    case 'MESSAGE':
      return notification.chatId ? `/chat/${encodeURIComponent(notification.chatId)}` : '/chat';
    case 'BOOKING':
      return notification.entityId ? `/bookings/${encodeURIComponent(notification.entityId)}` : '/bookings';
    case 'REFERRAL':
      return '/profile';
    // The booking to review (its row on the bookings page holds the review form).
    case 'REVIEW':
      return notification.entityId ? `/bookings/${encodeURIComponent(notification.entityId)}` : '/bookings';
    case 'EARNING':
      return '/earnings';
    case 'DISPUTE':
      return '/admin/finance';
    default:
      return null;
  }
}
