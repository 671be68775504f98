// JWTs (HS256) signed with the configured secret. A session token is the bearer
// token of SPEC section 7; a profile-setup token lives only in the setup_token
// cookie so a just-registered user can upload the first picture. The `purpose`
// claim keeps one kind from being accepted as the other.
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Clock } from '../../clock';

/** How long a session token lasts unless SESSION_LIFETIME says otherwise: a week. */
export const DEFAULT_SESSION_LIFETIME_SECONDS = 7 * 24 * 3600;
export const SETUP_TOKEN_LIFETIME_SECONDS = 30 * 60;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The subject of a preview made for the release command's contract-check browser. */
const RELEASE_COMMAND_SUBJECT = 'release-command';
const COMMAND_ONLY = /^release-command$/;
const ADMIN_OR_COMMAND = new RegExp(`${UUID_PATTERN.source}|${COMMAND_ONLY.source}`, 'i');

type TokenPurpose = 'session' | 'profile-setup' | 'release-preview';

/** How long an admin's preview of releases lasts in their browser. */
export const PREVIEW_TOKEN_LIFETIME_SECONDS = 60 * 60;

/** What a valid session token says: whose it is and the account's session version when it was issued. */
export interface SessionClaims {
  userId: string;
  /** Compared with users.session_version on every request: logout and password change bump it, revoking older tokens. */
  sessionVersion: number;
  /** When the token expires (its exp), in seconds since the epoch: a socket opened with it is closed then. */
  expiresAt: number;
}

export interface TokenService {
  signSession(userId: string, sessionVersion?: number): string;
  signSetup(userId: string): string;
  /** The claims of a valid, unexpired session token, else null (the version is checked by the caller against the account). */
  verifySession(token: string): SessionClaims | null;
  verifySetup(token: string): string | null;
  /**
   * A browser's preview of releases (remote folder to release id), set by an admin, or for
   * the browser the release command's contract check drives (asked for with a release
   * token: the command never holds this secret); null when not valid.
   */
  signPreview(adminId: string, releases: Record<string, string>): string;
  signCommandPreview(releases: Record<string, string>): string;
  verifyPreview(token: string): Record<string, string> | null;
}

/** Session tokens whose signature was checked, kept at most (the oldest goes first). */
export const VERIFIED_SESSIONS_KEPT = 10_000;

/**
 * Tokens are issued and judged expired by the app's clock, like every other time rule; a
 * session token lasts sessionLifetimeSeconds (SESSION_LIFETIME).
 */
export function createTokenService(
  secret: string,
  clock: Clock,
  { sessionLifetimeSeconds = DEFAULT_SESSION_LIFETIME_SECONDS }: { sessionLifetimeSeconds?: number } = {},
): TokenService {
  // A key object made once: given the string, jsonwebtoken first tries it as a PEM public key
  // and builds the secret key only after that throws, on every verify (a measurable share of
  // every authenticated request, see bench/authenticated-routes.bench.ts).
  const key = createSecretKey(Buffer.from(secret));
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  const sign = (userId: string, purpose: TokenPurpose, expiresIn: jwt.SignOptions['expiresIn'], extra: object = {}) =>
    jwt.sign({ ...extra, purpose, iat: nowSeconds() }, key, { algorithm: 'HS256', subject: userId, expiresIn });

  const verify = (token: string, purpose: TokenPurpose, subjects: RegExp = UUID_PATTERN): jwt.JwtPayload | null => {
    try {
      const payload = jwt.verify(token, key, { algorithms: ['HS256'], clockTimestamp: nowSeconds() });
      if (typeof payload === 'string' || payload.purpose !== purpose || typeof payload.sub !== 'string') return null;
      // jsonwebtoken only checks exp when it is there: a token we issue always carries iat and exp.
      if (!Number.isInteger(payload.iat) || !Number.isInteger(payload.exp)) return null;
      // Only ids we issue: a well-signed token with any other subject is "not signed in", never a database error.
      if (!subjects.test(payload.sub)) return null;
      return payload;
    } catch (error) {
      // Expired, malformed or wrongly signed tokens all mean "not signed in".
      if (error instanceof jwt.JsonWebTokenError) return null;
      throw error;
    }
  };

  // A session token's signature and claims never change, so each distinct token is checked once
  // (the HMAC and the JSON, a share of every authenticated request: bench/authenticated-routes.bench.ts);
  // only its expiry is judged again, by the clock, at every use. Revocation is not the token's
  // business: the auth hooks compare its session version with the account's on every request.
  const verifiedSessions = new Map<string, SessionClaims>();

  return {
    signSession: (userId, sessionVersion = 0) => sign(userId, 'session', sessionLifetimeSeconds, { sv: sessionVersion }),
    signSetup: (userId) => sign(userId, 'profile-setup', SETUP_TOKEN_LIFETIME_SECONDS),
    verifySession(token) {
      const known = verifiedSessions.get(token);
      // Expired as jsonwebtoken judges it: from the second exp names on.
      if (known) return nowSeconds() < known.expiresAt ? known : null;
      const payload = verify(token, 'session');
      if (!payload?.sub || !Number.isInteger(payload.sv)) return null;
      const claims = { userId: payload.sub, sessionVersion: payload.sv as number, expiresAt: payload.exp as number };
      if (verifiedSessions.size >= VERIFIED_SESSIONS_KEPT) verifiedSessions.delete(verifiedSessions.keys().next().value as string);
      verifiedSessions.set(token, claims);
      return claims;
    },
    verifySetup: (token) => verify(token, 'profile-setup')?.sub ?? null,
    signPreview: (adminId, releases) => sign(adminId, 'release-preview', PREVIEW_TOKEN_LIFETIME_SECONDS, { releases }),
    signCommandPreview: (releases) => sign(RELEASE_COMMAND_SUBJECT, 'release-preview', PREVIEW_TOKEN_LIFETIME_SECONDS, { releases }),
    verifyPreview(token) {
      const releases = verify(token, 'release-preview', ADMIN_OR_COMMAND)?.releases as unknown;
      if (!releases || typeof releases !== 'object' || Array.isArray(releases)) return null;
      const entries = Object.entries(releases as Record<string, unknown>);
      return entries.every(([, id]) => typeof id === 'string') ? (Object.fromEntries(entries) as Record<string, string>) : null;
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}
