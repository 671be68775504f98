// /admin: the first page of users and the premium applications.
import { adminApi } from '@marketplace/shared-api/api/admin';
import { prefetch } from '../../lib/prefetch';
import { USERS_PAGE_SIZE } from './page-size';

export async function adminConsoleLoader(): Promise<null> {
  await Promise.all([
    prefetch((dispatch) =>
      dispatch(adminApi.endpoints.getAdminUserPages.initiate({ limit: USERS_PAGE_SIZE }, { subscribe: false })),
    ),
    prefetch((dispatch) => dispatch(adminApi.endpoints.getPremiumApplications.initiate(undefined, { subscribe: false }))),
  ]);
  return null;
}
