// The one fetch layer (SPEC section 7): /api on our own host, cookies sent,
// the bearer token from storage on every call, and a 401 ends the session.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { logApiFailure } from '@marketplace/shared-api/api/failure-log';
import { sessionCleared } from '@marketplace/shared-api/session/session-slice';
import { clearStoredSession, readToken } from '@marketplace/shared-api/session/storage';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error) {
    logApiFailure({ url: typeof args === 'string' ? args : args.url, error: result.error });
    if (result.error.status === 401) {
      clearStoredSession();
      api.dispatch(sessionCleared());
    }
  }
  return result;
};
