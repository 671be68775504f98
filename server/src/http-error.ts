// The one error shape of the API ({ message, field? }, and what a refusal must show
// beside them, such as the bookings a 409 is about), thrown by services and routes and
// turned into a response by plugins/errors.ts.
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Extra response headers (Retry-After on 429 and 503). */
    readonly headers?: Record<string, string>,
    /** More of the body, beside message and field (a 409's conflicting bookings). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const unauthorized = () => new HttpError(401, AUTHENTICATION_REQUIRED);
export const conflict = (message: string, field?: string, details?: Record<string, unknown>) => new HttpError(409, message, field, undefined, details);
