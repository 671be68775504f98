// Each remote declares who may open its routes once, in src/route-paths.json (the
// build publishes it in the manifest; the shell patches routes by it, and a path
// it does not declare is private). Its route objects must be exactly those paths.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRoutePath, RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';

const ROOT = path.join(__dirname, '..');
const REMOTES = fs
  .readdirSync(ROOT)
  .filter((dir) => dir.startsWith('mf-') && fs.existsSync(path.join(ROOT, dir, 'src', 'routes.tsx')));

describe.each(REMOTES)('%s routes', (remote) => {
  it('declares the access of each path of its route objects, and no other path', async () => {
    const { routes } = (await import(path.join(ROOT, remote, 'src', 'routes.tsx'))) as RemoteRoutesModule;
    const declared = JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'src', 'route-paths.json'), 'utf8')) as RemoteRoutePath[];
    expect(routes.map((route) => route.path)).toEqual(declared.map((entry) => entry.path));
    for (const entry of declared) expect(['public', 'private', 'admin']).toContain(entry.access);
  });
});
