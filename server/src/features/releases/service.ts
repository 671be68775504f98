// Which release of each remote is live, and every change of it. Releases are
// registered (from this server's store, or by the base URL of another origin,
// whose release.json is read from there), then promoted or rolled back; each
// change locks its remote's row of remote_live, so two changes of one remote
// queue, and appends to remote_release_events (and, by an admin, to the audit
// log) in the same transaction. Every process reads what is live through a
// cache of a few seconds, so a change reaches every replica that quickly.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteManifestEntry } from '@marketplace/shared-api/federation/remote-contract';
import type { ReleaseChange, RemoteReleases } from '@marketplace/shared-api/types';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { remoteLive, remoteReleaseEvents, remoteReleases, type ReleaseAction, type RemoteReleaseEventRow, type RemoteReleaseRow } from '../../db/schema/index';
import { conflict, HttpError, notFound } from '../../http-error';
import type { AuditLog } from '../admin/audit-log';
import { manifestEntryOf, RELEASE_MANIFEST_FILE, releaseManifestSchema, type ReleaseManifest } from './release-manifest';
import { localReleaseBase, releaseIdOf, type ReleaseStore } from './release-store';
import { versionMismatches, type ProvidedVersions } from './version-gate';

/**
 * Where a rollback goes, from a remote's changes, newest first: the release that was live
 * before the current one came in. Each rollback undoes one promote, so rollbacks step back
 * through the promotes in turn (A, B, C promoted: C -> B -> A), never back to the release
 * just left; null when nothing came before.
 */
export function rollbackTarget(events: ReadonlyArray<Pick<RemoteReleaseEventRow, 'action' | 'previousReleaseId'>>): string | null {
  let undone = 0;
  for (const event of events) {
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
export const contentMismatch = (releaseId: string, hashed: string) =>
  `Release ${releaseId} is refused: its files hash to ${hashed}, not to its id, so they are not the files it names.`;
export const repointed = (releaseId: string, where: string) =>
  `Release ${releaseId} is registered already, from ${where}: a release id always names the same files, in the same place.`;
export const refusedByChecks = (releaseId: string, refusal: string) => `Release ${releaseId} was refused by its checks, so it is never made live: ${refusal}`;
export const originNotAllowed = (origin: string) =>
  `Releases are accepted only from the origins the server lists in RELEASE_ORIGINS, and ${origin} is not one of them.`;

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

const baseOf = (row: Pick<RemoteReleaseRow, 'remote' | 'releaseId' | 'baseUrl'>) =>
  row.baseUrl ? `${row.baseUrl.replace(/\/+$/, '')}/` : localReleaseBase(row.remote, row.releaseId);

export function createReleasesService(deps: {
  db: Database;
  clock: Clock;
  store: ReleaseStore;
  audit: Pick<AuditLog, 'record'>;
  log: FastifyBaseLogger;
  /** Releases kept per remote in this server's store (RELEASES_KEPT); the live one and the one before it are always kept. */
  keep: number;
  /** What the live shell provides of the shared packages (version-gate.ts); null: no shell built, nothing to check against. */
  shellProvides: () => Promise<ProvidedVersions | null>;
  /** The origins a release on another origin may come from (RELEASE_ORIGINS); the server fetches from no other. */
  allowedOrigins: string[];
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
  let cache: { readAt: number; live: Map<string, LiveRelease> } | null = null;
  let refreshing: Promise<Map<string, LiveRelease>> | null = null;
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
   */
  async function verifyContent(manifest: ReleaseManifest, baseUrl: string | null): Promise<void> {
    let hashed: string;
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
      fetched = files;
    } else {
      const onDisk = await store.hashOnDisk(manifest);
      hashed = onDisk.listed ? onDisk.releaseId : `${onDisk.releaseId} (with files it does not list)`;
    }
    if (hashed !== manifest.releaseId) {
      log.error({ remote: manifest.remote, releaseId: manifest.releaseId, hashed }, 'a release whose files do not hash to its id was refused');
      throw conflict(contentMismatch(manifest.releaseId, hashed));
    }
    // Checked, so kept: the same release from this server's store when its host fails.
    if (fetched) await store.mirror(manifest, fetched);
  }

  /** A release as /remotes.json lists it: where its files are, and for one hosted elsewhere, this server's copy to fall back on. */
  const entryOf = (manifest: ReleaseManifest, base: string): RemoteManifestEntry => ({
    ...manifestEntryOf(manifest, base),
    ...(base.startsWith('/') ? {} : { fallbackEntry: `${localReleaseBase(manifest.remote, manifest.releaseId)}${manifest.entry}` }),
  });

  async function readLive(): Promise<Map<string, LiveRelease>> {
    const rows = await db
      .select({ remote: remoteReleases.remote, releaseId: remoteReleases.releaseId, baseUrl: remoteReleases.baseUrl, manifest: remoteReleases.manifest })
      .from(remoteLive)
      .innerJoin(remoteReleases, and(eq(remoteReleases.remote, remoteLive.remote), eq(remoteReleases.releaseId, remoteLive.releaseId)));
    const live = new Map<string, LiveRelease>();
    for (const row of rows) {
      const parsed = releaseManifestSchema.safeParse(row.manifest);
      if (!parsed.success) {
        log.error({ remote: row.remote, releaseId: row.releaseId }, 'a live release has a manifest that cannot be read; the remote is not listed');
        continue;
      }
      const base = baseOf(row);
      bases.set(`${row.remote}/${row.releaseId}`, base);
      live.set(row.remote, { remote: row.remote, manifest: parsed.data, base, entry: entryOf(parsed.data, base) });
    }
    cache = { readAt: clock.now().getTime(), live };
    return live;
  }

  function refresh(): Promise<Map<string, LiveRelease>> {
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

  /** Makes releaseId live for remote inside one transaction, recording why; returns the change. */
  async function change(
    remote: string,
    target: (tx: Executor, liveReleaseId: string | null) => Promise<{ action: ReleaseAction; releaseId: string }>,
    actor: ReleaseActor,
    reason: string,
  ): Promise<ReleaseChange> {
    const made = await db.transaction(async (tx) => {
      const now = clock.now();
      // The remote's row, locked: changes of one remote queue here (a first change inserts it).
      await tx.insert(remoteLive).values({ remote, releaseId: '', changedAt: now }).onConflictDoNothing();
      const [locked] = await tx.select().from(remoteLive).where(eq(remoteLive.remote, remote)).for('update');
      const liveReleaseId = locked.releaseId || null;
      const { action, releaseId } = await target(tx, liveReleaseId);
      if (releaseId === liveReleaseId) throw conflict(ALREADY_LIVE);
      const row = await registered(tx, remote, releaseId);
      // Whoever asks (the command, the Releases screen, the API): the checks' refusal stands.
      if (row.refusal) throw conflict(refusedByChecks(releaseId, row.refusal));
      const manifest = await currentManifest(row);
      // Its files are read and hashed again: a host may have changed them since it was registered.
      if (manifest.releaseId !== releaseId) throw conflict(contentMismatch(releaseId, manifest.releaseId));
      await verifyContent(manifest, row.baseUrl);
      await gate(manifest);
      await tx.update(remoteReleases).set({ manifest }).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.releaseId, releaseId)));
      await tx.update(remoteLive).set({ releaseId, changedAt: now }).where(eq(remoteLive.remote, remote));
      const [event] = await tx
        .insert(remoteReleaseEvents)
        .values({ remote, action, releaseId, previousReleaseId: liveReleaseId, at: now, actorId: actor.userId, tokenId: actor.tokenId, actorLabel: actor.label, reason })
        .returning();
      const auditActor = actor.userId ?? actor.tokenId;
      if (auditActor) {
        await audit.record(tx, {
          actorId: auditActor,
          actorLabel: actor.userId ? null : actor.label,
          action: action === 'promote' ? 'release.promote' : 'release.rollback',
          targetType: 'release',
          targetId: event.id,
          changes: { [remote]: { from: liveReleaseId, to: releaseId } },
          reason,
        });
      }
      return event;
    });
    await refresh();
    return toChange(made);
  }

  const toChange = (event: typeof remoteReleaseEvents.$inferSelect): ReleaseChange => ({
    remote: event.remote,
    action: event.action,
    releaseId: event.releaseId,
    previousReleaseId: event.previousReleaseId,
    at: event.at.toISOString(),
    by: event.actorLabel,
    reason: event.reason,
  });

  /** Removes the oldest releases of a remote from this server's store beyond `keep`, never the live one or the one before it. */
  async function prune(remote: string, registered: string): Promise<void> {
    const rows = await db
      .select({ releaseId: remoteReleases.releaseId, baseUrl: remoteReleases.baseUrl })
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .orderBy(desc(remoteReleases.seq));
    const [latest] = await db.select().from(remoteReleaseEvents).where(eq(remoteReleaseEvents.remote, remote)).orderBy(desc(remoteReleaseEvents.seq)).limit(1);
    const kept = new Set([registered, latest?.releaseId, latest?.previousReleaseId].filter(Boolean));
    const local = rows.filter((row) => !row.baseUrl);
    for (const row of local.slice(keep)) {
      if (kept.has(row.releaseId)) continue;
      await db.delete(remoteReleases).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.releaseId, row.releaseId)));
      await store.remove(remote, row.releaseId);
      log.info({ remote, releaseId: row.releaseId }, 'an old release was removed from the store');
    }
  }

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
        await verifyContent(manifest, baseUrl);
      } catch (error) {
        // A build the gate refuses never runs: out of the store, unless a release of that id was registered before.
        if (!baseUrl && !known) await store.remove(remote, manifest.releaseId);
        throw error;
      }
      await db
        .insert(remoteReleases)
        .values({ remote, releaseId: manifest.releaseId, baseUrl, manifest, registeredAt: clock.now() })
        .onConflictDoUpdate({ target: [remoteReleases.remote, remoteReleases.releaseId], set: { manifest } });
      await prune(remote, manifest.releaseId);
      return manifest;
    },

    promote(remote: string, releaseId: string, actor: ReleaseActor, reason: string): Promise<ReleaseChange> {
      return change(remote, async () => ({ action: 'promote', releaseId }), actor, reason);
    },

    /** Back to the release that was live before the current one (rollbackTarget). */
    rollback(remote: string, actor: ReleaseActor, reason: string): Promise<ReleaseChange> {
      return change(
        remote,
        async (tx, liveReleaseId) => {
          const events = await tx.select().from(remoteReleaseEvents).where(eq(remoteReleaseEvents.remote, remote)).orderBy(desc(remoteReleaseEvents.seq));
          const target = liveReleaseId ? rollbackTarget(events) : null;
          if (!target) throw conflict(NOTHING_TO_ROLL_BACK);
          return { action: 'rollback', releaseId: target };
        },
        actor,
        reason,
      );
    },

    /** What a shell providing `provides` could not run of the live releases, one sentence each (none: it runs them all). */
    async shellMismatches(provides: ProvidedVersions): Promise<string[]> {
      const live = await refresh();
      return [...live.values()].flatMap((release) => versionMismatches(release.remote, release.manifest.shared, provides));
    },

    /** What is live, by remote, read at most LIVE_RELEASES_TTL_MS ago. */
    async live(): Promise<Map<string, LiveRelease>> {
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
      if (!cache || clock.now().getTime() - cache.readAt >= LIVE_RELEASES_TTL_MS) {
        void refresh().catch((error: unknown) => log.error({ err: error }, 'live releases could not be read'));
      }
      const live = [...(cache?.live.values() ?? [])].map((release) => release.base);
      const previewed = Object.entries(previews ?? {}).map(([remote, releaseId]) => bases.get(`${remote}/${releaseId}`) ?? '/');
      return [...new Set([...live, ...previewed].map(originOf).filter((origin) => origin !== null))];
    },

    /** A registered release as a /remotes.json entry (for a preview), or null. */
    async entryOf(remote: string, releaseId: string): Promise<LiveRelease | null> {
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
        };
      };
      const releases = rows.map(describeRow);
      const liveEvent = events.find((event) => event.releaseId === liveRow?.releaseId);
      const liveRelease = releases.find((release) => release.releaseId === liveRow?.releaseId);
      return {
        remote,
        live: liveEvent && liveRelease ? { ...toChange(liveEvent), commit: liveRelease.commit, builtAt: liveRelease.builtAt } : null,
        releases,
        history: events.map(toChange),
        rollbackTo: liveRow?.releaseId ? rollbackTarget(events) : null,
      };
    },
  };
}

export type ReleasesService = ReturnType<typeof createReleasesService>;
