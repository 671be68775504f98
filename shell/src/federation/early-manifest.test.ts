import { fetchLiveManifest, requestManifestEarly } from './early-manifest';
import { fetchRemoteManifest } from './remote-registry';

const manifest = { remotes: [{ name: 'mf_chat', entry: '/remotes/mf-chat/remoteEntry.js', routes: ['/chat'], exposes: {} }] };
const answer = () => new Response(JSON.stringify(manifest), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the remote manifest asked for early', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('is adopted once by the registry, which asks again afterwards', async () => {
    const early = jest.fn(async () => answer());
    global.fetch = early as unknown as typeof fetch;
    requestManifestEarly();
    expect(early).toHaveBeenCalledWith('/remotes.json', { headers: { Accept: 'application/json' } });

    const later = jest.fn(async () => answer());
    expect(await fetchRemoteManifest(later as unknown as typeof fetch)).toEqual(manifest);
    expect(later).not.toHaveBeenCalled();
    expect(await fetchRemoteManifest(later as unknown as typeof fetch)).toEqual(manifest);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('reads no error page as a manifest: an answer that is not a success rejects', async () => {
    const unavailable = jest.fn(async () => new Response('<h1>Service unavailable</h1>', { status: 503 }));
    await expect(fetchLiveManifest(unavailable as unknown as typeof fetch)).rejects.toThrow('/remotes.json answered 503');
    const live = jest.fn(async () => answer());
    await expect(fetchLiveManifest(live as unknown as typeof fetch)).resolves.toEqual(manifest);
  });
});
