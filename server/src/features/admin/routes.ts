// Admin console routes (SPEC section 7, Admin), every one behind requireAdmin:
// 401 to visitors, 403 to members, checked from the token on the server. The
// users list and the edit (GET /api/users, PUT /api/users/{id}) are the users
// feature's; the premium applications are the premium feature's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfilePostSchema, auditLogQuerySchema } from '@marketplace/shared-api/schemas/admin';
import { adminUserBookingsSchema, auditLogPageSchema } from '@marketplace/shared-api/schemas/admin-responses';
import { successSchema } from '@marketplace/shared-api/schemas/common-responses';
import { postIdParamsSchema } from '@marketplace/shared-api/schemas/profiles';
import { profilePostResponseSchema } from '@marketplace/shared-api/schemas/profiles-responses';
import { idParamsSchema } from '@marketplace/shared-api/schemas/users';
import { notFound } from '../../http-error';
import { callerOf } from '../../plugins/auth';
import type { BookingsFeature } from '../bookings/plugin';
import { POST_NOT_FOUND, type ProfilePostsService } from '../profiles/profile-posts-service';
import { USER_NOT_FOUND } from '../users/service';
import type { AuditLog } from './audit-log';
import type { DeleteUser } from './delete-user';

export interface AdminRoutesOptions {
  deleteUser: DeleteUser;
  audit: AuditLog;
  profilePosts: Pick<ProfilePostsService, 'publish' | 'delete'>;
  userBookings: BookingsFeature['adminBookingsOf'];
}

const success = { response: { 200: successSchema } };

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { deleteUser, audit, profilePosts, userBookings }) => {
  const adminOnly = { onRequest: app.auth.requireAdmin };

  app.delete('/api/users/admin/:id', { ...adminOnly, schema: { params: idParamsSchema, ...success } }, async (request) => {
    await deleteUser(request.params.id, callerOf(request));
    return { success: true as const };
  });

  app.delete('/api/users/admin/post/:postId', { ...adminOnly, schema: { params: postIdParamsSchema, ...success } }, async (request) => {
    const admin = callerOf(request);
    const deleted = await profilePosts.delete(request.params.postId, admin, (tx, post) =>
      audit.record(tx, { actorId: admin.userId, action: 'post.delete', targetType: 'post', targetId: post.id, changes: { userId: { from: post.userId, to: null } } }),
    );
    if (!deleted) throw notFound(POST_NOT_FOUND);
    return { success: true as const };
  });

  app.post(
    '/api/users/admin/profile-post/:id',
    { ...adminOnly, schema: { params: idParamsSchema, body: adminProfilePostSchema, response: { 200: profilePostResponseSchema } } },
    async (request) => {
      const admin = callerOf(request);
      return profilePosts.publish(request.params.id, { description: request.body.description }, admin, (tx, post) =>
        audit.record(tx, {
          actorId: admin.userId,
          action: 'post.create',
          targetType: 'post',
          targetId: post.id,
          changes: { userId: { from: null, to: post.userId }, description: { from: null, to: post.description } },
        }),
      );
    },
  );

  app.get(
    '/api/users/admin/:id/bookings',
    { ...adminOnly, schema: { params: idParamsSchema, response: { 200: adminUserBookingsSchema } } },
    async (request) => {
      const found = await userBookings(request.params.id);
      if (!found) throw notFound(USER_NOT_FOUND);
      return found;
    },
  );

  app.get('/api/users/admin/audit-log', { ...adminOnly, schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } }, async (request) =>
    audit.page(request.query),
  );
};
