// API-shaped data for the chat screen tests. Ids are UUIDs like the API's.
import type { Chat, Message, User, UserSummary } from '@marketplace/shared-api/types';
import { apiUser } from '../../../jest/fixtures';

export const IDS = {
  viewer: '11111111-1111-4111-8111-111111111111',
  maria: '22222222-2222-4222-8222-222222222222',
  jose: '33333333-3333-4333-8333-333333333333',
  chatMaria: '44444444-4444-4444-8444-444444444444',
  chatJose: '55555555-5555-4555-8555-555555555555',
} as const;

export function aViewer(overrides: Partial<User> = {}): User {
  return apiUser({ id: IDS.viewer, ...overrides });
}

export const MARIA: UserSummary = {
  id: IDS.maria,
  username: 'maria_santos',
  firstName: 'Maria',
  lastName: 'Santos',
  avatar: '/uploads/maria.png',
  role: 'Assistant',
  premium: 'Verified',
};

export const JOSE: UserSummary = {
  id: IDS.jose,
  username: 'jose_reyes',
  firstName: 'Jose',
  lastName: 'Reyes',
  avatar: null,
  role: 'Assistant',
  premium: 'Not Verified',
};

export function aChat(overrides: Partial<Chat> = {}): Chat {
  const receiver = overrides.receiver ?? MARIA;
  return {
    id: IDS.chatMaria,
    userIDs: [IDS.viewer, receiver.id],
    receiver,
    seenBy: [IDS.viewer],
    messages: [],
    lastMessage: 'See you Monday',
    lastMessageAt: '2026-03-10T09:00:00.000Z',
    lastMessageUserId: receiver.id,
    startedBy: IDS.viewer,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-10T09:00:00.000Z',
    ...overrides,
  };
}

let counter = 0;

export function aMessage(overrides: Partial<Message> = {}): Message {
  counter += 1;
  return {
    id: `99999999-9999-4999-8999-${String(counter).padStart(12, '0')}`,
    chatId: IDS.chatMaria,
    text: `Message ${counter}`,
    userId: IDS.maria,
    createdAt: '2026-03-10T09:00:00.000Z',
    status: 'sent',
    ...overrides,
  };
}
