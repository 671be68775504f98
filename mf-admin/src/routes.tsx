// The route objects this remote adds to the shell's router. The paths and who may
// open them are declared once, in route-paths.json (a path not declared there is
// private), which the build publishes in the manifest.
import type { RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';

export const routes: RemoteRoutesModule['routes'] = [];
