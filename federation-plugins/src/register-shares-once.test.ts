import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registerSharesOnce } from './register-shares-once';

const MODULES = ['kit/button', 'kit/card', 'kit/rating', 'kit/format', 'kit/store'];

/** A container sharing MODULES, with `plugins`, and how many registrations of a shared module it has made. */
function container(name: string, plugins: ModuleFederationRuntimePlugin[]) {
  let registrations = 0;
  const counting: ModuleFederationRuntimePlugin = {
    name: 'count-registrations',
    afterRegisterShare() {
      registrations += 1;
    },
  };
  const shared = Object.fromEntries(
    MODULES.map((module) => [module, { version: '1.0.0', lib: () => ({ module }), shareConfig: { singleton: true, requiredVersion: false as const } }]),
  );
  const instance = createInstance({ name, remotes: [], shared, plugins: [...plugins, counting] });
  return { instance, registrations: () => registrations };
}

async function loadEach(instance: ReturnType<typeof createInstance>) {
  const loaded = [];
  for (const module of MODULES) {
    const factory = await instance.loadShare<{ module: string }>(module);
    loaded.push(factory ? factory() : null);
  }
  return loaded;
}

describe('registerSharesOnce', () => {
  it('fills the share scope on the first load only, and every module still loads', async () => {
    const { instance, registrations } = container('shares-once', [registerSharesOnce()]);
    const atStart = registrations();
    expect(await loadEach(instance)).toEqual(MODULES.map((module) => ({ module })));
    // The first load registers each module once; the other loads register nothing.
    expect(registrations() - atStart).toBe(MODULES.length);
    await loadEach(instance);
    expect(registrations() - atStart).toBe(MODULES.length);
  });

  it("is needed: without it, the runtime registers every shared module again on each load", async () => {
    const { instance, registrations } = container('shares-every-time', []);
    const atStart = registrations();
    expect(await loadEach(instance)).toEqual(MODULES.map((module) => ({ module })));
    expect(registrations() - atStart).toBe(MODULES.length * MODULES.length);
  });

  it('leaves a call that brings its own init scope (webpack runtime: a container being initialised) to that scope', () => {
    const { instance, registrations } = container('shares-own-scope', [registerSharesOnce()]);
    const atStart = registrations();
    instance.initializeSharing('default', { initScope: [] });
    instance.initializeSharing('default', { initScope: [] });
    expect(registrations() - atStart).toBe(MODULES.length * 2);
  });
});
