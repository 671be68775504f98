// One Jest project per front-end package, made the same way for each: a package's
// own jest.config.cjs is this project (so `npx jest` and `npm test` work inside its
// folder), and the root jest.config.cjs lists every package's config as a project.
'use strict';

const path = require('node:path');

const repoRoot = path.join(__dirname, '..');

/** Same output as the apps' swc-loader, but CommonJS because Jest's module system is. */
const swcTransform = [
  require.resolve('@swc/jest'),
  {
    swcrc: false, // an app's .swcrc is for webpack, not for tests
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/** The Jest config of the package in folder `pkg` (its tests are src/**\/*.test.ts[x]). */
function frontEndProject(pkg) {
  return {
    displayName: pkg,
    rootDir: path.join(repoRoot, pkg),
    roots: ['<rootDir>/src'],
    testEnvironment: path.join(__dirname, 'fetch-jsdom-environment.cjs'),
    // Packages resolve as in Node, not as in a browser bundle: MSW's interceptors
    // (jest/mock-fetch.ts) must patch Node's fetch, and the environment is Node's fetch.
    testEnvironmentOptions: { customExportConditions: [''] },
    testMatch: ['**/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    // MSW's one ESM-only dependency is compiled to CommonJS like our sources.
    transformIgnorePatterns: ['/node_modules/(?!until-async/)'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.ts')],
    moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'cjs', 'json'],
    moduleNameMapper: {
      // The workspace packages export TypeScript source through `exports` maps
      // ("./*": "./src/*.ts[x]"); point Jest at the source directly.
      '^@marketplace/shared-api/(.*)$': path.join(repoRoot, 'shared-api/src/$1'),
      '^@marketplace/shared-ui/(.*)$': path.join(repoRoot, 'shared-ui/src/$1'),
      // webpack turns these into URLs; a test only needs a string.
      '\\.(svg|png|jpe?g|gif|webp|ico|mp3|mp4|webm|ogg|wav|woff2?)$': path.join(__dirname, 'file-stub.cjs'),
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    // Spies made with jest.spyOn (mockFetch among them) are undone after each test.
    restoreMocks: true,
  };
}

/** Typing into whole forms on a busy 2-core machine can take seconds; a hang still fails. */
const TEST_TIMEOUT_MS = 30_000;

module.exports = { frontEndProject, TEST_TIMEOUT_MS };
