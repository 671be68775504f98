// A built remote against the contract (shared-api/src/federation/remote-contract.ts),
// from what loading each of its exposed modules in a browser found
// (scripts/contract-check.ts): it exposes './routes', whose route paths are the ones
// its release.json declares, and every widget the contract gives it, each a
// component that renders something with the props its host passes, without
// throwing, and nothing the contract does not name.
import { REMOTE_WIDGET_IDS, ROUTES_MODULE } from '@marketplace/shared-api/federation/remote-contract';
import type { ReleaseManifest } from './release-manifest';

/**
 * What mounting a widget with the props its host passes (shared-api's widget-fixtures.ts) did:
 * rendered something, rendered nothing, or threw (the message).
 */
export type WidgetMount = 'rendered' | 'nothing' | { threw: string };

/**
 * What loading one exposed module found: an error, or its route paths (for './routes'), whether
 * its export is a component and, for a widget of the contract, how mounting it went.
 */
export type LoadedExpose = { expose: string; error: string } | { expose: string; routePaths: string[] | null; component: boolean; mount?: WidgetMount };

/** The contract's problems with the release, one sentence each; none when it holds. */
export function contractMismatches(manifest: ReleaseManifest, loaded: LoadedExpose[]): string[] {
  const problems: string[] = [];
  const id = (expose: string) => `${manifest.name}/${expose.replace(/^\.\//, '')}`;
  const widgets = REMOTE_WIDGET_IDS.filter((widget) => widget.startsWith(`${manifest.name}/`));
  if (!manifest.exposes.includes(ROUTES_MODULE)) problems.push(`${manifest.remote} does not expose ${ROUTES_MODULE}`);
  for (const widget of widgets) {
    if (!manifest.exposes.some((expose) => id(expose) === widget)) problems.push(`${manifest.remote} does not expose ${widget}, which the contract gives it`);
  }
  for (const result of loaded) {
    if ('error' in result) {
      problems.push(`${id(result.expose)} does not load: ${result.error}`);
    } else if (result.expose === ROUTES_MODULE) {
      if (!result.routePaths) {
        problems.push(`${id(result.expose)} exports no route list`);
        continue;
      }
      const declared = manifest.routes.map((route) => route.path).sort();
      const exported = [...result.routePaths].sort();
      if (JSON.stringify(declared) !== JSON.stringify(exported)) {
        problems.push(`${id(result.expose)} exports the routes ${exported.join(', ') || 'none'}, but its release declares ${declared.join(', ') || 'none'}`);
      }
    } else if (!(REMOTE_WIDGET_IDS as string[]).includes(id(result.expose))) {
      problems.push(`${id(result.expose)} is exposed, but the contract does not name it`);
    } else if (!result.component) {
      problems.push(`${id(result.expose)} exports no component`);
    } else if (result.mount === 'nothing') {
      problems.push(`${id(result.expose)} renders nothing with the props its host passes`);
    } else if (typeof result.mount === 'object') {
      problems.push(`${id(result.expose)} throws with the props its host passes: ${result.mount.threw}`);
    }
  }
  return problems;
}
