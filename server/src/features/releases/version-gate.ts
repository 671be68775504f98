// The version gate: a remote's release runs on the live shell only if the shell
// provides every shared package the release requires in a version its range
// accepts (react, the router, the store, styled-components, zod, shared-ui,
// shared-api: build/federation-shared.mjs's GATED_PACKAGES). The remote's build
// records its ranges (release.json's `shared`), the shell's build what it
// provides (shell/dist/host-kit.json's `provides`); a release that does not fit
// is refused before it is registered or made live, in one line naming the
// module, the range and the version, rather than failing in a browser.
import fs from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { z } from 'zod';
import { isMissingFile } from '../../plugins/per-deploy';

/** Package name to the version the shell provides. */
export type ProvidedVersions = Record<string, string>;

const hostKitSchema = z.object({ provides: z.record(z.string(), z.string()) });

/** What the shell's build on this disk provides; null when it is not built (or built before it said). */
export async function readShellProvides(staticRoot: string): Promise<ProvidedVersions | null> {
  let text: string;
  try {
    text = await fs.readFile(path.join(staticRoot, 'shell', 'dist', 'host-kit.json'), 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
  const parsed = hostKitSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data.provides : null;
}

/** Each requirement of `remote` the shell does not meet, as a sentence; none when it fits. */
export function versionMismatches(remote: string, requires: Record<string, string | false>, provides: ProvidedVersions): string[] {
  const mismatches: string[] = [];
  for (const [name, range] of Object.entries(requires)) {
    if (range === false) continue;
    const provided = provides[name];
    if (provided === undefined) mismatches.push(`${remote} requires ${name} ${range}; the shell provides none`);
    else if (!semver.satisfies(provided, range)) mismatches.push(`${remote} requires ${name} ${range}; the shell provides ${provided}`);
  }
  return mismatches;
}
