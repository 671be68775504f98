// User calls used across features (SPEC section 7, Users and profiles).
import type { User, UserView } from '@marketplace/shared-api/types';
import { api } from '@marketplace/shared-api/api/api';

export interface UploadImageResponse {
  imageUrl: string;
}

/** How the server crops and limits an upload (SPEC section 5, Uploads). */
export type UploadPurpose = 'profile' | 'avatar' | 'portfolio';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every field for the user themself and admins, the public ones for everyone else. */
    getUser: build.query<UserView, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    findUser: build.query<UserView, string>({
      query: (userId) => `/users/find/${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    uploadImage: build.mutation<UploadImageResponse, { file: File | Blob; purpose?: UploadPurpose }>({
      query: ({ file, purpose = 'profile' }) => {
        const form = new FormData();
        form.append('image', file);
        return { url: '/users/upload-image', method: 'POST', params: { purpose }, body: form };
      },
    }),
    setInitialProfilePicture: build.mutation<User, { id: string; profilePicture: string }>({
      query: ({ id, profilePicture }) => ({
        url: `/users/${encodeURIComponent(id)}/initial-profile-picture`,
        method: 'PUT',
        body: { profilePicture },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }],
    }),
  }),
});

export const { useGetUserQuery, useFindUserQuery, useUploadImageMutation, useSetInitialProfilePictureMutation } =
  usersApi;
