// SPEC section 4, Session: at start, a stored user with a token is verified with
// the server; anything else starts logged out.
//
// Only a definite answer ends the session: a 401 means the token is no good. A
// request aborted because the page is unloading, a network error or a 5xx says
// nothing about the token, so the stored session is kept (the app stays in its
// loading state) and the check is tried again with a bounded backoff, and at once
// when the browser comes back online.
import { useEffect } from 'react';
import { useLazyVerifySessionQuery } from '@marketplace/shared-api/api/auth';
import { sessionCleared, verified } from '@marketplace/shared-api/session/session-slice';
import { useAppDispatch, useAppSelector } from '@marketplace/shared-api/store/hooks';

export const VERIFY_RETRY_FIRST_MS = 1_000;
export const VERIFY_RETRY_MAX_MS = 30_000;

/** 1 s, 2 s, 4 s ... capped at 30 s, for the retry after `failures` failed checks. */
export function verifyRetryDelay(failures: number): number {
  return Math.min(VERIFY_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), VERIFY_RETRY_MAX_MS);
}

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}

export function useSessionBootstrap(): void {
  const dispatch = useAppDispatch();
  const [verify] = useLazyVerifySessionQuery();
  // Read once: this runs for the session found in storage at start, not for later logins.
  const started = useAppSelector((state) => state.session);

  useEffect(() => {
    const { user, token } = started;
    if (!user || !token) {
      // With no user any stored token is removed; a user without a token cannot be verified.
      dispatch(sessionCleared());
      return;
    }
    let done = false;
    let inFlight = false;
    let failures = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = () => {
      done = true;
      clearTimeout(retryTimer);
      window.removeEventListener('online', check);
    };

    function check() {
      if (done || inFlight) return;
      clearTimeout(retryTimer);
      inFlight = true;
      verify()
        .unwrap()
        .then((fresh) => {
          if (done) return;
          finish();
          dispatch(verified(fresh));
        })
        .catch((error: unknown) => {
          if (done) return;
          if (isUnauthorized(error)) {
            // The base query has already cleared storage; this ends the loading state too.
            finish();
            dispatch(sessionCleared());
            return;
          }
          failures += 1;
          const delay = verifyRetryDelay(failures);
          console.warn(`Session verification did not get an answer; trying again in ${delay / 1000} s`, error);
          retryTimer = setTimeout(check, delay);
        })
        .finally(() => {
          inFlight = false;
        });
    }

    window.addEventListener('online', check);
    check();
    return finish;
    // Once, on mount: `started` is the session found in storage at start (see above).
  }, []);
}
