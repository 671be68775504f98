// Recipes that patch the RTK Query cache of chats and messages in place: the
// optimistic send (chat.ts) and the live socket events (socket/live-cache.ts) use the same
// ones, so a message is never shown twice, whichever arrives first.
import type { InfiniteData } from '@reduxjs/toolkit/query';
import type { Chat, Message, MessagesPage } from '@marketplace/shared-api/types';

/** Older pages are asked for with the id of the oldest message held. */
export interface MessagesPageParam {
  before?: string;
}

export type MessagesCache = InfiniteData<MessagesPage, MessagesPageParam>;

/** Replaces the message with the same id wherever it is, or appends it to the newest page. */
export function upsertMessage(cache: MessagesCache, message: Message): void {
  for (const page of cache.pages) {
    const index = page.messages.findIndex((held) => held.id === message.id);
    if (index !== -1) {
      page.messages[index] = message;
      return;
    }
  }
  const newest = cache.pages[cache.pages.length - 1];
  if (newest) newest.messages.push(message);
  else {
    cache.pages.push({ messages: [message], hasMore: false });
    cache.pageParams.push({});
  }
}

export function setHeldMessageStatus(cache: MessagesCache, id: string, status: Message['status']): void {
  for (const page of cache.pages) {
    const held = page.messages.find((message) => message.id === id);
    if (held) held.status = status;
  }
}

/** Every message held, oldest first. */
export const heldMessages = (cache: MessagesCache | undefined): Message[] => cache?.pages.flatMap((page) => page.messages) ?? [];

/** The newest message the server has stored: the cursor a reconnecting client catches up from. */
export function newestStoredMessage(cache: MessagesCache | undefined): Message | undefined {
  return heldMessages(cache)
    .filter((message) => message.status === 'sent')
    .at(-1);
}

/**
 * Moves the chat to the top of the list with its new last message; false when
 * the list does not hold it (a chat new to this client: refetch the list).
 */
export function bumpChat(chats: Chat[], chatId: string, message: Message): boolean {
  const index = chats.findIndex((chat) => chat.id === chatId);
  if (index === -1) return false;
  const [chat] = chats.splice(index, 1);
  chat.lastMessage = message.text;
  chat.lastMessageAt = message.createdAt;
  chat.lastMessageUserId = message.userId;
  chat.seenBy = [message.userId];
  chats.unshift(chat);
  return true;
}
