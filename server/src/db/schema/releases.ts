// Releases of the remotes, which separate teams ship on their own. A release is
// a remote's build under an id (the hash of its files), never changed once
// published, in the release store (a folder this server serves, or any static
// host at its base URL); remote_releases records each one the site knows, with
// its manifest. Which release of each remote is live is data: remote_live holds
// it (one row a remote, locked by every change, so changes to one remote queue),
// and remote_release_events the append-only history of every change: which
// release, when, by whom and why. Every server process reads them, so a promote
// reaches every replica with no restart.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RELEASE_ACTIONS } from '@marketplace/shared-api/constants';
import { sqlList } from './sql-list';

/** What a release's release.json says of it (server/src/features/releases/release-manifest.ts checks it). */
export type ReleaseManifestJson = Record<string, unknown>;

export const remoteReleases = pgTable(
  'remote_releases',
  {
    /** The remote's folder name ('mf-chat'). */
    remote: text('remote').notNull(),
    releaseId: text('release_id').notNull(),
    /** Where its files are: null in this server's own store (served at /releases/<remote>/<id>/), else an http(s) URL. */
    baseUrl: text('base_url'),
    manifest: jsonb('manifest').$type<ReleaseManifestJson>().notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    /** When the release command's checks (the contract, the widgets' mounts) passed; null: not checked yet. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Why the checks refused it (their problems, in one line); a refused release is never made live. */
    refusal: text('refusal'),
    /** The order releases were registered in (several may share a clock reading). */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    /**
     * Since when browsers report that this release's host (another origin) fails them and they load it
     * from this server's copy instead; null while loads from the host succeed.
     */
    hostDownSince: timestamp('host_down_since', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.remote, table.releaseId] })],
);

export const remoteLive = pgTable(
  'remote_live',
  {
    remote: text('remote').primaryKey(),
    releaseId: text('release_id').notNull(),
    /** When what this row says last changed (a promote, a rollback, a rollout started or ended): client reports count from then. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** The release a share of browsers gets instead (a staged rollout); null when everyone gets release_id. */
    candidateReleaseId: text('candidate_release_id'),
    /** The percentage of browsers (by their bucket, 0..99) that get the candidate: those with a bucket below it. */
    candidateShare: integer('candidate_share'),
  },
  (table) => [
    check('remote_live_candidate_check', sql`(${table.candidateReleaseId} is null) = (${table.candidateShare} is null)`),
    check('remote_live_candidate_share_check', sql`${table.candidateShare} between 1 and 99`),
  ],
);

export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

export const remoteReleaseEvents = pgTable(
  'remote_release_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order changes were made in (several may share a clock reading). */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    remote: text('remote').notNull(),
    action: text('action', { enum: RELEASE_ACTIONS }).notNull(),
    releaseId: text('release_id').notNull(),
    /** The release live before this change; null for a remote's first. */
    previousReleaseId: text('previous_release_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The admin who made the change; null for a release token's or the server's own ('npm start'). */
    actorId: uuid('actor_id'),
    /** The release token that made the change (release_tokens), when one did. */
    tokenId: uuid('token_id'),
    /** How the actor is shown: the admin's name, the release token's name, or 'npm start'. */
    actorLabel: text('actor_label').notNull(),
    reason: text('reason').notNull(),
    /** For a rollout: the percentage of browsers given the release. */
    share: integer('share'),
  },
  (table) => [
    index('remote_release_events_remote_idx').on(table.remote, table.seq.desc()),
    check('remote_release_events_action_check', sql`${table.action} in (${sqlList(RELEASE_ACTIONS)})`),
  ],
);

/**
 * What browsers report of a release (the shell, POST /api/releases/client-reports): page loads
 * that loaded it and the errors it threw or failed to load with, counted since its remote's
 * remote_live row last changed (`since`), so a candidate and the live release are compared over
 * the same time. Counts, never the reports themselves: their number is bounded by the releases.
 */
export const releaseClientCounts = pgTable(
  'release_client_counts',
  {
    remote: text('remote').notNull(),
    releaseId: text('release_id').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    loads: integer('loads').notNull().default(0),
    errors: integer('errors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.remote, table.releaseId, table.since] })],
);

export type RemoteReleaseRow = typeof remoteReleases.$inferSelect;
export type RemoteReleaseEventRow = typeof remoteReleaseEvents.$inferSelect;

/**
 * A release token: the credentials a team or a CI job ships with (the release
 * command reads it from RELEASE_TOKEN), made by an admin on the Releases screen.
 * It opens the release routes only, for one remote or for all, until it expires
 * or is revoked; its name is who the history says shipped. Only its hash is kept:
 * the token is shown once, when it is made.
 */
export const releaseTokens = pgTable('release_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The team or job it is for ('chat team CI'). */
  name: text('name').notNull(),
  /** The remote it may ship ('mf-chat'); null for every remote (and the shell team's check). */
  remote: text('remote'),
  /** sha256 of the token, hex. */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** The admin who made it; null for one the operator made on the server (scripts/release-token.ts, a first deploy). */
  createdBy: uuid('created_by'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

export type ReleaseTokenRow = typeof releaseTokens.$inferSelect;
