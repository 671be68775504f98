// /remotes.json asked for as the app is started, before its code has downloaded and run.
// A page whose app starts on the visitor's intent (start-on-intent) cannot preload it with
// a <link>: the preload would sit unused until the visitor acts, and Chromium warns about
// every preload unused a few seconds after the load event. The start script sends the
// request when it starts the app instead, and the registry adopts its answer once.
// Every request for the manifest is made and read here (fetchLiveManifest, manifestFrom).
import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';

const EARLY_MANIFEST_KEY = '__remoteManifestRequest';

export const MANIFEST_URL = '/remotes.json';
export const MANIFEST_REQUEST: RequestInit = { headers: { Accept: 'application/json' } };

/** The manifest in an answer; an answer that is not a success (a 503 page) is an error, never a manifest. */
export async function manifestFrom(response: Response): Promise<RemoteManifest> {
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

/** The live manifest, asked for now (never the early request's answer, which may be older). */
export async function fetchLiveManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  return manifestFrom(await fetchImpl(MANIFEST_URL, MANIFEST_REQUEST));
}

/** Sends the manifest's request now, kept for the registry (fetchRemoteManifest). */
export function requestManifestEarly(): void {
  const request = fetch(MANIFEST_URL, MANIFEST_REQUEST);
  // Adopted later, or never (the app failed to load): a failure here is the registry's to report.
  request.catch(() => {});
  Reflect.set(window, EARLY_MANIFEST_KEY, request);
}

/** The early request's answer, once; null when none was sent. */
export function takeEarlyManifest(): Promise<Response> | null {
  const request: unknown = Reflect.get(window, EARLY_MANIFEST_KEY);
  Reflect.deleteProperty(window, EARLY_MANIFEST_KEY);
  return request instanceof Promise ? (request as Promise<Response>) : null;
}
