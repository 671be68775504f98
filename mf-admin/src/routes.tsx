// The route objects this remote adds to the shell's router. The paths and who may
// open them are listed in route-paths.json, which the build publishes in the manifest.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';

export const routes: RemoteRoutesModule['routes'] = [];
