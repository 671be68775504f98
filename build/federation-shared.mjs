// One function builds the shared-module config of every app, so no app drifts:
// one React, one router, one store, one theme, one RTK Query cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Packages the whole composed site must load exactly once. A trailing slash also
// shares the package's subpaths (react/jsx-runtime, react-redux/..., ...).
// A shared library is bundled whole, since the build cannot know what other apps use,
// so three are reached through one of our shared modules instead, behind which they are
// tree-shaken: React Router through @marketplace/shared-api/router, Redux Toolkit only
// from shared-api (the store, the one RTK Query api, skipToken), socket.io-client only
// from the shell's socket provider (the one connection, handed out by SocketContext).
// About 30 KB less on every first load; unshared-libraries.test.ts keeps
// other imports out.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  'styled-components',
  'zod',
  '@marketplace/shared-api',
  '@marketplace/shared-ui',
];

/** Versions as the app's package.json asks for them (workspace packages by their own version). */
function requiredVersions(appDir) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return { ...pkg.dependencies };
}

/** The version npm installed, found the way Node would: the nearest node_modules up the tree. */
function installedVersion(appDir, name) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      // not installed at this level; look one folder up
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Our own packages are the same source in every app of a build, so a version check among
 * them can only pass, and the federation runtime paid a semver parse for it on every one
 * of the hundred-odd modules each page consumes (tens of milliseconds of a
 * phone's first load). Third-party singletons keep their ranges.
 */
const isWorkspacePackage = (name) => name.startsWith('@marketplace/');

export function sharedDependencies(appDir) {
  const wanted = requiredVersions(appDir);
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(appDir, name);
    const config = {
      singleton: true,
      requiredVersion: isWorkspacePackage(name) ? false : (wanted[name] ?? (version ? `^${version}` : false)),
      version,
    };
    shared[name] = config;
    shared[`${name}/`] = config;
  }
  return shared;
}
