// Profile, search, listing and portfolio calls (SPEC section 7, Users and profiles;
// Profile posts and listings).
import type { z } from 'zod';
import { api, LIST } from '@marketplace/shared-api/api/api';
import type { ProfilePostBody } from '@marketplace/shared-api/schemas/profiles';
import type { ownPostsSchema, profilePostsPageSchema } from '@marketplace/shared-api/schemas/profiles-responses';
import type { ProfileUpdateBody } from '@marketplace/shared-api/schemas/users';
import type { Listing, ProfilePost, Project, User, UserView } from '@marketplace/shared-api/types';

/** The list page's search criteria, as they stand in the URL. */
export interface ProfileSearchParams {
  userName?: string;
  location?: string;
  skills?: string;
  /** Only assistants whose earned rating is at least this. */
  minRating?: string;
  limit?: number;
  cursor?: string;
}

export type ProfilePostsPage = z.infer<typeof profilePostsPageSchema>;

export type OwnPosts = z.infer<typeof ownPostsSchema>;

/** The list page's filters without paging: the cache key of the "Load more" pages. */
export type ProfileSearchCriteria = Omit<ProfileSearchParams, 'cursor'>;

/** GET /api/users: every field for admins; members may ask only premium=Admin and get public fields. */
export interface UsersPage {
  users: UserView[];
  nextCursor: string | null;
}

export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProfilePosts: build.query<ProfilePostsPage, ProfileSearchParams>({
      query: (params) => ({ url: '/profiles/posts', params }),
      providesTags: (result) => [
        ...(result?.posts ?? []).map(({ id }) => ({ type: 'ProfilePost' as const, id })),
        { type: 'ProfilePost', id: LIST },
      ],
    }),
    /**
     * The same GET /profiles/posts, as pages chained by nextCursor, for a "Load more"
     * list: one cache entry per set of filters, and a refetch reloads every loaded page.
     */
    searchProfilePostPages: build.infiniteQuery<ProfilePostsPage, ProfileSearchCriteria, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/profiles/posts',
        params: pageParam ? { ...queryArg, cursor: pageParam } : queryArg,
      }),
      providesTags: (result) => [
        ...(result?.pages ?? []).flatMap((page) => page.posts.map(({ id }) => ({ type: 'ProfilePost' as const, id }))),
        { type: 'ProfilePost', id: LIST },
      ],
    }),
    getProfilePost: build.query<ProfilePost, string>({
      query: (id) => `/profiles/posts/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'ProfilePost', id }],
    }),
    /** The profile page's user: every field it shows (bio, rating, responseTime, createdAt...). */
    getProfile: build.query<UserView, string>({
      query: (id) => `/profiles/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** A user's projects (listings); the signed-in user's own without an id. */
    getUserProjects: build.query<Project[], string | void>({
      query: (userId) => ({ url: '/profiles/user-posts', params: userId ? { userId } : undefined }),
      providesTags: (result) => [
        ...(result ?? []).map(({ id }) => ({ type: 'Listing' as const, id })),
        { type: 'Listing', id: LIST },
      ],
    }),
    getOwnPosts: build.query<OwnPosts, void>({
      query: () => '/users/profile-posts',
      providesTags: [
        { type: 'ProfilePost', id: 'OWN' },
        { type: 'SavedPost', id: LIST },
      ],
    }),
    createProfilePost: build.mutation<{ id: string }, ProfilePostBody>({
      query: (body) => ({ url: '/profiles/profile', method: 'POST', body }),
      invalidatesTags: [
        { type: 'ProfilePost', id: LIST },
        { type: 'ProfilePost', id: 'OWN' },
      ],
    }),
    deleteProfilePost: build.mutation<void, string>({
      query: (postId) => ({ url: `/profiles/posts/${encodeURIComponent(postId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, postId) => [
        { type: 'ProfilePost', id: postId },
        { type: 'ProfilePost', id: LIST },
        { type: 'ProfilePost', id: 'OWN' },
      ],
    }),
    getListing: build.query<Listing, string>({
      query: (id) => `/posts/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Listing', id }],
    }),
    toggleSavePost: build.mutation<{ isSaved: boolean }, { postId: string }>({
      query: (body) => ({ url: '/users/save', method: 'POST', body }),
      invalidatesTags: [{ type: 'SavedPost', id: LIST }],
    }),
    updateUser: build.mutation<User, { id: string; body: ProfileUpdateBody }>({
      query: ({ id, body }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'ProfilePost', id: LIST },
        { type: 'ProfilePost', id: 'OWN' },
      ],
    }),
    getUsers: build.query<UsersPage, { premium?: User['premium']; search?: string; cursor?: string } | void>({
      query: (params) => ({ url: '/users', params: params ?? undefined }),
      providesTags: (result) => [
        ...(result?.users ?? []).map(({ id }) => ({ type: 'User' as const, id })),
        { type: 'User', id: LIST },
      ],
    }),
    getOwnImages: build.query<{ images: string[] }, void>({
      query: () => '/users/images',
      providesTags: [{ type: 'Image', id: LIST }],
    }),
    addOwnImages: build.mutation<{ images: string[] }, { images: string[] }>({
      query: (body) => ({ url: '/users/images', method: 'POST', body }),
      invalidatesTags: [{ type: 'Image', id: LIST }],
    }),
    deleteOwnImage: build.mutation<{ images: string[] }, { imageUrl: string }>({
      query: (body) => ({ url: '/users/images', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'Image', id: LIST }],
    }),
  }),
});

export const {
  useSearchProfilePostsQuery,
  useSearchProfilePostPagesInfiniteQuery,
  useGetProfilePostQuery,
  useGetProfileQuery,
  useGetUserProjectsQuery,
  useGetOwnPostsQuery,
  useCreateProfilePostMutation,
  useDeleteProfilePostMutation,
  useGetListingQuery,
  useToggleSavePostMutation,
  useUpdateUserMutation,
  useGetUsersQuery,
  useGetOwnImagesQuery,
  useAddOwnImagesMutation,
  useDeleteOwnImageMutation,
} = profilesApi;
