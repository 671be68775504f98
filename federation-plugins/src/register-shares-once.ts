// A federation runtime plugin, built into every app's runtime (build/webpack-config.mjs):
// a container fills its share scope once, not again for every shared module it loads.
//
// The runtime's loadShare starts with initializeSharing, which is meant to run once per
// share scope: it keeps a token per scope in an "init scope" list and returns at once
// when the list holds it. loadShare passes no list, so each call starts an empty one,
// and every shared module a container loads registered all of that container's shared
// modules again, each with its afterRegisterShare hook: on a signed-in page's first
// load, about a hundred loads of some eighty modules each (module-federation/core#5062
// proposes the same fix upstream). Here each container's handler keeps one list for the
// calls that bring none; webpack's runtime brings its own list (a container's init) and
// is left as it is.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type SharingOptions = { initScope?: unknown[] } & Record<string, unknown>;

/** What the plugin replaces of the runtime's shared handler. */
interface SharedHandler {
  initializeSharing(scope?: string, options?: SharingOptions): unknown;
}

const handled = new WeakSet<object>();

export function registerSharesOnce(): ModuleFederationRuntimePlugin {
  return {
    name: 'register-shares-once',
    beforeInit(args) {
      const handler = (args.origin as unknown as { sharedHandler?: SharedHandler }).sharedHandler;
      if (handler && !handled.has(handler)) {
        handled.add(handler);
        const initializeSharing = handler.initializeSharing.bind(handler);
        const initScope: unknown[] = [];
        handler.initializeSharing = (scope, options) =>
          initializeSharing(scope, options?.initScope ? options : { ...options, initScope });
      }
      return args;
    },
  };
}

// The form webpack's ModuleFederationPlugin takes a runtime plugin in (runtimePlugins).
export default registerSharesOnce;
