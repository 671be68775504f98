// Every failed API call is reported here once, by the base query: the screens show
// the failure from the cache entry and need not log it again. The report goes to
// the console in the browser; a test environment puts its own logger in place
// (jest/api-failures.ts collects them, so a test states which failures it expects).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export interface ApiFailure {
  /** The path under /api, e.g. '/users/profile'. */
  url: string;
  error: FetchBaseQueryError;
}

export type ApiFailureLogger = (failure: ApiFailure) => void;

const consoleLogger: ApiFailureLogger = ({ url, error }) => console.error('API call failed', url, error);

let logger: ApiFailureLogger = consoleLogger;

/** Replaces the logger; returns a function that puts the previous one back. */
export function setApiFailureLogger(next: ApiFailureLogger): () => void {
  const previous = logger;
  logger = next;
  return () => {
    logger = previous;
  };
}

export function logApiFailure(failure: ApiFailure): void {
  logger(failure);
}
