// The route objects this remote adds to the shell's router. Who may open each
// route is declared here (handle.access; none declared is private); the paths are
// also listed in route-paths.json, which the build publishes in the manifest.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';

export const routes: RemoteRoutesModule['routes'] = [];
