// SPEC section 4: logout calls the server, then clears the session even when the
// call fails; from the profile page it goes to /home.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@marketplace/shared-api/api/api';
import { useLogoutMutation } from '@marketplace/shared-api/api/auth';
import { sessionCleared } from '@marketplace/shared-api/session/session-slice';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';

export function useLogoutToHome(): { logOut: () => Promise<void>; loggingOut: boolean } {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const clearWhenLeft = useRef(false);

  // The session is cleared once this page has left the screen. Cleared any earlier,
  // the private layout this page sits in would send the visitor to /login instead
  // of /home: the router commits a finished navigation in a transition, after a
  // store update has already re-rendered the old page.
  useEffect(
    () => () => {
      if (!clearWhenLeft.current) return;
      dispatch(sessionCleared());
      // Nothing cached for this user may show to the next one.
      dispatch(api.util.resetApiState());
    },
    [dispatch],
  );

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout().unwrap();
    } catch (error) {
      console.error('Logout call failed; clearing the local session anyway', error);
    }
    clearWhenLeft.current = true;
    await navigate('/home', { replace: true });
  }, [logout, navigate]);

  return { logOut, loggingOut };
}
