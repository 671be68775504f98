import { rememberReleases } from '../stale-release';
import { recoverStaleRelease, RemoteLoadError } from './recover-stale-release';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof recoverStaleRelease>['errorLoadRemote']>>[0];

/** The federation instance as the plugin uses it: loads that answer in turn, and the remotes registered. */
function fakeOrigin(answers: Array<'fails' | object>) {
  const registered: Array<{ name: string; entry: string }> = [];
  const loadRemote = jest.fn(async () => {
    const answer = answers.shift();
    if (answer === 'fails' || answer === undefined) throw new Error('ScriptNetworkError');
    return answer;
  });
  const registerRemotes = jest.fn((remotes: Array<{ name: string; entry: string }>) => void registered.push(...remotes));
  return { origin: { loadRemote, registerRemotes } as unknown as ErrorArgs['origin'], loadRemote, registered };
}

const noReload = { fetchManifest: async () => ({ remotes: [] }), reload: jest.fn(), storage: null };

describe('recover-stale-release', () => {
  const chat = (fallbackEntry?: string) =>
    rememberReleases({
      remotes: [{ name: 'mf_chat', entry: 'http://team.example/mf-chat/0123456789abcdef/remoteEntry.js', routes: [], exposes: [], exposeFiles: {}, screenFiles: {}, release: null, fallbackEntry }],
    });

  it("loads a release hosted elsewhere from this site's store when its host fails, once a retry failed", async () => {
    chat('/releases/mf-chat/0123456789abcdef/remoteEntry.js');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = { routes: [] };
    const { origin, loadRemote, registered } = fakeOrigin(['fails', routes]);
    const fellBack = jest.fn();
    const plugin = recoverStaleRelease({ fellBack }, noReload);
    const loaded = await plugin.errorLoadRemote!({ id: 'mf_chat/routes', error: new Error('ScriptNetworkError'), origin, lifecycle: 'onLoad' } as ErrorArgs);
    expect(loaded).toBe(routes);
    expect(fellBack).toHaveBeenCalledWith('mf_chat');
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registered).toEqual([{ name: 'mf_chat', entry: 'http://localhost/releases/mf-chat/0123456789abcdef/remoteEntry.js' }]);
  });

  it('fails in words a person can act on when there is no copy to fall back on', async () => {
    chat();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { origin, registered } = fakeOrigin(['fails']);
    const plugin = recoverStaleRelease(undefined, noReload);
    await expect(plugin.errorLoadRemote!({ id: 'mf_chat/routes', error: new Error('ScriptNetworkError'), origin, lifecycle: 'onLoad' } as ErrorArgs)).rejects.toBeInstanceOf(RemoteLoadError);
    expect(registered).toEqual([]);
  });
});
