// Each remote declares who may open its routes once, in src/route-paths.json (the
// build publishes it in the manifest; the shell patches routes by it, and a path
// it does not declare is private). Its route objects must be exactly those paths.
// A route's "data" lists what its loader asks for first, which the shell starts early
// on a first visit (shared-api/api/page-data.ts): each must be a URL the loader asks for,
// and the page's main image ("image") is named in one of them.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRoutePath, RemoteRoutesModule } from '@marketplace/shared-api/federation/remote-contract';
import { setAppStore } from '@marketplace/shared-api/store/app-store';
import { makeStore } from '@marketplace/shared-api/store/make-store';

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

  it("lists as a route's data only URLs its loader asks for", async () => {
    const { routes } = (await import(path.join(ROOT, remote, 'src', 'routes.tsx'))) as RemoteRoutesModule;
    const declared = JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'src', 'route-paths.json'), 'utf8')) as RemoteRoutePath[];
    for (const { path: routePath, data = [] } of declared.filter((entry) => entry.data)) {
      const loader = routes.find((route) => route.path === routePath)?.loader;
      expect(typeof loader).toBe('function');
      // Every param an id, as the pages' loaders check.
      const fill = (template: string) => template.replace(/:(\w+)/g, '7b0f3c1e-2d4a-4c5b-8e6f-9a0b1c2d3e4f');
      const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(null));
      setAppStore(makeStore());
      const url = new URL(fill(routePath), document.baseURI);
      await (loader as (args: { params: Record<string, string>; request: Request }) => Promise<unknown>)({
        params: Object.fromEntries([...routePath.matchAll(/:(\w+)/g)].map(([name]) => [name.slice(1), fill(name)])),
        request: new Request(url),
      });
      const asked = fetchSpy.mock.calls.map(([input]) => {
        const requested = new URL(input instanceof Request ? input.url : String(input));
        return requested.pathname + requested.search;
      });
      for (const template of data) expect(asked).toContain(fill(template));
      fetchSpy.mockRestore();
    }
  });

  it("names a page's main image only in one of its data reads", () => {
    const declared = JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'src', 'route-paths.json'), 'utf8')) as RemoteRoutePath[];
    for (const { data = [], image } of declared.filter((entry) => entry.image)) {
      expect(data).toContain(image?.read);
      expect(image?.field).toMatch(/^\w+$/);
    }
  });
});
