// SPEC section 4: logout calls the server, then clears the session even when the
// call fails, and goes where the caller says (the navbar to /login, the profile
// page to /home). The one logout of the composed site.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@marketplace/shared-api/api/api';
import { useLogoutMutation } from '@marketplace/shared-api/api/auth';
import { sessionCleared } from '@marketplace/shared-api/session/session-slice';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';

export function useLogout(): { logOut: (redirectTo: string) => Promise<void>; loggingOut: boolean } {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = useCallback(
    async (redirectTo: string) => {
      setLoggingOut(true);
      try {
        await logout().unwrap();
      } catch (error) {
        console.error('Logout call failed; clearing the local session anyway', error);
      }
      // Leave the current page first: a page that needs a user would otherwise
      // react to the cleared session with its own redirect (to /login or /register).
      await navigate(redirectTo, { replace: true });
      dispatch(sessionCleared());
      // Nothing cached for this user may show to the next one.
      dispatch(api.util.resetApiState());
      setLoggingOut(false);
    },
    [dispatch, logout, navigate],
  );

  return { logOut, loggingOut };
}
