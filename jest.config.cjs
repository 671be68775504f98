// Jest runs the front-end packages only: the server uses node's own test runner
// and e2e/ runs under Playwright. One project per package keeps each package's
// tests labelled in the output and lets `jest --selectProjects shell` run one.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const FRONT_END_PACKAGES = [
  'shared-ui',
  'shared-api',
  'shell',
  'mf-profiles',
  'mf-booking',
  'mf-chat',
  'mf-admin',
  'mf-payments',
];

const jestDir = path.join(__dirname, 'jest');

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

function project(pkg) {
  const rootDir = path.join(__dirname, pkg);
  return {
    displayName: pkg,
    rootDir,
    roots: ['<rootDir>/src'],
    testEnvironment: path.join(jestDir, 'fetch-jsdom-environment.cjs'),
    testMatch: ['**/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform },
    setupFilesAfterEnv: [path.join(jestDir, 'setup-tests.ts')],
    moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'cjs', 'json'],
    moduleNameMapper: {
      // The workspace packages export TypeScript source through `exports` maps
      // ("./*": "./src/*.ts[x]"); point Jest at the source directly.
      '^@marketplace/shared-api/(.*)$': path.join(__dirname, 'shared-api/src/$1'),
      '^@marketplace/shared-ui/(.*)$': path.join(__dirname, 'shared-ui/src/$1'),
      // webpack turns these into URLs; a test only needs a string.
      '\\.(svg|png|jpe?g|gif|webp|ico|mp3|mp4|webm|ogg|wav|woff2?)$': path.join(jestDir, 'file-stub.cjs'),
      '\\.css$': path.join(jestDir, 'style-stub.cjs'),
    },
    // Spies made with jest.spyOn (mockFetch among them) are undone after each test.
    restoreMocks: true,
  };
}

/** The test helpers in jest/ are code too; their own tests run in the same environment. */
const helpersProject = {
  ...project('jest'),
  displayName: 'jest-helpers',
  rootDir: jestDir,
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/*.test.{ts,tsx}'],
};

module.exports = {
  // Typing into whole forms on a busy 2-core machine can take seconds; a hang still fails.
  testTimeout: 30_000,
  projects: [
    // A package joins once it has a src/ folder, so a new package needs no edit here.
    ...FRONT_END_PACKAGES.filter((pkg) => fs.existsSync(path.join(__dirname, pkg, 'src'))).map(project),
    helpersProject,
  ],
};
