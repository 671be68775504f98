// Jest runs the front-end packages only: the server uses node's own test runner
// and e2e/ runs under Playwright. Each package's jest.config.cjs is one project
// (jest/project.cjs makes them alike), so its tests run from its own folder, are
// labelled in the output here, and `jest --selectProjects shell` runs one.
'use strict';

const { TEST_TIMEOUT_MS } = require('./jest/project.cjs');

const FRONT_END_PACKAGES = ['shared-ui', 'shared-api', 'federation-plugins', 'shell', 'mf-profiles', 'mf-booking', 'mf-chat', 'mf-admin', 'mf-payments'];

module.exports = {
  testTimeout: TEST_TIMEOUT_MS,
  projects: [...FRONT_END_PACKAGES, 'jest'].map((folder) => `<rootDir>/${folder}/jest.config.cjs`),
};
