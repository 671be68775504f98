// The test helpers in jest/ are code too; their own tests run in the front end's environment.
'use strict';

const { frontEndProject, TEST_TIMEOUT_MS } = require('./project.cjs');

module.exports = {
  ...frontEndProject('jest'),
  displayName: 'jest-helpers',
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/*.test.{ts,tsx}'],
  testTimeout: TEST_TIMEOUT_MS,
};
