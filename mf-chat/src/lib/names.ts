// How a person is named on the chat screens.
import type { UserSummary } from '@marketplace/shared-api/types';

export function displayName(user: Pick<UserSummary, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
