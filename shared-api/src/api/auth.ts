// Session and auth calls (SPEC section 7).
import type { LoginBody, RegisterInput } from '@marketplace/shared-api/schemas/auth';
import type { LoginResponse, User } from '@marketplace/shared-api/types';
import { api } from '@marketplace/shared-api/api/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<User, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    verifySession: build.query<User, void>({
      query: () => '/users/verify',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useLazyVerifySessionQuery } = authApi;
