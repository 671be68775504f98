// socket.io event names and payloads, shared by the server and the shell's one socket.
import type { BookedSlot, Message, Notification } from '@marketplace/shared-api/types';

export const SOCKET_EVENTS = {
  /** client -> server: the signed-in user's id; joins that user's room when the token matches. */
  newUser: 'newUser',
  /** server -> client: the room was joined (or refused). */
  userRegistered: 'userRegistered',
  /** server -> client: a message was stored in one of the user's chats. */
  newMessage: 'newMessage',
  /** server -> client: a message's status changed. */
  messageStatus: 'messageStatus',
  /** server -> client: a notification was created (or an unread one updated), with the new unread count. */
  notification: 'notification',
  /** server -> client: the unread count changed without a new notification (read in another tab, chat opened). */
  notificationCount: 'notificationCount',
  /** server -> client: a participant deleted a chat; its messages are gone. */
  chatDeleted: 'chatDeleted',
  /** server -> client: a booking the user takes part in changed. */
  bookingChanged: 'bookingChanged',
  /** server -> client: a consultant's booked slots changed (sent to that consultant's watchers). */
  slotsChanged: 'slotsChanged',
  /** client -> server: a picker for this consultant is open; send me their slotsChanged. */
  watchSlots: 'watchSlots',
  /** client -> server: the last picker for this consultant closed. */
  unwatchSlots: 'unwatchSlots',
} as const;

export interface ServerToClientEvents {
  [SOCKET_EVENTS.userRegistered]: (payload: { ok: boolean; userId: string | null }) => void;
  [SOCKET_EVENTS.newMessage]: (payload: { chatId: string; message: Message }) => void;
  [SOCKET_EVENTS.messageStatus]: (payload: { chatId: string; messageId: string; status: Message['status'] }) => void;
  [SOCKET_EVENTS.notification]: (payload: { notification: Notification; unreadCount: number }) => void;
  [SOCKET_EVENTS.notificationCount]: (payload: { unreadCount: number }) => void;
  [SOCKET_EVENTS.chatDeleted]: (payload: { chatId: string }) => void;
  [SOCKET_EVENTS.bookingChanged]: (payload: { bookingId: string }) => void;
  [SOCKET_EVENTS.slotsChanged]: (payload: { consultantId: string; booked: BookedSlot[] }) => void;
}

export interface ClientToServerEvents {
  [SOCKET_EVENTS.newUser]: (userId: string) => void;
  /** ack tells whether the socket now watches (signed in, a valid id, under the per-socket limit). */
  [SOCKET_EVENTS.watchSlots]: (consultantId: string, ack?: (result: { ok: boolean }) => void) => void;
  [SOCKET_EVENTS.unwatchSlots]: (consultantId: string) => void;
}

/** The room every socket of one user joins. */
export const userRoom = (userId: string) => `user:${userId}`;

/** The room of every socket with this consultant's date/time picker open. */
export const consultantSlotsRoom = (consultantId: string) => `consultant-slots:${consultantId}`;
