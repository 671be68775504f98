// The signed-in visitor as the screens need them: the id and whether they are an admin.
import { selectIsAdmin, selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';

export interface Viewer {
  /** Null when nobody is signed in. */
  id: string | null;
  signedIn: boolean;
  isAdmin: boolean;
}

export function useViewer(): Viewer {
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  return { id: user?.id ?? null, signedIn: user !== null, isAdmin };
}
