// /admin/user/{userId}: the user with every field.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { adminApi } from '@marketplace/shared-api/api/admin';
import { prefetch } from '../../lib/prefetch';

export async function userUpdateLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const userId = params.userId ?? '';
  return prefetch((dispatch) => dispatch(adminApi.endpoints.getAdminUser.initiate(userId, { subscribe: false })));
}
