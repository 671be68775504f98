// Runs before every test file of every front-end project (jest.config.cjs).
import '@testing-library/jest-dom';
import { fillBrowserGaps } from './browser-gaps';
import { collectApiFailures, takeUnexpectedApiFailures } from './api-failures';
import { closeFetchServer, endFetchTest, takeFetchProblems } from './mock-fetch';

fillBrowserGaps();
collectApiFailures();

// A request no route answered is a broken test even when the screen swallowed the
// error (RTK Query turns a rejected fetch into a FETCH_ERROR state), so fail it here.
afterEach(() => {
  // Replies still in flight belong to this test; they must not land in the next one.
  endFetchTest();
  const problems = takeFetchProblems();
  if (problems.length > 0) throw new Error(`mockFetch:\n${problems.join('\n')}`);
  // A failed API call the test did not declare with expectApiFailures() is a broken test.
  const failures = takeUnexpectedApiFailures();
  if (failures.length > 0) throw new Error(`API calls failed that the test did not expect (expectApiFailures()):\n${failures.join('\n')}`);
});

afterAll(closeFetchServer);

// Each test starts signed out: the stored session (user, token) must not leak between tests.
beforeEach(() => {
  window.localStorage.clear();
  // A call the previous test left in flight is that test's business, not this one's.
  takeUnexpectedApiFailures();
});
