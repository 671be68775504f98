// The one error shape of the API ({ message, field? }, and what a refusal must show
// beside them, such as the bookings a 409 is about), thrown by services and routes and
// turned into a response by plugins/errors.ts.
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    { headers, details }: HttpErrorExtras = {},
  ) {
    super(message);
    this.headers = headers;
    this.details = details;
  }

  readonly headers?: Record<string, string>;
  readonly details?: Record<string, unknown>;
}

/** What a few refusals carry beyond message and field. */
export interface HttpErrorExtras {
  /** Extra response headers (Retry-After on 429 and 503). */
  headers?: Record<string, string>;
  /** More of the body, beside message and field (a 409's conflicting bookings). */
  details?: Record<string, unknown>;
}

export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const unauthorized = () => new HttpError(401, AUTHENTICATION_REQUIRED);
export const conflict = (message: string, field?: string, details?: Record<string, unknown>) => new HttpError(409, message, field, { details });

/** A 429 or 503 that tells the caller when to try again. */
export const retryLater = (statusCode: 429 | 503, message: string, afterSeconds: number) =>
  new HttpError(statusCode, message, undefined, { headers: { 'retry-after': String(afterSeconds) } });
