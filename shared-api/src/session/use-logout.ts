// SPEC section 4: logout calls the server, then clears the session even when the
// call fails, and goes where the caller says (the navbar to /login, the profile
// page to /home). The one logout of the composed site.
//
// The session is cleared only once the destination has rendered (see
// useEndSessionOnArrival): a page that needs a user would otherwise see the session
// end while it is still on screen and send the visitor to its own redirect
// (/login or /register) instead of where logout meant to go.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@marketplace/shared-api/router';
import { api } from '@marketplace/shared-api/api/api';
import { useLogoutMutation } from '@marketplace/shared-api/api/auth';
import { sessionCleared, sessionEnding } from '@marketplace/shared-api/session/session-slice';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';

/** Location state that asks the layout to end the session on arrival. */
const END_SESSION = 'endSession';

export function useLogout(): { logOut: (redirectTo: string) => Promise<void>; loggingOut: boolean } {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = useCallback(
    async (redirectTo: string) => {
      setLoggingOut(true);
      dispatch(sessionEnding());
      try {
        await logout().unwrap();
      } catch {
        // The base query has logged the failed call; the local session is cleared anyway.
      }
      await navigate(redirectTo, { replace: true, state: { [END_SESSION]: true } });
    },
    [logout, navigate, dispatch],
  );

  return { logOut, loggingOut };
}

/** Mounted once in the layout that stays on screen: ends the session after a logout navigation. */
export function useEndSessionOnArrival(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const ending = (location.state as Record<string, unknown> | null)?.[END_SESSION] === true;

  useEffect(() => {
    if (!ending) return;
    dispatch(sessionCleared());
    // Nothing cached for this user may show to the next one.
    dispatch(api.util.resetApiState());
    // Drop the marker so a reload or Back does not end a later session.
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [ending, dispatch, navigate, location.pathname, location.search]);
}
