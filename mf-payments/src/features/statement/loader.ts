// /earnings/statements/{month} reads that month's statement while the page's code
// loads; a month that is no month (the page says so) is not asked for.
import type { LoaderFunctionArgs } from '@marketplace/shared-api/router';
import { earningsApi } from '@marketplace/shared-api/api/earnings';
import { statementParamsSchema } from '@marketplace/shared-api/schemas/earnings';
import { prefetchSignedIn } from '@marketplace/shared-api/store/prefetch';

export async function statementLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const month = params.month ?? '';
  if (!statementParamsSchema.safeParse({ month }).success) return null;
  await prefetchSignedIn((dispatch) => dispatch(earningsApi.endpoints.getStatement.initiate(month, { subscribe: false })));
  return null;
}
