// The sidebar's search box and All / Received / Sent filters. Received chats
// were opened by the other person, Sent ones by the viewer.
import type { Chat } from '@marketplace/shared-api/types';

export const CHAT_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'received', label: 'Received' },
  { value: 'sent', label: 'Sent' },
] as const;

export type ChatFilter = (typeof CHAT_FILTERS)[number]['value'];

function matchesSearch(chat: Chat, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const { firstName, lastName, username } = chat.receiver;
  return [`${firstName} ${lastName}`, username].some((text) => text.toLowerCase().includes(needle));
}

export function filterChats(chats: Chat[], viewerId: string, filter: ChatFilter, search: string): Chat[] {
  return chats.filter((chat) => {
    if (filter === 'received' && chat.startedBy === viewerId) return false;
    if (filter === 'sent' && chat.startedBy !== viewerId) return false;
    return matchesSearch(chat, search);
  });
}

/** A chat whose newest message came from the other person and has not been seen. */
export function isUnread(chat: Chat, viewerId: string): boolean {
  return chat.lastMessageUserId !== null && chat.lastMessageUserId !== viewerId && !chat.seenBy.includes(viewerId);
}
