// Which release of each remote is live, and every change of it. Releases are
// registered (from this server's store, or by the base URL of another origin,
// whose release.json is read from there), then promoted or rolled back; each
// change locks its remote's row of remote_live, so two changes of one remote
// queue, and appends to remote_release_events (and, by an admin, to the audit
// log) in the same transaction. Every process reads what is live through a
// cache of a few seconds, so a change reaches every replica that quickly.
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteManifestEntry } from '@marketplace/shared-api/federation/remote-contract';
import type { ClientReports } from '@marketplace/shared-api/schemas/releases';
import type { ReleaseChange, RemoteReleases } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import {
  releaseClientCounts,
  remoteLive,
  remoteReleaseEvents,
  remoteReleases,
  type ReleaseAction,
  type RemoteReleaseEventRow,
  type RemoteReleaseRow,
} from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../http-error';
import type { AuditTrail } from '../../audit-trail';
import { liveTypes, type LiveTypes } from './live-types';
import { manifestEntryOf, RELEASE_MANIFEST_FILE, releaseManifestSchema, type ReleaseManifest } from './release-manifest';
import { integrityOf, releaseIdOf, SharedFileClash, sharedFileName, sharedFilesBase, type ReleaseStore } from './release-store';
import { versionMismatches, type ProvidedVersions } from './version-gate';
import { createRolloutHealth, type RolloutLimits } from './rollout-health';

/**
 * Where a rollback goes, from a remote's changes, newest first: the release that was live
 * before the current one came in. Each rollback undoes one promote, so rollbacks step back
 * through the promotes in turn (A, B, C promoted: C -> B -> A), never back to the release
 * just left; null when nothing came before.
 */
export function rollbackTarget(events: ReadonlyArray<Pick<RemoteReleaseEventRow, 'action' | 'previousReleaseId'>>): string | null {
  let undone = 0;
  for (const event of events) {
    // A staged rollout's start and end leave the release everyone gets as it was.
    if (event.action === 'rollout' || event.action === 'end-rollout') continue;
    if (event.action === 'rollback') undone += 1;
    else if (undone > 0) undone -= 1;
    else return event.previousReleaseId;
  }
  return null;
}

/** How long a process trusts what it read of the live releases. */
export const LIVE_RELEASES_TTL_MS = 2_000;
/** How long a release's manifest may take to arrive from its origin. */
const MANIFEST_FETCH_TIMEOUT_MS = 5_000;
/** How long all of a release's files may take to arrive from its origin, to be hashed. */
const FILES_FETCH_TIMEOUT_MS = 60_000;
/** The most a release's files may weigh, together: what the server reads to hash them. */
const RELEASE_MAX_BYTES = 100_000_000;
/** Files fetched at once from a release's origin. */
const FILES_FETCHED_AT_ONCE = 8;

export const RELEASE_NOT_FOUND = 'No such release of this remote.';
export const NOTHING_TO_ROLL_BACK = 'There is no earlier release of this remote to roll back to.';
export const ALREADY_LIVE = 'This release is live already.';
export const NOTHING_LIVE_TO_STAGE = 'A staged rollout needs a live release to keep for the other browsers: promote this one to everyone first.';
export const contentMismatch = (releaseId: string, hashed: string) =>
  `Release ${releaseId} is refused: its files hash to ${hashed}, not to its id, so they are not the files it names.`;
export const repointed = (releaseId: string, where: string) =>
  `Release ${releaseId} is registered already, from ${where}: a release id always names the same files, in the same place.`;
export const refusedByChecks = (releaseId: string, refusal: string) => `Release ${releaseId} was refused by its checks, so it is never made live: ${refusal}`;
export const originNotAllowed = (origin: string) =>
  `Releases are accepted only from the origins the server lists in RELEASE_ORIGINS, and ${origin} is not one of them.`;

/** Who ends a rollout whose candidate fails too often: the server itself. */
export const AUTOMATIC: ReleaseActor = { userId: null, tokenId: null, label: 'automatic' };

/**
 * Who changes what is live: an admin or a release token (both in the audit log too), or
 * the server itself ('npm start' shipping its own builds).
 */
export interface ReleaseActor {
  userId: string | null;
  tokenId: string | null;
  label: string;
}

export interface LiveRelease {
  remote: string;
  manifest: ReleaseManifest;
  /** Where its files are: this server's store path, or a URL on another origin; ends with '/'. */
  base: string;
  entry: RemoteManifestEntry;
}

/** A remote's live release as every process reads it, with its staged rollout when one is under way. */
export interface LiveRemote extends LiveRelease {
  /** When the remote's remote_live row last changed: browsers' reports count from then. */
  since: Date;
  /** The candidate a share of browsers gets (those whose bucket is below the share); null when everyone gets the live one. */
  rollout: { candidate: LiveRelease; share: number } | null;
}

/** Where browsers load a release's files: its team's host, or this server's shared folder of its remote. */
const baseOf = (row: Pick<RemoteReleaseRow, 'remote' | 'baseUrl'>) => (row.baseUrl ? `${row.baseUrl.replace(/\/+$/, '')}/` : sharedFilesBase(row.remote));

export function createReleasesService(deps: {
  db: Database;
  clock: Clock;
  store: ReleaseStore;
  audit: AuditTrail;
  log: FastifyBaseLogger;
  /** Releases kept per remote in this server's store (RELEASES_KEPT); the live one and the one before it are always kept. */
  keep: number;
  /** What the live shell provides of the shared packages (version-gate.ts); null: no shell built, nothing to check against. */
  shellProvides: () => Promise<ProvidedVersions | null>;
  /** The origins a release on another origin may come from (RELEASE_ORIGINS); the server fetches from no other. */
  allowedOrigins: string[];
  /** When a candidate's error rate ends its rollout (rollout-health.ts). */
  rolloutLimits: RolloutLimits;
  fetchImpl?: typeof fetch;
}) {
  const { db, clock, store, audit, log, keep } = deps;

  /** Refuses, in one line, a release the live shell cannot run. */
  async function gate(manifest: ReleaseManifest): Promise<void> {
    const provides = await deps.shellProvides();
    const mismatches = provides ? versionMismatches(manifest.remote, manifest.shared, provides) : [];
    if (mismatches.length) throw conflict(`Release ${manifest.releaseId} is refused: ${mismatches.join('; ')}.`);
  }
  const fetchImpl = deps.fetchImpl ?? fetch;
  let cache: { readAt: number; live: Map<string, LiveRemote> } | null = null;
  let refreshing: Promise<Map<string, LiveRemote>> | null = null;
  /** Where each release this process has read lives ('remote/releaseId' to its base), for the policy's origins. */
  const bases = new Map<string, string>();
  const originOf = (base: string) => (/^https?:/.test(base) ? new URL(base).origin : null);

  async function fetchManifest(remote: string, baseUrl: string): Promise<ReleaseManifest> {
    const url = `${baseUrl.replace(/\/+$/, '')}/${RELEASE_MANIFEST_FILE}`;
    // Never followed: a listed origin's redirect could lead anywhere.
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const manifest = releaseManifestSchema.parse(await response.json());
    if (manifest.remote !== remote) throw new Error(`${url} describes ${manifest.remote}, not ${remote}`);
    return manifest;
  }

  /** Every file a release on another origin lists, fetched from there (no redirect, a time and a size limit). */
  async function fetchFiles(baseUrl: string, files: string[]): Promise<Array<{ path: string; bytes: Uint8Array }>> {
    const signal = AbortSignal.timeout(FILES_FETCH_TIMEOUT_MS);
    const fetched: Array<{ path: string; bytes: Uint8Array }> = [];
    let total = 0;
    for (let start = 0; start < files.length; start += FILES_FETCHED_AT_ONCE) {
      const batch = await Promise.all(
        files.slice(start, start + FILES_FETCHED_AT_ONCE).map(async (file) => {
          const url = `${baseUrl}/${file.split('/').map(encodeURIComponent).join('/')}`;
          const response = await fetchImpl(url, { signal, redirect: 'error' });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return { path: file, bytes: new Uint8Array(await response.arrayBuffer()) };
        }),
      );
      for (const file of batch) total += file.bytes.byteLength;
      if (total > RELEASE_MAX_BYTES) throw new Error(`the files weigh over ${RELEASE_MAX_BYTES} bytes`);
      fetched.push(...batch);
    }
    return fetched;
  }

  /**
   * Refuses a release whose files do not hash to its id: its own files read again here (from
   * this store, or fetched from its origin), so an id never names other bytes than it did.
   * Returns the manifest with each file's integrity as computed here from those bytes (a
   * team's release.json may say anything there), which is what the database keeps.
   */
  async function verifyContent(manifest: ReleaseManifest, baseUrl: string | null): Promise<ReleaseManifest> {
    let hashed: string;
    let integrity: Record<string, string>;
    let fetched: Array<{ path: string; bytes: Uint8Array }> | null = null;
    if (baseUrl) {
      let files;
      try {
        files = await fetchFiles(baseUrl, manifest.files);
      } catch (error) {
        log.warn({ err: error, remote: manifest.remote, releaseId: manifest.releaseId }, "a release's files could not be read from its origin");
        throw conflict(`Release ${manifest.releaseId} is refused: its files could not all be read from ${new URL(baseUrl).origin} to check them against its id.`);
      }
      hashed = releaseIdOf(files);
      integrity = integrityOf(files);
      fetched = files;
    } else {
      const onDisk = await store.hashOnDisk(manifest);
      hashed = onDisk.listed ? onDisk.releaseId : `${onDisk.releaseId} (with files it does not list)`;
      integrity = onDisk.integrity;
    }
    if (hashed !== manifest.releaseId) {
      log.error({ remote: manifest.remote, releaseId: manifest.releaseId, hashed }, 'a release whose files do not hash to its id was refused');
      throw conflict(contentMismatch(manifest.releaseId, hashed));
    }
    const checked = { ...manifest, integrity };
    // Checked, so kept: the same release from this server's store when its host fails.
    if (fetched) await store.mirror(checked, fetched);
    return checked;
  }

  /** A release as /remotes.json lists it: where its files are, and for one hosted elsewhere, this server's copy to fall back on. */
  const entryOf = (manifest: ReleaseManifest, base: string): RemoteManifestEntry => {
    const inStore = `${sharedFilesBase(manifest.remote)}${sharedFileName(manifest, manifest.entry)}`;
    return base.startsWith('/') ? manifestEntryOf(manifest, inStore) : { ...manifestEntryOf(manifest, `${base}${manifest.entry}`), fallbackEntry: inStore };
  };

  /** A registered release as /remotes.json would list it; null (logged) when its manifest cannot be read. */
  function asLiveRelease(row: Pick<RemoteReleaseRow, 'remote' | 'releaseId' | 'baseUrl' | 'manifest'>): LiveRelease | null {
    const parsed = releaseManifestSchema.safeParse(row.manifest);
    if (!parsed.success) {
      log.error({ remote: row.remote, releaseId: row.releaseId }, 'a live release has a manifest that cannot be read; the remote is not listed');
      return null;
    }
    const base = baseOf(row);
    bases.set(`${row.remote}/${row.releaseId}`, base);
    return { remote: row.remote, manifest: parsed.data, base, entry: entryOf(parsed.data, base) };
  }

  async function readLive(): Promise<Map<string, LiveRemote>> {
    const liveRows = await db.select().from(remoteLive);
    const known = await db
      .select({ remote: remoteReleases.remote, releaseId: remoteReleases.releaseId, baseUrl: remoteReleases.baseUrl, manifest: remoteReleases.manifest })
      .from(remoteLive)
      .innerJoin(
        remoteReleases,
        and(eq(remoteReleases.remote, remoteLive.remote), or(eq(remoteReleases.releaseId, remoteLive.releaseId), eq(remoteReleases.releaseId, remoteLive.candidateReleaseId))),
      );
    const find = (remote: string, releaseId: string | null) => known.find((row) => row.remote === remote && row.releaseId === releaseId);
    const live = new Map<string, LiveRemote>();
    for (const row of liveRows) {
      const liveRow = find(row.remote, row.releaseId);
      const release = liveRow && asLiveRelease(liveRow);
      if (!release) continue;
      const candidateRow = find(row.remote, row.candidateReleaseId);
      const candidate = candidateRow ? asLiveRelease(candidateRow) : null;
      live.set(row.remote, { ...release, since: row.changedAt, rollout: candidate && row.candidateShare ? { candidate, share: row.candidateShare } : null });
    }
    cache = { readAt: clock.now().getTime(), live };
    return live;
  }

  /** What is live as last read, refreshed in the background once stale (for what must answer synchronously). */
  function cachedLive(): Map<string, LiveRemote> {
    if (!cache || clock.now().getTime() - cache.readAt >= LIVE_RELEASES_TTL_MS) {
      void refresh().catch((error: unknown) => log.error({ err: error }, 'live releases could not be read'));
    }
    return cache?.live ?? new Map();
  }

  function refresh(): Promise<Map<string, LiveRemote>> {
    refreshing ??= readLive().finally(() => (refreshing = null));
    return refreshing;
  }

  async function registered(executor: Executor, remote: string, releaseId: string): Promise<RemoteReleaseRow> {
    const [row] = await executor
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.releaseId, releaseId)))
      .limit(1);
    if (!row) throw notFound(RELEASE_NOT_FOUND);
    return row;
  }

  /**
   * The release's manifest as it is now where its files are: a release on another origin is read
   * from there again (a team may have fixed what it serves), one in this store from the disk.
   */
  async function currentManifest(row: RemoteReleaseRow): Promise<ReleaseManifest> {
    try {
      const manifest = row.baseUrl ? await fetchManifest(row.remote, row.baseUrl) : await store.read(row.remote, row.releaseId);
      if (!manifest) throw new Error(`the store has no release ${row.releaseId} of ${row.remote}`);
      return manifest;
    } catch (error) {
      log.error({ err: error, remote: row.remote, releaseId: row.releaseId }, 'a release manifest cannot be read; the remote stays on its live release');
      throw conflict(`The manifest of release ${row.releaseId} cannot be read, so ${row.remote} stays on its live release.`);
    }
  }

  /**
   * What a change does, decided with the remote's row locked: make a release live for everyone
   * (promote, rollback), give a candidate to a share of browsers (rollout), or end a rollout
   * (everyone back on the live release); null: nothing to do (an automatic end another process made).
   */
  type Target =
    | { action: 'promote' | 'rollback'; releaseId: string }
    | { action: 'rollout'; releaseId: string; share: number }
    | { action: 'end-rollout'; reason?: string }
    | null;

  const AUDIT_ACTION = { promote: 'release.promote', rollback: 'release.rollback', rollout: 'release.rollout', 'end-rollout': 'release.rollout.end' } as const;

  /** Refuses a release that may not be made live (its checks, its manifest and files now, the version gate). */
  async function admissible(tx: Executor, remote: string, releaseId: string): Promise<void> {
    const row = await registered(tx, remote, releaseId);
    // Whoever asks (the command, the Releases screen, the API): the checks' refusal stands.
    if (row.refusal) throw conflict(refusedByChecks(releaseId, row.refusal));
    const manifest = await currentManifest(row);
    // Its files are read and hashed again: a host may have changed them since it was registered.
    if (manifest.releaseId !== releaseId) throw conflict(contentMismatch(releaseId, manifest.releaseId));
    // The manifest as checked: with each file's integrity the server computed, never the team's.
    const checked = await verifyContent(manifest, row.baseUrl);
    await gate(checked);
    await tx.update(remoteReleases).set({ manifest: checked }).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.releaseId, releaseId)));
  }

  /** Changes what remote's browsers get inside one transaction, recording why; returns the change (null: none was made). */
  async function change(
    remote: string,
    target: (tx: Executor, locked: typeof remoteLive.$inferSelect) => Promise<Target>,
    actor: ReleaseActor,
    reason: string,
  ): Promise<ReleaseChange | null> {
    const made = await db.transaction(async (tx) => {
      const now = clock.now();
      // The remote's row, locked: changes of one remote queue here (a first change inserts it).
      await tx.insert(remoteLive).values({ remote, releaseId: '', changedAt: now }).onConflictDoNothing();
      const [locked] = await tx.select().from(remoteLive).where(eq(remoteLive.remote, remote)).for('update');
      const liveReleaseId = locked.releaseId || null;
      const chosen = await target(tx, locked);
      if (!chosen) return null;
      let values: { action: ReleaseAction; releaseId: string; previousReleaseId: string | null; share: number | null };
      const why = (chosen.action === 'end-rollout' && chosen.reason) || reason;
      if (chosen.action === 'end-rollout') {
        values = { action: 'end-rollout', releaseId: locked.releaseId, previousReleaseId: locked.candidateReleaseId, share: null };
      } else {
        if (chosen.releaseId === liveReleaseId) throw conflict(ALREADY_LIVE);
        if (chosen.action === 'rollout' && !liveReleaseId) throw conflict(NOTHING_LIVE_TO_STAGE);
        await admissible(tx, remote, chosen.releaseId);
        values = { action: chosen.action, releaseId: chosen.releaseId, previousReleaseId: liveReleaseId, share: chosen.action === 'rollout' ? chosen.share : null };
      }
      await tx
        .update(remoteLive)
        .set(
          values.action === 'rollout'
            ? { candidateReleaseId: values.releaseId, candidateShare: values.share, changedAt: now }
            : { releaseId: values.releaseId, candidateReleaseId: null, candidateShare: null, changedAt: now },
        )
        .where(eq(remoteLive.remote, remote));
      const [event] = await tx
        .insert(remoteReleaseEvents)
        .values({ remote, ...values, at: now, actorId: actor.userId, tokenId: actor.tokenId, actorLabel: actor.label, reason: why })
        .returning();
      const auditActor = actor.userId ?? actor.tokenId;
      if (auditActor) {
        await audit.record(tx, {
          actorId: auditActor,
          actorLabel: actor.userId ? null : actor.label,
          action: AUDIT_ACTION[values.action],
          targetType: 'release',
          targetId: event.id,
          changes: { [remote]: { from: values.previousReleaseId, to: values.releaseId }, ...(values.share ? { share: { from: null, to: values.share } } : {}) },
          reason: why,
        });
      }
      return event;
    });
    await refresh();
    return made && toChange(made);
  }

  const toChange = (event: typeof remoteReleaseEvents.$inferSelect): ReleaseChange => ({
    remote: event.remote,
    action: event.action,
    releaseId: event.releaseId,
    previousReleaseId: event.previousReleaseId,
    at: event.at.toISOString(),
    by: event.actorLabel,
    reason: event.reason,
    share: event.share,
  });

  /** Removes the oldest releases of a remote from this server's store beyond `keep`, never the live one or the one before it. */
  async function prune(remote: string, registered: string): Promise<void> {
    const rows = await db
      .select({ releaseId: remoteReleases.releaseId, baseUrl: remoteReleases.baseUrl })
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .orderBy(desc(remoteReleases.seq));
    const [latest] = await db.select().from(remoteReleaseEvents).where(eq(remoteReleaseEvents.remote, remote)).orderBy(desc(remoteReleaseEvents.seq)).limit(1);
    const [liveRow] = await db.select().from(remoteLive).where(eq(remoteLive.remote, remote));
    // The candidate of a rollout too: a share of browsers loads it.
    const kept = new Set([registered, latest?.releaseId, latest?.previousReleaseId, liveRow?.releaseId, liveRow?.candidateReleaseId].filter(Boolean));
    const local = rows.filter((row) => !row.baseUrl);
    for (const row of local.slice(keep)) {
      if (kept.has(row.releaseId)) continue;
      await db.delete(remoteReleases).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.releaseId, row.releaseId)));
      await store.remove(remote, row.releaseId);
      log.info({ remote, releaseId: row.releaseId }, 'an old release was removed from the store');
    }
    await store.pruneShared(remote);
  }

  async function shareOrRefuse(manifest: ReleaseManifest): Promise<void> {
    try {
      await store.share(manifest);
    } catch (error) {
      if (error instanceof SharedFileClash) throw conflict(error.message);
      throw error;
    }
  }

  const health = createRolloutHealth({
    db,
    limits: deps.rolloutLimits,
    endRollout: (remote, decide) =>
      change(
        remote,
        // Decided again with the row locked: one process ends the rollout, the others find it ended.
        async (tx, locked) => {
          const why = await decide(tx, locked);
          return why ? { action: 'end-rollout', reason: why } : null;
        },
        AUTOMATIC,
        '',
      ),
  });

  return {
    store,

    /**
     * What the release command's checks found of a registered release (its problems; none: it
     * passed). A refused release stays registered with the reason, so a promote says why, and its
     * files leave this server's store (a browser never runs them).
     */
    async recordChecks(remote: string, releaseId: string, problems: string[]): Promise<void> {
      const row = await registered(db, remote, releaseId);
      const refusal = problems.length ? problems.join('; ') : null;
      await db
        .update(remoteReleases)
        .set({ checkedAt: clock.now(), refusal })
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.releaseId, releaseId)));
      if (refusal && !row.baseUrl) {
        await store.remove(remote, releaseId);
        await store.pruneShared(remote);
        log.warn({ remote, releaseId, refusal }, 'a release its checks refused was removed from the store');
      }
    },

    /** Records a release: one in this server's store (by its id), or one on another origin (by its base URL). */
    async register(remote: string, source: { releaseId: string } | { baseUrl: string }): Promise<ReleaseManifest> {
      let manifest: ReleaseManifest | null;
      let baseUrl: string | null = null;
      if ('releaseId' in source) {
        manifest = await store.read(remote, source.releaseId);
        if (!manifest) throw notFound(RELEASE_NOT_FOUND);
      } else {
        baseUrl = source.baseUrl.replace(/\/+$/, '');
        // Checked before anything is fetched: the server reaches only the origins its operator listed.
        const origin = new URL(baseUrl).origin;
        if (!deps.allowedOrigins.includes(origin)) throw new HttpError(400, originNotAllowed(origin), 'baseUrl');
        try {
          manifest = await fetchManifest(remote, baseUrl);
        } catch (error) {
          log.warn({ err: error, remote, baseUrl }, 'a release manifest could not be read from its origin');
          throw new HttpError(400, `${baseUrl}/${RELEASE_MANIFEST_FILE} could not be read as a release of ${remote}.`, 'baseUrl');
        }
      }
      const [known] = await db
        .select({ baseUrl: remoteReleases.baseUrl })
        .from(remoteReleases)
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.releaseId, manifest.releaseId)))
        .limit(1);
      if (known && known.baseUrl !== baseUrl) throw conflict(repointed(manifest.releaseId, known.baseUrl ?? "this server's store"));
      try {
        await gate(manifest);
        manifest = await verifyContent(manifest, baseUrl);
      } catch (error) {
        // A build the gate refuses never runs: out of the store, unless a release of that id was registered before.
        if (!baseUrl && !known) {
          await store.remove(remote, manifest.releaseId);
          await store.pruneShared(remote);
        }
        throw error;
      }
      await db
        .insert(remoteReleases)
        .values({ remote, releaseId: manifest.releaseId, baseUrl, manifest, registeredAt: clock.now() })
        .onConflictDoUpdate({ target: [remoteReleases.remote, remoteReleases.releaseId], set: { manifest } });
      await prune(remote, manifest.releaseId);
      // Again after the prune: what browsers load of it is in the shared folder, whatever ran meanwhile.
      if (await store.read(remote, manifest.releaseId)) await shareOrRefuse(manifest);
      return manifest;
    },

    /**
     * Makes a release live for everyone, or, with a share (1..99), for that percentage of browsers
     * first: a staged rollout beside the live release, which a promote of the candidate widens to
     * everyone and a rollback ends. Promoting the candidate with another share reshapes the rollout.
     */
    async promote(remote: string, releaseId: string, actor: ReleaseActor, reason: string, share?: number): Promise<ReleaseChange> {
      const made = await change(remote, async () => (share === undefined ? { action: 'promote', releaseId } : { action: 'rollout', releaseId, share }), actor, reason);
      return made!;
    },

    /**
     * During a staged rollout, ends it (everyone back on the live release); otherwise back to the
     * release that was live before the current one (rollbackTarget).
     */
    async rollback(remote: string, actor: ReleaseActor, reason: string): Promise<ReleaseChange> {
      const made = await change(
        remote,
        async (tx, locked) => {
          if (locked.candidateReleaseId) return { action: 'end-rollout' };
          const events = await tx.select().from(remoteReleaseEvents).where(eq(remoteReleaseEvents.remote, remote)).orderBy(desc(remoteReleaseEvents.seq));
          const target = locked.releaseId ? rollbackTarget(events) : null;
          if (!target) throw conflict(NOTHING_TO_ROLL_BACK);
          return { action: 'rollback', releaseId: target };
        },
        actor,
        reason,
      );
      return made!;
    },

    /**
     * Counts what a browser reported (page loads and errors of the live releases and candidates it
     * loaded; loads that fell back to this site's copy, or came from the host), then ends any rollout
     * whose candidate now fails too often (rollout-health.ts). A release that is neither live nor a
     * candidate is not counted: nothing shows or compares its reports.
     */
    async recordClientReports(reports: ClientReports['reports']): Promise<void> {
      const live = await this.live();
      const now = clock.now();
      const touched = new Set<string>();
      for (const report of reports) {
        const remote = live.get(report.remote);
        if (!remote || (remote.manifest.releaseId !== report.releaseId && remote.rollout?.candidate.manifest.releaseId !== report.releaseId)) continue;
        const where = and(eq(remoteReleases.remote, report.remote), eq(remoteReleases.releaseId, report.releaseId));
        // A load from this site's copy says the host failed; one from the host says it answers again.
        if (report.fellBack > 0) await db.update(remoteReleases).set({ hostDownSince: now }).where(and(where, isNull(remoteReleases.hostDownSince), isNotNull(remoteReleases.baseUrl)));
        else if (report.fromHost > 0) await db.update(remoteReleases).set({ hostDownSince: null }).where(and(where, isNotNull(remoteReleases.hostDownSince)));
        if (report.loads === 0 && report.errors === 0) continue;
        await db
          .insert(releaseClientCounts)
          .values({ remote: report.remote, releaseId: report.releaseId, since: remote.since, loads: report.loads, errors: report.errors })
          .onConflictDoUpdate({
            target: [releaseClientCounts.remote, releaseClientCounts.releaseId, releaseClientCounts.since],
            set: { loads: sql`${releaseClientCounts.loads} + ${report.loads}`, errors: sql`${releaseClientCounts.errors} + ${report.errors}` },
          });
        if (remote.rollout) touched.add(report.remote);
      }
      for (const remote of touched) await health.endIfFailing(remote);
    },

    /** What a shell providing `provides` could not run of the live releases, one sentence each (none: it runs them all). */
    async shellMismatches(provides: ProvidedVersions): Promise<string[]> {
      const live = await refresh();
      return [...live.values()].flatMap((release) => versionMismatches(release.remote, release.manifest.shared, provides));
    },

    /** The live releases' type declarations and the kit versions the live shell provides (live-types.ts). */
    async liveTypes(): Promise<LiveTypes> {
      return liveTypes({ live: await refresh(), shellProvides: await deps.shellProvides(), storeDir: store.dir });
    },

    /**
     * The candidates a browser in `bucket` (0..99, its cookie; null: none yet) gets in place of the
     * live releases, by remote: those of rollouts whose share is above its bucket. Synchronous (the
     * content security policy asks), so from what was last read.
     */
    rolloutChoices(bucket: number | null): Record<string, string> {
      if (bucket === null) return {};
      const chosen: Record<string, string> = {};
      for (const [remote, release] of cachedLive()) {
        if (release.rollout && bucket < release.rollout.share) chosen[remote] = release.rollout.candidate.manifest.releaseId;
      }
      return chosen;
    },

    /** What is live, by remote, read at most LIVE_RELEASES_TTL_MS ago. */
    async live(): Promise<Map<string, LiveRemote>> {
      const now = clock.now().getTime();
      if (cache && now >= cache.readAt && now - cache.readAt < LIVE_RELEASES_TTL_MS) return cache.live;
      return refresh();
    },

    /**
     * The origins other than this site's that live releases are served from, as last read, and
     * those of the releases a browser previews (for the content security policy; synchronous,
     * so it reads what it has and refreshes for the next request once stale).
     */
    originsOf(previews: Record<string, string> | null): string[] {
      const live = [...cachedLive().values()].map((release) => release.base);
      const previewed = Object.entries(previews ?? {}).map(([remote, releaseId]) => bases.get(`${remote}/${releaseId}`) ?? '/');
      return [...new Set([...live, ...previewed].map(originOf).filter((origin) => origin !== null))];
    },

    /** A registered release as a /remotes.json entry (for a preview or a rollout's candidate), or null. */
    async entryOf(remote: string, releaseId: string): Promise<LiveRelease | null> {
      // A rollout's candidate is asked for on many page loads: as last read, with the live releases.
      const candidate = cache?.live.get(remote)?.rollout?.candidate;
      if (candidate?.manifest.releaseId === releaseId) return candidate;
      const [row] = await db
        .select()
        .from(remoteReleases)
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.releaseId, releaseId)))
        .limit(1);
      const parsed = row && releaseManifestSchema.safeParse(row.manifest);
      if (!row || !parsed?.success) return null;
      const base = baseOf(row);
      bases.set(`${remote}/${releaseId}`, base);
      return { remote, manifest: parsed.data, base, entry: entryOf(parsed.data, base) };
    },

    /**
     * Puts every registered release this server's store holds in its remote's shared folder: a
     * store written before releases were shared, or one whose shared files were lost, serves
     * its live releases again.
     */
    async shareStored(): Promise<void> {
      const rows = await db.select({ remote: remoteReleases.remote, releaseId: remoteReleases.releaseId }).from(remoteReleases);
      for (const row of rows) {
        const manifest = await store.read(row.remote, row.releaseId);
        if (manifest) await store.share(manifest);
      }
    },

    /** A remote's releases, newest first, what is live, and every change, newest first. */
    async describe(remote: string): Promise<RemoteReleases> {
      const rows = await db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)).orderBy(desc(remoteReleases.seq));
      const events = await db.select().from(remoteReleaseEvents).where(eq(remoteReleaseEvents.remote, remote)).orderBy(desc(remoteReleaseEvents.seq));
      const [liveRow] = await db.select().from(remoteLive).where(eq(remoteLive.remote, remote));
      const describeRow = (row: RemoteReleaseRow) => {
        const manifest = releaseManifestSchema.safeParse(row.manifest);
        return {
          releaseId: row.releaseId,
          commit: manifest.success ? manifest.data.build.commit : 'unknown',
          builtAt: manifest.success ? manifest.data.build.builtAt : row.registeredAt.toISOString(),
          registeredAt: row.registeredAt.toISOString(),
          origin: row.baseUrl ? new URL(row.baseUrl).origin : null,
          checkedAt: row.checkedAt?.toISOString() ?? null,
          refusal: row.refusal,
          hostDownSince: row.hostDownSince?.toISOString() ?? null,
        };
      };
      const releases = rows.map(describeRow);
      const liveEvent = events.find((event) => event.releaseId === liveRow?.releaseId && (event.action === 'promote' || event.action === 'rollback'));
      const rolloutEvent = liveRow?.candidateReleaseId ? events.find((event) => event.action === 'rollout') : undefined;
      const reports = liveRow ? await health.countsSince(remote, liveRow.changedAt) : [];
      const liveRelease = releases.find((release) => release.releaseId === liveRow?.releaseId);
      return {
        remote,
        live: liveEvent && liveRelease ? { ...toChange(liveEvent), commit: liveRelease.commit, builtAt: liveRelease.builtAt } : null,
        releases,
        history: events.map(toChange),
        rollbackTo: liveRow?.releaseId ? rollbackTarget(events) : null,
        rollout:
          liveRow?.candidateReleaseId && liveRow.candidateShare
            ? { releaseId: liveRow.candidateReleaseId, share: liveRow.candidateShare, since: (rolloutEvent?.at ?? liveRow.changedAt).toISOString() }
            : null,
        reports: reports
          .filter((counts) => counts.releaseId === liveRow?.releaseId || counts.releaseId === liveRow?.candidateReleaseId)
          .map(({ releaseId, loads, errors }) => ({ releaseId, loads, errors })),
      };
    },
  };
}

export type ReleasesService = ReturnType<typeof createReleasesService>;
