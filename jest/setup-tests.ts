// Runs before every test file of every front-end project (jest.config.cjs).
import '@testing-library/jest-dom';
import { fillBrowserGaps } from './browser-gaps';
import { takeFetchProblems } from './mock-fetch';

fillBrowserGaps();

// A request no route answered is a broken test even when the screen swallowed the
// error (RTK Query turns a rejected fetch into a FETCH_ERROR state), so fail it here.
afterEach(() => {
  const problems = takeFetchProblems();
  if (problems.length > 0) throw new Error(`mockFetch:\n${problems.join('\n')}`);
});

// Each test starts signed out: the stored session (user, token) must not leak between tests.
beforeEach(() => {
  window.localStorage.clear();
});
