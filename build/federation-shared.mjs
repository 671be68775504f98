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

/**
 * The packages whose one copy in the composed site every app shares: the singletons above,
 * and the libraries behind shared-api's modules (its router door, its store), which a remote
 * builds against as much as the shell. What a remote requires of these and what the shell
 * provides are recorded by their builds (remote-part.json, host-kit.json), and a release
 * whose requirement the live shell does not meet is never promoted (server/src/features/releases/version-gate.ts).
 */
export const GATED_PACKAGES = [...SINGLETONS, 'react-router', 'react-router-dom', '@reduxjs/toolkit'];

/**
 * Singletons whose mismatch breaks at run time (two Reacts, two stores, two themes): a remote
 * that asks for a version the page does not have fails to load (the route error page)
 * rather than running against it.
 */
const STRICT = new Set(['react', 'react-dom', 'react-redux', 'styled-components', 'zod']);

/** Versions as the app's package.json asks for them. */
function requiredVersions(appDir) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return { ...pkg.dependencies };
}

/** What the app requires of each gated package it depends on: its package.json's range. */
export function requiredRanges(appDir) {
  const wanted = requiredVersions(appDir);
  return Object.fromEntries(GATED_PACKAGES.filter((name) => wanted[name]).map((name) => [name, wanted[name]]));
}

/** What the app's build provides of each gated package: the version installed for it. */
export function providedVersions(appDir) {
  return Object.fromEntries(
    GATED_PACKAGES.map((name) => [name, installedVersion(appDir, name)]).filter(([, version]) => version !== undefined),
  );
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
 * Our own packages are checked when a release is published and promoted (their versions
 * change with their contract, scripts/kit-contracts.mjs), not in the browser: the federation
 * runtime paid a semver parse for it on every one of the hundred-odd kit modules each page
 * consumes (tens of milliseconds of a phone's first load). Third-party singletons keep
 * their ranges, and the strict ones fail rather than run against another version.
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
      strictVersion: STRICT.has(name),
      version,
    };
    shared[name] = config;
    shared[`${name}/`] = config;
  }
  return shared;
}
