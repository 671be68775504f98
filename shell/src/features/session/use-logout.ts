// SPEC section 4: logout calls the server, then clears the session even if the call fails.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@marketplace/shared-api/api/auth';
import { api } from '@marketplace/shared-api/api/api';
import { sessionCleared } from '@marketplace/shared-api/session/session-slice';
import { useAppDispatch } from '@marketplace/shared-api/store/hooks';

export function useLogout(): (redirectTo: string) => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (redirectTo: string) => {
      try {
        await logout().unwrap();
      } catch (error) {
        console.error('Logout call failed; clearing the local session anyway', error);
      }
      dispatch(sessionCleared());
      // Nothing cached for the previous user may show to the next one.
      dispatch(api.util.resetApiState());
      navigate(redirectTo);
    },
    [dispatch, logout, navigate],
  );
}
