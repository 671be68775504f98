// The one fetch layer (SPEC section 7): /api on our own host, cookies sent,
// the bearer token from storage on every call, and a 401 ends the session.
// A first page's reads its HTML sent early (page-data.ts) are adopted, not sent again.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { logApiFailure } from '@marketplace/shared-api/api/failure-log';
import { sessionCleared } from '@marketplace/shared-api/session/session-slice';
import { clearStoredSession } from '@marketplace/shared-api/session/storage';
import { setAuthorization } from '@marketplace/shared-api/api/authorization';
import { takePageDataResponse } from '@marketplace/shared-api/api/page-data';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: setAuthorization,
  // The first page's data may already be on its way (page-data.ts). fetchBaseQuery
  // passes one Request; the type allows what fetch itself takes.
  fetchFn: (input, init) => (input instanceof Request && takePageDataResponse(input)) || fetch(input, init),
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  // A call the app aborted itself (a query whose last subscriber left while it ran, e.g.
  // a dialog closing as its data refetches) did not fail: nothing to report.
  if (result.error) {
    if (!api.signal.aborted) logApiFailure({ url: typeof args === 'string' ? args : args.url, error: result.error });
    if (result.error.status === 401) {
      clearStoredSession();
      api.dispatch(sessionCleared());
    }
  }
  return result;
};
