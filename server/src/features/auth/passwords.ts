// Password hashing with argon2id. Tests pass lighter cost options to stay fast;
// the defaults follow argon2's own (64 MiB, 3 passes).
//
// Every hash of a request goes through here, whatever the route (login, sign-up,
// password change, payout destination, any other), and names the address it
// came from: the address's hashes share one cap (a rate in the one store of
// rate limits, across processes, and places in the queue of the gate), so one
// address cannot starve everyone's logins through routes that are not login. A
// check of a signed-in account's password also names the account: its failures
// are limited as login limits guesses, so a session cannot guess its way to
// the password.
import argon2 from 'argon2';
import type { HashGate } from './hash-gate';

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** Who a hash is for: the request's address, and for a signed-in account's password check, the account. */
export interface PasswordCaller {
  address: string;
  account?: string;
}

/** The limits every hash of a request passes (passwordLimits in password-limits.ts); none for seeding. */
export interface PasswordLimits {
  /** Counts one hash of the address; 429 past its cap. */
  hashFrom(address: string): Promise<void>;
  /** 429 while the account has failed too many checks lately. */
  assertMayGuess(account: string): Promise<void>;
  /** Counts a failed check of the account's password. */
  guessFailed(account: string): Promise<void>;
}

export interface PasswordHasher {
  /** A new hash; without a caller (seeding demo data, tests' fixtures) nothing is counted. */
  hash(password: string, caller?: PasswordCaller): Promise<string>;
  verify(hash: string, password: string, caller: PasswordCaller): Promise<boolean>;
  /** Spends the same time as a real verify, so an unknown username cannot be told apart by timing. */
  verifyAgainstNothing(password: string, caller: PasswordCaller): Promise<void>;
  /** The queue every hash and verify goes through (unlimited when none was given). */
  readonly gate: HashGate;
}

const UNLIMITED_GATE: HashGate = { run: (work) => work() };
const UNLIMITED: PasswordLimits = { hashFrom: async () => undefined, assertMayGuess: async () => undefined, guessFailed: async () => undefined };

export function createPasswordHasher(cost?: PasswordHashCost, { gate = UNLIMITED_GATE, limits = UNLIMITED }: { gate?: HashGate; limits?: PasswordLimits } = {}): PasswordHasher {
  const options: argon2.HashOptions & { raw?: false } = { type: argon2.argon2id, ...cost };
  let dummyHash: Promise<string> | null = null;

  /** Counted against the address, then queued as the address's. */
  async function gated<T>(work: () => Promise<T>, caller: PasswordCaller | undefined): Promise<T> {
    if (!caller) return gate.run(work);
    await limits.hashFrom(caller.address);
    return gate.run(work, caller.address);
  }

  async function checked(hash: string, password: string, caller: PasswordCaller): Promise<boolean> {
    if (caller.account) await limits.assertMayGuess(caller.account);
    const matches = await gated(() => argon2.verify(hash, password), caller);
    if (!matches && caller.account) await limits.guessFailed(caller.account);
    return matches;
  }

  return {
    gate,
    hash: (password, caller) => gated(() => argon2.hash(password, options), caller),
    verify: checked,
    async verifyAgainstNothing(password, caller) {
      // Made once, outside the gate (it is not a caller's work).
      dummyHash ??= argon2.hash('not-a-real-password', options);
      await checked(await dummyHash, password, caller);
    },
  };
}
