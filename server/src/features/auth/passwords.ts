// Password hashing with argon2id. Tests pass lighter cost options to stay fast;
// the defaults follow argon2's own (64 MiB, 3 passes).
import argon2 from 'argon2';
import type { HashGate } from './hash-gate';

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/**
 * Each call names its caller (the request's address, or the account), whose hashes
 * the gate caps, so one address cannot take every place in the queue.
 */
export interface PasswordHasher {
  hash(password: string, caller?: string): Promise<string>;
  verify(hash: string, password: string, caller?: string): Promise<boolean>;
  /** Spends the same time as a real verify, so an unknown username cannot be told apart by timing. */
  verifyAgainstNothing(password: string, caller?: string): Promise<void>;
  /** The queue every hash and verify goes through (unlimited when none was given). */
  readonly gate: HashGate;
}

const UNLIMITED: HashGate = { run: (work) => work() };

export function createPasswordHasher(cost?: PasswordHashCost, gate: HashGate = UNLIMITED): PasswordHasher {
  const options: argon2.HashOptions & { raw?: false } = { type: argon2.argon2id, ...cost };
  let dummyHash: Promise<string> | null = null;
  return {
    gate,
    hash: (password, caller) => gate.run(() => argon2.hash(password, options), caller),
    verify: (hash, password, caller) => gate.run(() => argon2.verify(hash, password), caller),
    async verifyAgainstNothing(password, caller) {
      // Made once, outside the gate (it is not a caller's work).
      dummyHash ??= argon2.hash('not-a-real-password', options);
      const hash = await dummyHash;
      await gate.run(() => argon2.verify(hash, password), caller);
    },
  };
}
