// Remote-to-remote composition without each remote knowing where the others live:
// the shell, which owns the federation runtime and the manifest, registers its loader
// here once; a remote that mounts another remote's widget asks through this module.
// It works because shared-api is a federation singleton, so every app sees this one slot.

export type RemoteModuleLoader = <T>(id: string) => Promise<T>;

let loader: RemoteModuleLoader | null = null;
let available: ReadonlySet<string> = new Set();

/**
 * @param next loads 'remoteName/exposedModule'
 * @param exposed every 'remoteName/exposedModule' the manifest lists, so screens can
 *   leave out a widget whose remote is not deployed instead of showing a dead button
 */
export function setRemoteModuleLoader(next: RemoteModuleLoader, exposed: Iterable<string>): void {
  loader = next;
  available = new Set(exposed);
}

/** Whether the deployed manifest lists this module (e.g. 'mf_booking/BookingWidget'). */
export function isRemoteModuleAvailable(id: string): boolean {
  return available.has(id);
}

/** Loads `remoteName/exposedModule` (e.g. 'mf_booking/BookingWidget') through the shell's runtime. */
export function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No remote loader registered; cannot load ${id}`));
  return loader<T>(id);
}
