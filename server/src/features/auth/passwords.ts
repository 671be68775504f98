// Password hashing with argon2id. Tests pass lighter cost options to stay fast;
// the defaults follow argon2's own (64 MiB, 3 passes).
import argon2 from 'argon2';

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, so an unknown username cannot be told apart by timing. */
  verifyAgainstNothing(password: string): Promise<void>;
}

export function createPasswordHasher(cost?: PasswordHashCost): PasswordHasher {
  const options: argon2.HashOptions & { raw?: false } = { type: argon2.argon2id, ...cost };
  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password) => argon2.hash(password, options),
    verify: (hash, password) => argon2.verify(hash, password),
    async verifyAgainstNothing(password) {
      dummyHash ??= argon2.hash('not-a-real-password', options);
      await argon2.verify(await dummyHash, password);
    },
  };
}
