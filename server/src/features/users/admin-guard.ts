// The product always keeps an admin: nobody could accept premium applications,
// hide reviews or undo a mistake otherwise. An admin cannot change their own
// premium or role (another admin must), and no edit or deletion may take away
// the last admin. Two admins demoting or deleting each other at once queue on
// the admins' rows, locked in one order, so the second sees the first's change.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/index';
import { conflict } from '../../http-error';

export const OWN_ADMIN_FIELDS_LOCKED = 'You cannot change your own premium or role. Ask another admin to do it.';
export const LAST_ADMIN = 'This is the only admin. Make another user an admin first.';

/** 409 when the user leaving the admins (demoted or deleted, inside tx) is the last one. */
export async function assertAnotherAdminRemains(tx: Executor, leavingUserId: string): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.premium, 'Admin')).orderBy(asc(users.id)).for('update');
  if (admins.some((admin) => admin.id === leavingUserId) && admins.length <= 1) throw conflict(LAST_ADMIN);
}

/** 409 when an admin's edit of their own account changes their premium or role. */
export function assertNotOwnAdminFields(
  edit: { callerId: string; userId: string; premium?: string; role: string },
  current: { premium: string; role: string },
): void {
  if (edit.callerId !== edit.userId) return;
  const premiumChanged = edit.premium !== undefined && edit.premium !== current.premium;
  if (premiumChanged || edit.role !== current.role) throw conflict(OWN_ADMIN_FIELDS_LOCKED);
}
