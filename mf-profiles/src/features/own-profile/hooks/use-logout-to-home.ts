// SPEC section 4: logout calls the server, then clears the session even when the
// call fails; from the profile page it goes to /home.
import { useCallback, useState } from 'react';
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

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout().unwrap();
    } catch (error) {
      console.error('Logout call failed; clearing the local session anyway', error);
    }
    // Leave the private route first: clearing the session while still on it would
    // make the private layout send the visitor to /login instead of /home.
    await navigate('/home', { replace: true });
    dispatch(sessionCleared());
    // Nothing cached for this user may show to the next one.
    dispatch(api.util.resetApiState());
  }, [dispatch, logout, navigate]);

  return { logOut, loggingOut };
}
