// SPEC section 4, Session: at start, a stored user with a token is verified with
// the server; anything else starts logged out.
import { useEffect } from 'react';
import { useLazyVerifySessionQuery } from '@marketplace/shared-api/api/auth';
import { sessionCleared, verified } from '@marketplace/shared-api/session/session-slice';
import { useAppDispatch, useAppSelector } from '@marketplace/shared-api/store/hooks';

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
    let cancelled = false;
    verify()
      .unwrap()
      .then((fresh) => {
        if (!cancelled) dispatch(verified(fresh));
      })
      .catch((error: unknown) => {
        console.error('Session verification failed', error);
        if (!cancelled) dispatch(sessionCleared());
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
