// The releases feature: the release store on this server's disk, which release
// of each remote is live (and its history), the routes of the Releases screen
// and the release command, and the store's files. Returns the service the site's
// manifest (/remotes.json) and the content security policy read.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { AuditTrail } from '../../audit-trail';
import { createReleaseStore } from './release-store';
import { createReleaseTokens } from './release-tokens';
import { releaseRoutes } from './routes';
import type { RolloutLimits } from './rollout-health';
import { createReleasesService, type ReleasesService } from './service';
import { readShellProvides } from './version-gate';

export interface ReleasesDeps {
  db: Database;
  clock: Clock;
  audit: AuditTrail;
  /** RELEASE_STORE_DIR: the folder of this server's release store. */
  storeDir: string;
  /** RELEASES_KEPT: releases kept per remote in the store. */
  keep: number;
  /** STATIC_ROOT: where the shell's build says what it provides (shell/dist/host-kit.json). */
  staticRoot: string;
  /** RELEASE_ORIGINS: the other origins releases may be registered from. */
  allowedOrigins: string[];
  /** ROLLOUT_MIN_LOADS, ROLLOUT_ERROR_MARGIN: when a staged rollout's candidate fails too often. */
  rolloutLimits: RolloutLimits;
  fetchImpl?: typeof fetch;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The releases service (the release command publishes into its store; tests read it). */
    releases: ReleasesService;
  }
}

export async function registerReleases(app: FastifyInstance, { db, clock, audit, storeDir, keep, staticRoot, allowedOrigins, rolloutLimits, fetchImpl }: ReleasesDeps): Promise<ReleasesService> {
  const shellProvides = () => readShellProvides(staticRoot);
  const releases = createReleasesService({ db, clock, store: createReleaseStore(storeDir), audit, log: app.log, keep, shellProvides, allowedOrigins, rolloutLimits, fetchImpl });
  app.decorate('releases', releases);
  // Before the first page: a store from before releases were shared gets its shared folders.
  app.addHook('onReady', () => releases.shareStored());
  await app.register(releaseRoutes, { releases, tokens: createReleaseTokens({ db, clock, audit }), db });
  return releases;
}
