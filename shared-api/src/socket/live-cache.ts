// Socket events -> the RTK Query cache, in one place. The shell subscribes it
// once, on its one socket, so every cached list and item stays current
// whatever screen is showing, or none: a screen left and come back to finds
// its data updated, or invalidated and fetched again, never as it was.
//   - a booking changed (accepted, cancelled, rescheduled, paid, completed):
//     that booking, both lists, the totals, its payments and its reviews;
//   - a notification: to the top of the list with the server's unread count
//     (a REVIEW one also refreshes that booking's reviews and the ratings); a
//     count alone (read in another tab, a chat opened) sets the badge;
//   - a message: into its conversation (once, whoever sent it), its chat to
//     the top of the list; a status change marks it; a deleted chat leaves;
//   - a consultant's booked slots: the picker's booked slots and free times;
//   - the socket (re)joining the user's room: what may have been pushed while
//     it was away is fetched again.
// What a screen does about an event beyond its data (leave a deleted chat)
// stays in the screen, with useSocketEvent.
import { api, LIST } from '@marketplace/shared-api/api/api';
import { availableTimesTag, bookingsApi } from '@marketplace/shared-api/api/bookings';
import { chatApi } from '@marketplace/shared-api/api/chat';
import { bumpChat, setHeldMessageStatus, upsertMessage } from '@marketplace/shared-api/api/chat-cache';
import { notificationsApi } from '@marketplace/shared-api/api/notifications';
import { bookingPaymentsTag } from '@marketplace/shared-api/api/payments';
import { SOCKET_EVENTS, type ServerToClientEvents } from '@marketplace/shared-api/socket/events';
import type { AppSocket } from '@marketplace/shared-api/socket/socket-context';
import type { AppDispatch } from '@marketplace/shared-api/store/make-store';

type Handlers = { [E in keyof ServerToClientEvents]?: ServerToClientEvents[E] };

function liveCacheHandlers(dispatch: AppDispatch): Handlers {
  const setUnreadCount = (unreadCount: number) =>
    dispatch(
      notificationsApi.util.updateQueryData('getUnreadCount', undefined, (unread) => {
        unread.count = Math.max(0, unreadCount);
      }),
    );

  return {
    [SOCKET_EVENTS.bookingChanged]: ({ bookingId }) => {
      dispatch(
        api.util.invalidateTags([
          { type: 'Booking', id: bookingId },
          { type: 'Booking', id: LIST },
          // An occurrence of a series changed: the Recurring tab's series too.
          { type: 'Series', id: LIST },
          { type: 'BookingTotals', id: LIST },
          bookingPaymentsTag(bookingId),
          { type: 'Review', id: bookingId },
        ]),
      );
    },

    [SOCKET_EVENTS.notification]: ({ notification, unreadCount }) => {
      dispatch(
        notificationsApi.util.updateQueryData('getNotifications', undefined, (list) => {
          const index = list.findIndex((held) => held.id === notification.id);
          if (index !== -1) list.splice(index, 1);
          list.unshift(notification);
        }),
      );
      setUnreadCount(unreadCount);
      if (notification.type === 'REVIEW' && notification.entityId) {
        dispatch(api.util.invalidateTags([{ type: 'Review', id: notification.entityId }, 'Rating']));
      }
    },

    [SOCKET_EVENTS.notificationCount]: ({ unreadCount }) => {
      setUnreadCount(unreadCount);
      dispatch(api.util.invalidateTags([{ type: 'Notification', id: LIST }]));
    },

    [SOCKET_EVENTS.newMessage]: ({ chatId, message }) => {
      dispatch(chatApi.util.updateQueryData('getMessages', chatId, (cache) => upsertMessage(cache, message)));
      let listed = true;
      dispatch(
        chatApi.util.updateQueryData('getChats', undefined, (chats) => {
          listed = bumpChat(chats, chatId, message);
        }),
      );
      // A chat this client has never seen: the list is fetched again.
      if (!listed) dispatch(api.util.invalidateTags([{ type: 'Chat', id: LIST }]));
    },

    [SOCKET_EVENTS.messageStatus]: ({ chatId, messageId, status }) => {
      dispatch(chatApi.util.updateQueryData('getMessages', chatId, (cache) => setHeldMessageStatus(cache, messageId, status)));
    },

    [SOCKET_EVENTS.chatDeleted]: ({ chatId }) => {
      dispatch(
        chatApi.util.updateQueryData('getChats', undefined, (chats) => {
          const index = chats.findIndex((chat) => chat.id === chatId);
          if (index !== -1) chats.splice(index, 1);
        }),
      );
    },

    [SOCKET_EVENTS.slotsChanged]: ({ consultantId, booked }) => {
      dispatch(bookingsApi.util.upsertQueryData('getBookedSlots', consultantId, booked));
      dispatch(api.util.invalidateTags([{ type: 'BookedSlot', id: availableTimesTag(consultantId) }]));
    },

    // socket.io delivers at most once: whatever was pushed while the socket was away is asked for again.
    [SOCKET_EVENTS.userRegistered]: ({ ok }) => {
      if (!ok) return;
      dispatch(
        api.util.invalidateTags([
          { type: 'Notification', id: 'COUNT' },
          { type: 'Notification', id: LIST },
          { type: 'Booking', id: LIST },
          { type: 'BookingTotals', id: LIST },
          { type: 'Chat', id: LIST },
        ]),
      );
    },
  };
}

/** Applies every server event to the cache until the returned function is called. */
export function subscribeLiveCache(socket: AppSocket, dispatch: AppDispatch): () => void {
  const handlers = Object.entries(liveCacheHandlers(dispatch)) as Array<[keyof ServerToClientEvents, (...args: unknown[]) => void]>;
  // socket.io's typed emitter needs the event/listener pair spelled this way.
  const on = socket.on as (event: string, listener: (...args: unknown[]) => void) => void;
  const off = socket.off as (event: string, listener: (...args: unknown[]) => void) => void;
  for (const [event, handler] of handlers) on.call(socket, event, handler);
  return () => {
    for (const [event, handler] of handlers) off.call(socket, event, handler);
  };
}
