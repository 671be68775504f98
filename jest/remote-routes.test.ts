// Every remote's routes: the paths its build publishes (src/route-paths.json, read
// by the shell's route discovery) are exactly the paths of its route objects, and
// each route object declares who may open it (remote-contract's RouteAccess).
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRoutePath, RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';

const ROOT = path.join(__dirname, '..');
const REMOTES = fs.readdirSync(ROOT).filter((dir) => dir.startsWith('mf-') && fs.existsSync(path.join(ROOT, dir, 'src', 'routes.tsx')));

describe.each(REMOTES)('%s routes', (remote) => {
  it('publishes the paths of its route objects, and each declares its access', async () => {
    const { routes } = (await import(path.join(ROOT, remote, 'src', 'routes.tsx'))) as RemoteRoutesModule;
    const published = JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'src', 'route-paths.json'), 'utf8')) as RemoteRoutePath[];
    expect(routes.map((route) => route.path)).toEqual(published.map((entry) => entry.path));
    for (const route of routes) expect(['public', 'private', 'admin']).toContain(route.handle?.access);
  });
});
