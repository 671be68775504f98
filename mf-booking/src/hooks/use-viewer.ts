// The signed-in user as the booking screens need them.
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';
import type { User } from '@marketplace/shared-api/types';

export function useViewer(): { id: string | null; role: User['role'] | null } {
  const user = useAppSelector(selectUser);
  return { id: user?.id ?? null, role: user?.role ?? null };
}
