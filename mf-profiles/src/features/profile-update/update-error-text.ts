// SPEC section 8, Profile update: the server's message; 'Server error: {status} -
// {text}' when it sent none; 'No response received from server. Please check your
// connection.' when nothing came back; 'Error: {message}' for anything else.
import { isFetchError } from '@marketplace/shared-api/api/errors';
import type { ApiErrorBody } from '@marketplace/shared-api/types';

export const NO_RESPONSE = 'No response received from server. Please check your connection.';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase of a status, as a browser's statusText would give it. */
export function statusText(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

export function profileUpdateErrorText(error: unknown): string {
  if (isFetchError(error)) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return NO_RESPONSE;
    if (error.status === 'CUSTOM_ERROR') return `Error: ${error.error}`;
    const data = error.data as Partial<ApiErrorBody> | undefined;
    if (data && typeof data === 'object' && typeof data.message === 'string' && data.message) return data.message;
    if (error.status === 'PARSING_ERROR') {
      // An answer that is not JSON: a server error page, or a success we cannot read.
      if (error.originalStatus >= 400) return `Server error: ${error.originalStatus} - ${statusText(error.originalStatus)}`;
      return `Error: ${error.error}`;
    }
    return `Server error: ${error.status} - ${statusText(error.status)}`;
  }
  const message = error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
    ? String((error as { message: unknown }).message)
    : String(error);
  return `Error: ${message || 'Unknown error'}`;
}
