import type { User } from '@marketplace/shared-api/types';
import { sessionSlice, verified, type SessionState } from './session-slice';

const stored = { id: 'u1', username: 'boss', firstName: 'Bea', role: 'Boss', skills: ['Excel'] } as unknown as User;
const signedIn: SessionState = { user: stored, token: 't', loading: true, ending: false };

it('keeps the stored user object when the server finds it unchanged, and ends the check', () => {
  const after = sessionSlice.reducer(signedIn, verified(JSON.parse(JSON.stringify(stored)) as User));
  expect(after.user).toBe(stored);
  expect(after.loading).toBe(false);
});

it('takes the fresh user when anything about it changed', () => {
  const fresh = { ...stored, skills: ['Excel', 'Canva'] } as User;
  const after = sessionSlice.reducer(signedIn, verified(fresh));
  expect(after.user).toEqual(fresh);
  expect(after.user).not.toBe(stored);
});
