// Reading the one error shape ({ message, field? }) out of whatever a call threw.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '@marketplace/shared-api/types';

export type CallError = FetchBaseQueryError | SerializedError | undefined | unknown;

export function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The HTTP status of a failed call, or null for network and client-side failures. */
export function errorStatus(error: CallError): number | null {
  return isFetchError(error) && typeof error.status === 'number' ? error.status : null;
}

/** True when the request never got an HTTP answer (offline, server down, CORS). */
export function isNetworkError(error: CallError): boolean {
  return isFetchError(error) && error.status === 'FETCH_ERROR';
}

/** The server's message when it sent one, otherwise the fallback. */
export function errorMessage(error: CallError, fallback: string): string {
  if (isFetchError(error)) {
    const data = error.data as Partial<ApiErrorBody> | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
    return fallback;
  }
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}

/** The field a 400 named, if any. */
export function errorField(error: CallError): string | undefined {
  if (!isFetchError(error)) return undefined;
  const data = error.data as Partial<ApiErrorBody> | undefined;
  return typeof data?.field === 'string' ? data.field : undefined;
}
