// /admin/user/{userId}: the user with every field.
import type { LoaderFunctionArgs } from '@marketplace/shared-api/router';
import { adminApi } from '@marketplace/shared-api/api/admin';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';

export async function userUpdateLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const userId = params.userId ?? '';
  await prefetchSignedIn((dispatch) => dispatch(adminApi.endpoints.getAdminUser.initiate(userId, { subscribe: false })));
  return null;
}
