// Failed API calls in tests: the base query reports each one once (shared-api's
// failure-log); here they are collected instead of printed. A test that means a call
// to fail says so with `expectApiFailures()` (and may assert on what it returns);
// any other failed call fails the test in jest/setup-tests.ts, so a screen that
// quietly hits an error cannot pass, and no test silences the console by hand.
import { setApiFailureLogger, type ApiFailure } from '@marketplace/shared-api/api/failure-log';

const failures: ApiFailure[] = [];
let expected = false;

/** Called once per test file by jest/setup-tests.ts. */
export function collectApiFailures(): void {
  setApiFailureLogger((failure) => failures.push(failure));
}

/** This test makes API calls fail on purpose; the list fills as they do ('GET /users/1 404'). */
export function expectApiFailures(): readonly ApiFailure[] {
  expected = true;
  return failures;
}

/** The failures of the test that ended which it did not expect, as lines; resets for the next test. */
export function takeUnexpectedApiFailures(): string[] {
  const unexpected = expected ? [] : failures.map(({ url, error }) => `${url}: ${'status' in error ? error.status : ''} ${JSON.stringify(error)}`);
  failures.splice(0);
  expected = false;
  return unexpected;
}
