// A federation runtime plugin: when a remote's code cannot be fetched or run, fail
// with a message a person can act on. The route error page shows it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export class RemoteLoadError extends Error {
  constructor(readonly remoteId: string, cause: unknown) {
    super(`This part of the site (${remoteId.split('/')[0]}) could not be loaded. Check your connection and try again.`, {
      cause,
    });
    this.name = 'RemoteLoadError';
  }
}

export function explainLoadFailure(): ModuleFederationRuntimePlugin {
  return {
    name: 'explain-load-failure',
    errorLoadRemote({ id, error }) {
      console.error(`Remote ${id} failed to load`, error);
      throw new RemoteLoadError(id, error);
    },
  };
}
