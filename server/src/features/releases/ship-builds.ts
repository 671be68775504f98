// `npm start` ships what it just built: each remote's build on this disk
// (STATIC_ROOT/<dir>/dist) is published into the release store and, unless it is
// live already, promoted, so a fresh machine runs on real releases and an edited
// remote is live after the next `npm start`. A server started otherwise (a
// deployment, whose releases come from the release command) never does this.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_DIRS } from '@marketplace/shared-api/schemas/releases';
import { HttpError } from '../../http-error';
import type { ReleasesService } from './service';
import { readShellProvides } from './version-gate';

export const SHIP_BUILDS_ACTOR = { userId: null, tokenId: null, label: 'npm start' };

export async function shipBuilds(releases: ReleasesService, staticRoot: string, log: FastifyBaseLogger): Promise<void> {
  const live = await releases.live();
  for (const remote of REMOTE_DIRS) {
    const dist = path.join(staticRoot, remote, 'dist');
    if (!fs.existsSync(path.join(dist, 'remote-part.json'))) continue;
    const { releaseId } = await releases.store.publish(remote, dist);
    try {
      await releases.register(remote, { releaseId });
      if (live.get(remote)?.manifest.releaseId === releaseId) continue;
      await releases.promote(remote, releaseId, SHIP_BUILDS_ACTOR, 'Built and started with npm start');
    } catch (error) {
      // Refused (the version gate): the remote stays on what was live, and the site starts.
      if (!(error instanceof HttpError)) throw error;
      log.error({ remote, releaseId }, error.message);
      continue;
    }
    log.info({ remote, releaseId }, 'the build on this disk is the live release');
  }
  const provides = await readShellProvides(staticRoot);
  for (const mismatch of provides ? await releases.shellMismatches(provides) : []) log.error(`The shell on this disk cannot run a live release: ${mismatch}`);
}
