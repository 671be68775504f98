// Admin console calls (SPEC section 7, Admin). The server answers 401
// to visitors and 403 to members on every one of them.
//
// Tags: users are tagged 'User' (the admin list by LIST), the audit log
// 'AuditLog' (every admin write invalidates it), applications 'Premium'.
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { AdminProfilePostInput, AuditLogQuery, PremiumDecisionInput } from '@marketplace/shared-api/schemas/admin';
import type { ProfileUpdateInput } from '@marketplace/shared-api/schemas/users';
import type {
  AdminUser,
  AdminUsersPage,
  AuditLogPage,
  PremiumApplication,
  PremiumApplicationsList,
  ProfilePost,
} from '@marketplace/shared-api/types';

/** The users table's search, without paging: the cache key of its pages. */
export interface AdminUsersCriteria {
  search?: string;
  limit?: number;
}

const AUDIT_LOG = { type: 'AuditLog' as const, id: LIST };
const APPLICATIONS = { type: 'Premium' as const, id: 'APPLICATIONS' };

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users as an admin: every field; pages chained by nextCursor, one cache entry per search. */
    getAdminUserPages: build.infiniteQuery<AdminUsersPage, AdminUsersCriteria, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/users',
        params: {
          ...(queryArg.search?.trim() ? { search: queryArg.search.trim() } : {}),
          ...(queryArg.limit ? { limit: queryArg.limit } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: (result) => [
        ...(result?.pages ?? []).flatMap((page) => page.users.map(({ id }) => ({ type: 'User' as const, id }))),
        { type: 'User', id: LIST },
      ],
    }),
    /** GET /users/{id} as an admin answers every field (the /admin/user/{userId} form). */
    getAdminUser: build.query<AdminUser, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** PUT /users/{id} with every admin field (premium, role, salaryRate >= 0, skills). */
    adminUpdateUser: build.mutation<AdminUser, { id: string; body: ProfileUpdateInput }>({
      query: ({ id, body }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: LIST },
        { type: 'ProfilePost', id: LIST },
        AUDIT_LOG,
      ],
    }),
    /** DELETE /users/admin/{id}: the account and everything that belongs to it. */
    adminDeleteUser: build.mutation<{ success: true }, string>({
      query: (id) => ({ url: `/users/admin/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'User', id },
        { type: 'User', id: LIST },
        { type: 'ProfilePost', id: LIST },
        APPLICATIONS,
        AUDIT_LOG,
      ],
    }),
    /** DELETE /users/admin/post/{postId}: a profile post. */
    adminDeletePost: build.mutation<{ success: true }, string>({
      query: (postId) => ({ url: `/users/admin/post/${encodeURIComponent(postId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, postId) => [
        { type: 'ProfilePost', id: postId },
        { type: 'ProfilePost', id: LIST },
        AUDIT_LOG,
      ],
    }),
    /** POST /users/admin/profile-post/{id}: posts the user to the listing ('Post to Listing'). */
    adminPostToListing: build.mutation<ProfilePost, { id: string; body: AdminProfilePostInput }>({
      query: ({ id, body }) => ({ url: `/users/admin/profile-post/${encodeURIComponent(id)}`, method: 'POST', body }),
      invalidatesTags: [{ type: 'ProfilePost', id: LIST }, AUDIT_LOG],
    }),
    /** GET /users/admin/premium-applications: pending first. */
    getPremiumApplications: build.query<PremiumApplicationsList, void>({
      query: () => '/users/admin/premium-applications',
      providesTags: [APPLICATIONS],
    }),
    /** POST /users/admin/premium-applications/{userId}: accept, or decline with a reason. */
    decidePremiumApplication: build.mutation<PremiumApplication, { userId: string; body: PremiumDecisionInput }>({
      query: ({ userId, body }) => ({
        url: `/users/admin/premium-applications/${encodeURIComponent(userId)}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { userId }) => [
        APPLICATIONS,
        { type: 'Premium', id: userId },
        { type: 'User', id: userId },
        AUDIT_LOG,
      ],
    }),
    /** GET /users/admin/audit-log: newest first, pages chained by nextCursor. */
    getAuditLogPages: build.infiniteQuery<AuditLogPage, Omit<AuditLogQuery, 'cursor'> | void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/users/admin/audit-log',
        params: { ...(queryArg ?? {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [AUDIT_LOG],
    }),
  }),
});

export const {
  useGetAdminUserPagesInfiniteQuery,
  useGetAdminUserQuery,
  useAdminUpdateUserMutation,
  useAdminDeleteUserMutation,
  useAdminDeletePostMutation,
  useAdminPostToListingMutation,
  useGetPremiumApplicationsQuery,
  useDecidePremiumApplicationMutation,
  useGetAuditLogPagesInfiniteQuery,
} = adminApi;
