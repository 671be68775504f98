// The admin layout variant (SPEC section 6, Admin): visitors go to /login (and come
// back after logging in), members to /profile. The check waits for the session.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from '@marketplace/shared-api/router';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import { selectIsAdmin, selectSessionLoading, selectUser } from '@marketplace/shared-api/session/session-slice';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';

export function RequireAdmin() {
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const loading = useAppSelector(selectSessionLoading);
  const location = useLocation();
  if (loading) return <PageSkeleton label="Checking your session" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!isAdmin) return <Navigate to="/profile" replace />;
  return <Outlet />;
}

/**
 * Stands in for an admin route whose remote was not downloaded because the viewer
 * was not an admin then. RequireAdmin renders it only for an admin, who signed in
 * since: a fresh page load lets route discovery download the remote now.
 */
export function ReloadForAdmin({ reload = () => window.location.reload() }: { reload?: () => void }) {
  useEffect(reload, [reload]);
  return <PageSkeleton label="Opening the admin console" />;
}
