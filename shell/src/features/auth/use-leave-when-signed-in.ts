// /login and /register are for visitors: someone signed in who lands on either
// (a bookmark, Back, a link) goes on to where they were heading (the private
// layout's `from`) or to the search page, as a login does. It is also how the
// login form leaves once it has signed the visitor in: one place decides where to.
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@marketplace/shared-api/router';
import { selectSessionEnding, selectSessionLoading, selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import type { LoginPageState } from './login-messages';

export function useLeaveWhenSignedIn(): void {
  const user = useAppSelector(selectUser);
  // A stored session still being checked may turn out invalid; a logout that came
  // here ends the session only once this page is on screen (use-logout.ts).
  // Both are read on every render: hooks come in the same order each time.
  const loading = useAppSelector(selectSessionLoading);
  const ending = useAppSelector(selectSessionEnding);
  const settled = !loading && !ending;
  const signedIn = user !== null && settled;
  const navigate = useNavigate();
  const { from } = (useLocation().state as LoginPageState | null) ?? {};

  // An effect, so a prerendered page's first render still matches its HTML.
  useEffect(() => {
    if (signedIn) void navigate(from && from !== '/login' ? from : '/profile/list', { replace: true });
  }, [signedIn, from, navigate]);
}
