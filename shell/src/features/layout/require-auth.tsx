// The private layout variant: signed-out visitors go to /login, and come back
// to where they were heading after logging in.
import { Navigate, Outlet, useLocation } from '@marketplace/shared-api/router';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { selectSessionLoading, selectUser } from '@marketplace/shared-api/session/session-slice';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';

export function RequireAuth() {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectSessionLoading);
  const location = useLocation();
  if (loading) return <PageSkeleton label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
