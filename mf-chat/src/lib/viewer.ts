// The signed-in user's id, as the chat screens need it (whose message is whose).
import { selectUser } from '@marketplace/shared-api/session/session-slice';
import { useAppSelector } from '@marketplace/shared-api/store/hooks';

export function useViewerId(): string | null {
  return useAppSelector(selectUser)?.id ?? null;
}
