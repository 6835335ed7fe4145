/**
 * Errors, one shape for every call: every failure answers `{ message }` (plus `errors: { field: message }` for
 * validation) with a fitting status; a 500 never shows internals (details go to the log only).
 */
import {
  GENERIC_ERROR_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  type ErrorResponse,
} from '@chamber/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** More fields of the answer beside `message` (a save conflict says who saved, and when). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} was not found.`);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, details);

/** True when any text in `data` holds a NUL character, which no field of ours may contain. */
function containsNul(data: unknown): boolean {
  if (typeof data === 'string') return data.includes('\u0000');
  if (Array.isArray(data)) return data.some(containsNul);
  if (data && typeof data === 'object') return Object.values(data).some(containsNul);
  return false;
}

/** Parses `data` with a contracts schema, or throws a 400 carrying the spec's messages. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // PostgreSQL cannot store NUL in text; refusing it here keeps both databases alike.
  if (containsNul(data)) throw badRequest('The request contains a character that is not allowed.');
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]?.message ?? 'The request is not valid.', errors);
}

/** Fastify's own error codes that are the client's fault, with the message to show. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: UPLOAD_TOO_LARGE_MESSAGE },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The request has too many parts.' },
  FST_FILES_LIMIT: { status: 413, message: 'Please upload one file at a time.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The request has too many fields.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: 'The request is not multipart.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form field is not valid JSON.' },
  FST_PROTO_VIOLATION: {
    status: 400,
    message: 'The request has a field name that is not allowed.',
  },
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let status: number;
    let body: ErrorResponse;
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        ...error.details,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      };
    } else if ('code' in error && FRAMEWORK_ERRORS[error.code]) {
      ({ status } = FRAMEWORK_ERRORS[error.code]);
      body = { message: FRAMEWORK_ERRORS[error.code].message };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: 'Too many requests. Please wait a moment and try again.' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message };
    } else {
      status = 500;
      body = { message: GENERIC_ERROR_MESSAGE };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message: body.message }, 'request refused');
    return reply.status(status).send(body);
  });
});
