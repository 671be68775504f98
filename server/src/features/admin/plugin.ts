// The admin feature: owns admin_audit_log and the account deletion. The audit
// log is built first in app.ts (createAuditLog), because the users and premium
// features record their admin writes in it too; this plugin builds the
// deletion once and registers the console's own routes under /api/users/admin.
import type { FastifyInstance } from 'fastify';
import type { BookingsFeature } from '../bookings/plugin';
import type { ProfilePostsService } from '../profiles/profile-posts-service';
import type { AuditLog } from './audit-log';
import { createDeleteUser, type DeleteUserDeps } from './delete-user';
import { adminRoutes } from './routes';

export interface AdminDeps extends Omit<DeleteUserDeps, 'audit'> {
  audit: AuditLog;
  profilePosts: Pick<ProfilePostsService, 'publish' | 'delete' | 'listChanged'>;
  /** Read through the bookings feature, so the console never queries its tables itself. */
  userBookings: BookingsFeature['adminBookingsOf'];
}

export async function registerAdmin(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  await app.register(adminRoutes, { deleteUser: createDeleteUser(deps), audit: deps.audit, profilePosts: deps.profilePosts, userBookings: deps.userBookings });
}
