// This package's tests, alone (`npm test` here) or with every package's (the root's jest.config.cjs).
'use strict';

const { frontEndProject, TEST_TIMEOUT_MS } = require('../jest/project.cjs');

module.exports = { ...frontEndProject('federation-plugins'), testTimeout: TEST_TIMEOUT_MS };
