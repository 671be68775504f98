// Release tokens: what a team or a CI job ships with, instead of any key of the
// server's. An admin makes one on the Releases screen, named for who holds it,
// for one remote or for all, with an expiry; the token is shown once and only
// its sha256 is kept, so the database never holds a usable credential. It opens
// the release routes and nothing else (the session hooks never read it), and
// its name is who the history and the audit log say made a change. A revoked or
// expired token is refused at its next call: it is looked up on every call.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ReleaseToken } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { releaseTokens, users, type ReleaseTokenRow } from '../../db/schema/index';
import { notFound } from '../../http-error';
import type { AuditTrail } from '../../audit-trail';
import { fullName } from '@marketplace/shared-api/format';

/** Who the history names as having made a token when no admin did: the operator, on the server. */
export const OPERATOR_LABEL = 'the server operator';

/** Every release token starts so: a log line or a leaked file says what it is, and a session token never does. */
export const RELEASE_TOKEN_PREFIX = 'mrt_';
const TOKEN_PATTERN = /^mrt_[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const RELEASE_TOKEN_NOT_FOUND = 'No such release token.';

/** Whom a valid token names: the history and the audit log record its name. */
export interface ReleaseTokenHolder {
  id: string;
  name: string;
  /** The remote it may ship; null: every remote. */
  remote: string | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createReleaseTokens({ db, clock, audit }: { db: Database; clock: Clock; audit: AuditTrail }) {
  const describe = (row: ReleaseTokenRow, creator: string | null): ReleaseToken => ({
    id: row.id,
    name: row.name,
    remote: row.remote,
    createdAt: row.createdAt.toISOString(),
    createdBy: creator,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  });

  return {
    /** Makes a token (by an admin; null: by the operator on the server); the answer is the only time the token itself is seen. */
    async create(adminId: string | null, input: { name: string; remote: string | null; expiresInDays: number }): Promise<{ token: string; description: ReleaseToken }> {
      const token = `${RELEASE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(releaseTokens)
          .values({ name: input.name, remote: input.remote, tokenHash: hashOf(token), createdAt: now, createdBy: adminId, expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS) })
          .returning();
        await audit.record(tx, {
          actorId: adminId ?? made.id,
          actorLabel: adminId ? null : OPERATOR_LABEL,
          action: 'release.token.create',
          targetType: 'release-token',
          targetId: made.id,
          changes: { name: { from: null, to: made.name }, remote: { from: null, to: made.remote ?? 'all' }, expiresAt: { from: null, to: made.expiresAt.toISOString() } },
        });
        return made;
      });
      const [admin] = adminId ? await db.select().from(users).where(eq(users.id, adminId)).limit(1) : [];
      return { token, description: describe(row, admin ? fullName(admin) : OPERATOR_LABEL) };
    },

    /** Every token ever made, newest first (revoked and expired ones too: the history names them). */
    async list(): Promise<ReleaseToken[]> {
      const rows = await db
        .select({ token: releaseTokens, creator: users })
        .from(releaseTokens)
        .leftJoin(users, eq(users.id, releaseTokens.createdBy))
        .orderBy(desc(releaseTokens.createdAt));
      return rows.map(({ token, creator }) => describe(token, creator ? fullName(creator) : token.createdBy ? null : OPERATOR_LABEL));
    },

    /** Revokes a token at once; revoking one already revoked changes nothing. */
    async revoke(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(releaseTokens).where(eq(releaseTokens.id, id)).for('update');
        if (!row) throw notFound(RELEASE_TOKEN_NOT_FOUND);
        if (row.revokedAt) return;
        const now = clock.now();
        await tx.update(releaseTokens).set({ revokedAt: now }).where(eq(releaseTokens.id, id));
        await audit.record(tx, { actorId: adminId, action: 'release.token.revoke', targetType: 'release-token', targetId: id, changes: { name: { from: row.name, to: row.name } } });
      });
    },

    /** The holder of a token that is valid now, or null (unknown, revoked, expired or not a release token at all). */
    async verify(token: string): Promise<ReleaseTokenHolder | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const now = clock.now();
      const [row] = await db
        .select()
        .from(releaseTokens)
        .where(and(eq(releaseTokens.tokenHash, hashOf(token)), isNull(releaseTokens.revokedAt)))
        .limit(1);
      if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
      await db.update(releaseTokens).set({ lastUsedAt: now }).where(eq(releaseTokens.id, row.id));
      return { id: row.id, name: row.name, remote: row.remote };
    },
  };
}

export type ReleaseTokens = ReturnType<typeof createReleaseTokens>;
