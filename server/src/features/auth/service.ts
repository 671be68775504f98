// Sign-up and sign-in. The server enforces SPEC section 5 itself: premium is
// always 'Not Verified', salaryRate follows the role, a unique referral code
// is generated, and a valid referral code links the new user to the referrer.
import { eq, sql } from 'drizzle-orm';
import {
  salaryRateForRole,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
} from '@marketplace/shared-api/schemas/auth';
import type { LoginResponse, User } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/errors';
import { users, type UserRow } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import type { SessionCache } from '../../plugins/session-cache';
import { pesosToCentavos } from '../../money';
import { countReferral, emailTaken, insertAccount, revokeSessionsOf, setPassword, takenError, usernameTaken } from '../users/accounts';
import { toUser } from '../users/user-response';
import type { PasswordHasher } from './passwords';
import { MAIL_NOTICES } from '../email/notices';
import type { Outbox } from '../email/outbox';
import { generateReferralCode, normalizeReferralCode } from './referral-code';
import type { TokenService } from './tokens';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
const REFERRAL_CODE_ATTEMPTS = 5;

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: TokenService;
  /** Logout and password change revoke sessions: the auth hooks must not keep trusting the old version. */
  sessions: Pick<SessionCache, 'accountChanged'>;
  /** The security mail of a password change, written with the change. */
  outbox: Pick<Outbox, 'write'>;
}

export function createAuthService({ db, clock, passwords, tokens, sessions, outbox }: AuthServiceDeps) {
  const selfView = (row: UserRow) =>
    toUser(row, { userId: row.id, role: row.role, premium: row.premium, timeZone: row.timeZone, via: 'bearer' });

  async function assertAvailable(username: string, email: string): Promise<void> {
    const taken = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`)
      .limit(2);
    if (taken.some((row) => row.username.toLowerCase() === username.toLowerCase())) throw usernameTaken();
    if (taken.length > 0) throw emailTaken();
  }

  async function findReferrerId(code: string | undefined): Promise<string | null> {
    if (!code) return null;
    const [referrer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, normalizeReferralCode(code)))
      .limit(1);
    // An unknown code is ignored, not an error: the sign-up still succeeds.
    return referrer?.id ?? null;
  }

  return {
    /** `address` is the request's: its password hashes are capped (passwords.ts). */
    async register(input: RegisterBody, address: string): Promise<User> {
      await assertAvailable(input.username, input.email);
      const referredBy = await findReferrerId(input.referralCode);
      const salaryRate = salaryRateForRole(input.role, input.salaryRate);
      const passwordHash = await passwords.hash(input.password, { address });

      for (let attempt = 1; ; attempt += 1) {
        try {
          const user = await db.transaction(async (tx) => {
            const now = clock.now();
            const row = await insertAccount(tx, {
              username: input.username,
              email: input.email,
              passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              role: input.role,
              premium: 'Not Verified',
              location: input.location,
              skills: input.skills,
              experience: input.experience,
              availability: input.availability,
              salaryRateCentavos: salaryRate === undefined ? null : pesosToCentavos(salaryRate),
              referralCode: generateReferralCode(),
              referredBy,
              createdAt: now,
              updatedAt: now,
            });
            if (referredBy) await countReferral(tx, referredBy, now);
            return selfView(row);
          });
          // The referrer's count is part of the row the auth hooks keep.
          if (referredBy) sessions.accountChanged(referredBy);
          return user;
        } catch (error) {
          // Another sign-up may have taken the name between the check and the insert.
          const taken = takenError(error);
          if (taken) throw taken;
          if (uniqueViolationConstraint(error) === 'users_referral_code_unique' && attempt < REFERRAL_CODE_ATTEMPTS) continue;
          throw error;
        }
      }
    },

    async login({ username, password }: LoginBody, address: string): Promise<LoginResponse> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      if (!row) {
        await passwords.verifyAgainstNothing(password, { address });
        throw new HttpError(400, INVALID_CREDENTIALS);
      }
      if (!(await passwords.verify(row.passwordHash, password, { address }))) throw new HttpError(400, INVALID_CREDENTIALS);
      return { userInfo: selfView(row), token: tokens.signSession(row.id, row.sessionVersion) };
    },

    /** Logout: bumps the account's session version, so every token issued before answers 401 from now on. */
    async revokeSessions(userId: string): Promise<void> {
      await revokeSessionsOf(db, userId, clock.now());
      sessions.accountChanged(userId);
    },

    /**
     * POST /api/auth/password: checks the current password, stores the new one and
     * revokes every other session; answers a fresh token for the caller's own session.
     * `address` is the request's: its hashes are capped, and the account's wrong guesses too.
     */
    async changePassword(userId: string, input: ChangePasswordBody, address: string): Promise<{ token: string }> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!row) throw new HttpError(401, 'Authentication required');
      if (!(await passwords.verify(row.passwordHash, input.currentPassword, { address, account: userId }))) {
        throw new HttpError(400, WRONG_CURRENT_PASSWORD, 'currentPassword');
      }
      const passwordHash = await passwords.hash(input.newPassword, { address });
      const sessionVersion = await db.transaction(async (tx) => {
        const version = await setPassword(tx, userId, passwordHash, clock.now());
        // Deleted between the check and the write: nobody is signed in any more.
        if (version === null) throw new HttpError(401, 'Authentication required');
        await outbox.write(tx, { ...MAIL_NOTICES.passwordChanged(), userId });
        return version;
      });
      sessions.accountChanged(userId);
      return { token: tokens.signSession(userId, sessionVersion) };
    },

    /** The short-lived token behind the setup_token cookie. */
    setupTokenFor: (userId: string) => tokens.signSetup(userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
