// The users table's writes that other features ask for: sign-up, sessions and
// passwords (auth), deletion (admin), the Verified badge (premium), a referrer's
// counters (auth, referrals). The users feature owns the table, so every write
// to it is here or in this folder's services; each runs in the caller's
// transaction, so it commits or rolls back with the change that caused it.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/errors';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index';
import { HttpError } from '../../http-error';

export const USERNAME_TAKEN = 'Username is already taken';
export const EMAIL_TAKEN = 'Email is already registered';

export const usernameTaken = () => new HttpError(409, USERNAME_TAKEN, 'username');
export const emailTaken = () => new HttpError(409, EMAIL_TAKEN, 'email');

/** The 409 a write's unique violation means for the person (name or email taken), or null if it is not one of those. */
export function takenError(error: unknown): HttpError | null {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === 'users_username_lower_unique') return usernameTaken();
  if (constraint === 'users_email_lower_unique') return emailTaken();
  return null;
}

export async function insertAccount(tx: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

/** A new member signed up with this referrer's code. */
export async function countReferral(tx: Executor, referrerId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ referralCount: sql`${users.referralCount} + 1`, updatedAt: now })
    .where(eq(users.id, referrerId));
}

/** Every token issued before answers 401 from now on (logout). */
export async function revokeSessionsOf(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}

/** A new password, and every session before it revoked; the new session version, or null if the account is gone. */
export async function setPassword(tx: Executor, userId: string, passwordHash: string, now: Date): Promise<number | null> {
  const [changed] = await tx
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return changed?.sessionVersion ?? null;
}

export async function deleteAccount(tx: Executor, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/** The premium fee was paid: the member shows the Verified badge (an admin stays an admin). */
export async function markVerified(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx.update(users).set({ premium: 'Verified', updatedAt: now }).where(and(eq(users.id, userId), ne(users.premium, 'Admin')));
}

/** A referrer's reward for a referred booking, on the counters their profile shows. */
export async function addReferralEarning(tx: Executor, referrerId: string, earnedCentavos: number, hours: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      moneyEarnedCentavos: sql`${users.moneyEarnedCentavos} + ${earnedCentavos}`,
      referralBookings: sql`${users.referralBookings} + ${hours}`,
      updatedAt: now,
    })
    .where(eq(users.id, referrerId));
}
