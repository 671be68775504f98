// One function builds the shared-module config of every app, so no app drifts:
// one React, one router, one store, one theme, one RTK Query cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Packages the whole composed site must load exactly once. A trailing slash also
// shares the package's subpaths (react/jsx-runtime, @reduxjs/toolkit/query/react, ...).
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'socket.io-client',
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

export function sharedDependencies(appDir) {
  const wanted = requiredVersions(appDir);
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(appDir, name);
    const config = {
      singleton: true,
      requiredVersion: wanted[name] ?? (version ? `^${version}` : false),
      version,
    };
    shared[name] = config;
    shared[`${name}/`] = config;
  }
  return shared;
}
