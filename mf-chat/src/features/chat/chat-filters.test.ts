import type { Chat } from '@marketplace/shared-api/types';
import { filterChats, isUnread } from './chat-filters';
import { messageTime } from './message-time';

const ME = '11111111-1111-4111-8111-111111111111';
const MARIA = '22222222-2222-4222-8222-222222222222';
const JOSE = '33333333-3333-4333-8333-333333333333';

function chat(id: string, receiver: { id: string; firstName: string; lastName: string; username: string }, startedBy: string): Chat {
  return {
    id,
    userIDs: [ME, receiver.id],
    receiver: { ...receiver, avatar: null, role: 'Assistant', premium: 'Not Verified' },
    seenBy: [],
    messages: [],
    lastMessage: null,
    lastMessageAt: null,
    lastMessageUserId: null,
    startedBy,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
  };
}

const chats = [
  chat('a', { id: MARIA, firstName: 'Maria', lastName: 'Santos', username: 'maria_santos' }, ME),
  chat('b', { id: JOSE, firstName: 'Jose', lastName: 'Reyes', username: 'jose_reyes' }, JOSE),
];

describe('filterChats', () => {
  it('Received holds chats the other person opened, Sent the ones I opened, All both', () => {
    expect(filterChats(chats, ME, 'all', '').map((c) => c.id)).toEqual(['a', 'b']);
    expect(filterChats(chats, ME, 'received', '').map((c) => c.id)).toEqual(['b']);
    expect(filterChats(chats, ME, 'sent', '').map((c) => c.id)).toEqual(['a']);
  });

  it('searches full names and usernames, ignoring case and outer spaces', () => {
    expect(filterChats(chats, ME, 'all', '  SANTOS ').map((c) => c.id)).toEqual(['a']);
    expect(filterChats(chats, ME, 'all', 'jose_r').map((c) => c.id)).toEqual(['b']);
    expect(filterChats(chats, ME, 'all', 'maria s').map((c) => c.id)).toEqual(['a']);
    expect(filterChats(chats, ME, 'sent', 'jose')).toEqual([]);
  });
});

describe('isUnread', () => {
  it('is unread only when the newest message is theirs and I have not seen it', () => {
    const base = chats[0];
    expect(isUnread({ ...base, lastMessageUserId: MARIA, seenBy: [MARIA] }, ME)).toBe(true);
    expect(isUnread({ ...base, lastMessageUserId: MARIA, seenBy: [MARIA, ME] }, ME)).toBe(false);
    expect(isUnread({ ...base, lastMessageUserId: ME, seenBy: [ME] }, ME)).toBe(false);
    expect(isUnread(base, ME)).toBe(false);
  });
});

describe('messageTime', () => {
  const now = new Date(2026, 2, 10, 15, 0);
  it('shows the clock time today, the day before that, and the year for other years', () => {
    expect(messageTime(new Date(2026, 2, 10, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(messageTime(new Date(2026, 2, 8, 21, 30).toISOString(), now)).toBe('Mar 8, 9:30 PM');
    expect(messageTime(new Date(2025, 11, 31, 8, 0).toISOString(), now)).toBe('Dec 31 2025, 8:00 AM');
  });
});
