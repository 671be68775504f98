// How an API call says who is calling (SPEC section 7): the bearer token from
// storage. One place, for the fetch layer and the first page's early requests,
// which must send what the fetch layer would for it to adopt their answers.
import { readToken } from '@marketplace/shared-api/session/storage';

/** Sets Authorization on `headers` when a token is stored; returns them. */
export function setAuthorization(headers: Headers): Headers {
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
