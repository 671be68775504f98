// What register-shares-once.ts relies on in the federation runtime, none of it public API:
// the instance's `sharedHandler`, in place before the plugins' beforeInit runs; its
// `initializeSharing(scope, { initScope })`, which returns early only when the list it is
// given already holds the scope's token; and its loadShare calling that method through the
// handler with no list. When an upgrade of @module-federation/enhanced changes any of it,
// a test here fails: then read the runtime again (and module-federation/core#5062) and
// change or drop the plugin.
import { ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registerSharesOnce } from './register-shares-once';

type SharingOptions = { initScope?: unknown[] } | undefined;
type InitializeSharing = (scope?: string, options?: SharingOptions) => unknown;
/** The private part of the runtime the plugin touches. */
type WithSharedHandler = { sharedHandler?: { initializeSharing?: InitializeSharing } };

const MODULES = ['kit/button', 'kit/card', 'kit/rating'];

function sharedConfig() {
  return Object.fromEntries(
    MODULES.map((module) => [module, { version: '1.0.0', lib: () => ({ module }), shareConfig: { singleton: true, requiredVersion: false as const } }]),
  );
}

/** A real runtime instance sharing MODULES, with `plugins` given the way webpack's runtime gives them. */
function runtime(name: string, plugins: ModuleFederationRuntimePlugin[] = []) {
  return new ModuleFederation({ name, remotes: [], shared: sharedConfig(), plugins });
}

function sharedHandlerOf(instance: ModuleFederation) {
  return (instance as unknown as WithSharedHandler).sharedHandler;
}

async function loadEach(instance: ModuleFederation) {
  for (const module of MODULES) await instance.loadShare(module);
}

/** The options argument of each call a spy on initializeSharing recorded. */
function optionsOf(spy: jest.SpyInstance) {
  return spy.mock.calls.map((call) => call[1] as SharingOptions);
}

describe('the federation runtime internals register-shares-once relies on', () => {
  it('an instance has a sharedHandler with an initializeSharing method', () => {
    const handler = sharedHandlerOf(runtime('internals-handler'));
    expect(handler).toEqual(expect.any(Object));
    expect(typeof handler?.initializeSharing).toBe('function');
  });

  it("the sharedHandler exists when the plugins' beforeInit runs, and is the one the instance keeps", () => {
    let seen: unknown;
    const probe: ModuleFederationRuntimePlugin = {
      name: 'probe-before-init',
      beforeInit(args) {
        seen = (args.origin as unknown as WithSharedHandler).sharedHandler;
        return args;
      },
    };
    const instance = runtime('internals-before-init', [probe]);
    expect(seen).toBeDefined();
    expect(seen).toBe(sharedHandlerOf(instance));
  });

  it("loadShare calls the handler's initializeSharing, through the handler, with no initScope", async () => {
    const instance = runtime('internals-load-share');
    const handler = sharedHandlerOf(instance)!;
    const spy = jest.spyOn(handler as Required<NonNullable<WithSharedHandler['sharedHandler']>>, 'initializeSharing');
    await loadEach(instance);
    expect(spy).toHaveBeenCalledTimes(MODULES.length);
    for (const call of spy.mock.calls) expect(call[0]).toBe('default');
    for (const options of optionsOf(spy)) expect(options?.initScope).toBeUndefined();
  });

  it("initializeSharing registers the shares again without a list, and once per list that holds the scope's token", () => {
    let registrations = 0;
    const counting: ModuleFederationRuntimePlugin = {
      name: 'count-registrations',
      afterRegisterShare() {
        registrations += 1;
      },
    };
    const handler = sharedHandlerOf(runtime('internals-init-scope', [counting]))!;
    const initializeSharing = handler.initializeSharing!.bind(handler);

    registrations = 0;
    initializeSharing('default', {});
    initializeSharing('default', {});
    expect(registrations).toBe(MODULES.length * 2);

    registrations = 0;
    const initScope: unknown[] = [];
    initializeSharing('default', { initScope });
    expect(initScope).toHaveLength(1); // the scope's token
    initializeSharing('default', { initScope });
    expect(registrations).toBe(MODULES.length);
  });

  it('with the plugin, every loadShare call hands the runtime one and the same initScope list', async () => {
    // The plugin wraps whatever initializeSharing the handler has at beforeInit: spy on the
    // runtime's own method (on the handler's prototype) before the instance is made.
    const prototype = Object.getPrototypeOf(sharedHandlerOf(runtime('internals-prototype'))) as { initializeSharing: InitializeSharing };
    const spy = jest.spyOn(prototype, 'initializeSharing');
    const instance = runtime('internals-with-plugin', [registerSharesOnce()]);
    spy.mockClear();

    await loadEach(instance);
    await loadEach(instance);
    const lists = optionsOf(spy).map((options) => options?.initScope);
    expect(lists).toHaveLength(MODULES.length * 2);
    expect(lists[0]).toEqual([expect.any(Object)]); // the scope's token, after the first call
    for (const list of lists.slice(1)) expect(list).toBe(lists[0]);
  });
});
