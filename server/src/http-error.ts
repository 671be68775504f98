// The one error shape of the API ({ message, field? }), thrown by services and
// routes and turned into a response by plugins/errors.ts.
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Extra response headers (Retry-After on 429 and 503). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const unauthorized = () => new HttpError(401, AUTHENTICATION_REQUIRED);
export const conflict = (message: string) => new HttpError(409, message);
