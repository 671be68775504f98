// One error shape everywhere: { message, field? }. Validation failures name the
// field; 5xx are logged with the request id and answered without details.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@marketplace/shared-api/types';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../http-error';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
export const NOT_FOUND_MESSAGE = 'Not found';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Try again in a moment.';
/** How long a client is asked to wait while the database is unreachable; the pool retries on the next request. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ValidationIssue {
  message?: string;
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const CONTEXT_LABEL: Record<string, string> = {
  body: 'Request body',
  params: 'Path parameters',
  querystring: 'Query string',
  headers: 'Headers',
};

/** The first zod issue as { message, field }; field is the issue path joined with '.'. */
export function validationErrorBody(issue: ValidationIssue, context: string | undefined): ApiErrorBody {
  const field = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  // .strict() objects report unknown keys as one issue on the parent; name the first unknown key.
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
    const unknownKey = String(issue.params.keys[0]);
    const fullField = field ? `${field}.${unknownKey}` : unknownKey;
    return { message: `Unknown field: ${fullField}`, field: fullField };
  }
  // The whole body (or params) missing or of the wrong type: there is no field to name.
  if (!field) {
    const label = CONTEXT_LABEL[context ?? ''] ?? 'Request';
    return { message: issue.keyword === 'invalid_type' ? `${label} must be a JSON object` : (issue.message ?? `${label} is invalid`) };
  }
  return { message: issue.message ?? `${field} is invalid`, field };
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) with readable messages. */
function frameworkErrorBody(error: FastifyError): ApiErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: 'The request body is not valid JSON' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: 'Unsupported content type: send application/json' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: 'The request body is too large' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { message: 'The Content-Length header does not match the body' };
    default:
      return { message: error.message || 'Bad request' };
  }
}

/** Fastify's frameworkErrors option: router errors (FST_ERR_BAD_URL…) answered as 400 in the one shape. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook has run for this request: its security headers and request id are set here.
  request.server.setSecurityHeaders(request, reply);
  void reply.header('x-request-id', request.id);
  const body: ApiErrorBody = error.code === 'FST_ERR_BAD_URL' ? { message: BAD_URL_MESSAGE } : frameworkErrorBody(error);
  void reply.code(400).send(body);
}

export const BAD_URL_MESSAGE = 'The address is not valid';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { ...error.details, message: error.message, ...(error.field ? { field: error.field } : {}) };
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationErrorBody(error.validation[0], error.validationContext));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(frameworkErrorBody(error));
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug in the request or the code: the database is away for now. The process stays up and
      // the next request tries a fresh connection, so the client is told to come back, not that we failed.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    // request.log carries the request id, also sent to the client as x-request-id.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: NOT_FOUND_MESSAGE }));
}
