import { loadWithIntegrity, rememberEntryIntegrity } from './load-with-integrity';

type CreateScriptArgs = Parameters<NonNullable<ReturnType<typeof loadWithIntegrity>['createScript']>>[0];
const createScript = (url: string) => loadWithIntegrity().createScript!({ url } as CreateScriptArgs) as HTMLScriptElement | undefined;

const HOSTED = 'https://team.example/mf-chat/0123456789abcdef/remoteEntry.js';
const STORE = '/releases/mf-chat/0123456789abcdef/remoteEntry.js';
const INTEGRITY = `sha384-${'A'.repeat(64)}`;

describe('the load-with-integrity runtime plugin', () => {
  beforeAll(() =>
    rememberEntryIntegrity({
      remotes: [
        { name: 'mf_chat', entry: HOSTED, fallbackEntry: STORE, integrity: INTEGRITY, routes: [], exposes: [], exposeFiles: {}, screenFiles: {}, release: null },
        { name: 'mf_booking', entry: '/remotes/mf-booking/remoteEntry.js?v=0a1b2c3d4e5f', routes: [], exposes: [], exposeFiles: {}, screenFiles: {}, release: null },
      ],
    }),
  );

  it("loads an entry on a team's host with its integrity, asked for with CORS", () => {
    const script = createScript(HOSTED);
    expect(script?.src).toBe(HOSTED);
    expect(script?.integrity).toBe(INTEGRITY);
    expect(script?.crossOrigin).toBe('anonymous');
  });

  it("loads the same release from this site's store with the same integrity, without crossorigin (as the server preloads it)", () => {
    const script = createScript(`http://localhost${STORE}`);
    expect(script?.integrity).toBe(INTEGRITY);
    expect(script?.getAttribute('crossorigin')).toBeNull();
  });

  it('leaves a build with no recorded integrity to the runtime', () => {
    expect(createScript('http://localhost/remotes/mf-booking/remoteEntry.js?v=0a1b2c3d4e5f')).toBeUndefined();
  });
});
