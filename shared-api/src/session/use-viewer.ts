// The one viewer hook: the signed-in user as every screen needs them.
//
//   const viewer = useViewer();
//   if (!viewer.signedIn) navigate('/login');
import { selectIsAdmin, selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import type { User } from '@marketplace/shared-api/types';

export interface Viewer {
  /** Null when nobody is signed in. */
  id: string | null;
  signedIn: boolean;
  isAdmin: boolean;
  role: User['role'] | null;
}

export function useViewer(): Viewer {
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  return { id: user?.id ?? null, signedIn: user !== null, isAdmin, role: user?.role ?? null };
}
