// The admin layout variant, inside the private one: only admins (premium Admin)
// may open admin routes; others are redirected to /profile (SPEC section 5, Admin).
import { Navigate, Outlet } from 'react-router-dom';
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';

export function RequireAdmin() {
  const user = useAppSelector(selectUser);
  if (user?.premium !== 'Admin') return <Navigate to="/profile" replace />;
  return <Outlet />;
}
