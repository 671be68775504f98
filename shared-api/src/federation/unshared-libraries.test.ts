// React Router, Redux Toolkit and socket.io-client are not federation singletons (build/
// federation-shared.mjs): each is reached through our own shared modules, behind which it
// is tree-shaken. A direct import elsewhere in app code would bundle a second copy: a
// second router whose contexts the shell's RouterProvider never fills, RTK code beside the
// shell's, or a second real-time connection beside the shell's one (SocketContext).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const APPS = ['shell', 'mf-profiles', 'mf-booking', 'mf-chat', 'mf-admin', 'mf-payments', 'shared-ui', 'shared-api'];

const LIBRARIES = [
  {
    name: 'react-router',
    pattern: /react-router(?:-dom)?(?:\/[^']*)?/,
    // The door itself, and the build-time prerender (Node, no federation).
    allowed: (file: string) =>
      file === path.join('shared-api', 'src', 'router.ts') || file === path.join('shell', 'src', 'prerender', 'prerender-page.tsx'),
  },
  {
    name: '@reduxjs/toolkit',
    pattern: /@reduxjs\/toolkit(?:\/[^']*)?/,
    allowed: (file: string) => file.startsWith(path.join('shared-api', 'src') + path.sep),
  },
  {
    name: 'socket.io-client',
    pattern: /socket\.io-client(?:\/[^']*)?/,
    allowed: (file: string) => file === path.join('shell', 'src', 'features', 'socket', 'socket-provider.tsx'),
  },
];

function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return browserSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Whether the source loads the library at run time (a type-only import is erased). */
function loads(source: string, library: RegExp): boolean {
  const specifier = `'${library.source}'`;
  const statement = new RegExp(`^import\\s(?!type\\s)[^;]*?from\\s+${specifier}`, 'm');
  const dynamic = new RegExp(`import\\(${specifier}\\)`);
  return statement.test(source) || dynamic.test(source);
}

const files = APPS.flatMap((app) => browserSources(path.join(repoRoot, app, 'src'))).map((file) => path.relative(repoRoot, file));

it('finds the apps’ sources', () => {
  expect(files.length).toBeGreaterThan(100);
});

describe.each(LIBRARIES)('$name', ({ pattern, allowed }) => {
  it('is loaded only through its shared door', () => {
    const offenders = files.filter((file) => !allowed(file)).filter((file) => loads(readFileSync(path.join(repoRoot, file), 'utf8'), pattern));
    expect(offenders).toEqual([]);
  });
});
