// The stored session of SPEC section 3: local storage keys user and token.
// Every read and write of those keys goes through here.
import { STORAGE_KEYS } from '@marketplace/shared-api/constants';
import type { User } from '@marketplace/shared-api/types';

export type StoredUser = Pick<User, 'username'> & Partial<User>;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** Reads the stored user; a value that does not parse is removed (SPEC section 4). */
export function readStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && typeof (parsed as StoredUser).username === 'string') {
      return parsed as StoredUser;
    }
  } catch {
    // fall through: a value we cannot read is as good as none
  }
  storage()?.removeItem(STORAGE_KEYS.user);
  return null;
}

export function writeStoredUser(user: StoredUser | null): void {
  if (user) storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else storage()?.removeItem(STORAGE_KEYS.user);
}

export function readToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function writeToken(token: string | null): void {
  if (token) storage()?.setItem(STORAGE_KEYS.token, token);
  else storage()?.removeItem(STORAGE_KEYS.token);
}

export function clearStoredSession(): void {
  writeStoredUser(null);
  writeToken(null);
}
