// Who is calling. Hooks resolve the bearer token (or, where allowed, the
// profile-setup cookie) to the account's row (role, premium, session version),
// read through the session cache (session-cache.ts): from the database at most
// every few seconds per account, and again at once after any write to it (a
// logout, password change, role or premium change, deletion...), so a revoked
// token stops working at once. The same cached row answers the session check
// (account). Permissions are checked on the server only: routes attach one of
// these hooks and services check ownership.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Premium, Role } from '@marketplace/shared-api/types';
import type { Database } from '../db/database';
import { users, type UserRow } from '../db/schema/index';
import { forbidden, unauthorized } from '../http-error';
import { bearerToken, type TokenService } from '../features/auth/tokens';
import { setupTokenOf } from './setup-cookie';
import type { SessionCache } from './session-cache';

export interface AuthContext {
  userId: string;
  role: Role;
  premium: Premium;
  /** The caller's saved time zone, as their account reads now (null: marketplace time alone). */
  timeZone: string | null;
  /** How the caller proved who they are. */
  via: 'bearer' | 'setup-cookie';
}

export interface AuthHooks {
  /** 401 unless a valid bearer token of an existing user is sent. */
  requireUser: onRequestAsyncHookHandler;
  /** Like requireUser, but the setup_token cookie of a just-registered user also counts. */
  requireUserOrSetupCookie: onRequestAsyncHookHandler;
  /** Sets request.auth when a valid bearer token is sent; anonymous otherwise (never 401). */
  identifyUser: onRequestAsyncHookHandler;
  /** 401 when not signed in, 403 unless the caller is an admin (premium 'Admin'). */
  requireAdmin: onRequestAsyncHookHandler;
  /** The account's row through the session cache (what the hooks just read for this caller), or null when it is gone. */
  account(userId: string): Promise<AccountRow | null>;
}

export const ADMIN_ONLY = 'Only admins can do this';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    auth: AuthHooks;
    /** The accounts cache; tests that change an account behind the app's back call sessions.accountChanged. */
    sessions: SessionCache<AccountRow>;
  }
}

export const isAdmin = (auth: AuthContext | null): boolean => auth?.premium === 'Admin';

/** An account as the auth hooks read and keep it: its users row without the password hash. */
export type AccountRow = Omit<UserRow, 'passwordHash'>;
const { passwordHash: _passwordHash, ...accountColumns } = getTableColumns(users);

/** The signed-in caller; only call after one of the requiring hooks ran. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function registerAuthHooks(app: FastifyInstance, deps: { db: Database; tokens: TokenService; sessions: SessionCache<AccountRow> }): void {
  const { db, tokens, sessions } = deps;

  // Prepared once: building the SQL per request cost more than the lookup. The row (never the
  // password hash, which is not kept in memory), read every few seconds at most, costs about what three columns did.
  const rowById = db.select(accountColumns).from(users).where(eq(users.id, sql.placeholder('userId'))).limit(1).prepare('auth_account_row');

  async function readAccount(userId: string): Promise<AccountRow | null> {
    const [row] = await rowById.execute({ userId });
    return row ?? null;
  }

  const account = (userId: string) => sessions.get(userId, () => readAccount(userId));

  /** The account, when it exists and (for a session token) the token's version is still its current one. */
  async function loadUser(userId: string, via: AuthContext['via'], sessionVersion?: number): Promise<AuthContext | null> {
    const facts = await account(userId);
    if (!facts) return null;
    // Logout and password change bump the version: tokens issued before are revoked.
    if (sessionVersion !== undefined && facts.sessionVersion !== sessionVersion) return null;
    return { userId, role: facts.role, premium: facts.premium, timeZone: facts.timeZone, via };
  }

  async function fromBearer(request: FastifyRequest): Promise<AuthContext | null> {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? tokens.verifySession(token) : null;
    return claims ? loadUser(claims.userId, 'bearer', claims.sessionVersion) : null;
  }

  async function fromSetupCookie(request: FastifyRequest): Promise<AuthContext | null> {
    const token = setupTokenOf(request);
    const userId = token ? tokens.verifySetup(token) : null;
    return userId ? loadUser(userId, 'setup-cookie') : null;
  }

  app.decorateRequest('auth', null);
  app.decorate('sessions', sessions);
  app.decorate('auth', {
    async requireUser(request) {
      request.auth = await fromBearer(request);
      if (!request.auth) throw unauthorized();
    },
    async requireUserOrSetupCookie(request) {
      request.auth = (await fromBearer(request)) ?? (await fromSetupCookie(request));
      if (!request.auth) throw unauthorized();
    },
    async identifyUser(request) {
      request.auth = await fromBearer(request);
    },
    async requireAdmin(request) {
      request.auth = await fromBearer(request);
      if (!request.auth) throw unauthorized();
      if (!isAdmin(request.auth)) throw forbidden(ADMIN_ONLY);
    },
    account,
  } satisfies AuthHooks);
}
