import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one error shape of every 4xx/5xx answer: `{ error: { code, message } }`. `code` is a stable
 * snake_case identifier a client can branch on; `message` is for people and logs.
 */
export interface ErrorBody {
  error: { code: string; message: string };
}

/** An expected failure a handler throws; the error handler turns it into the uniform JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const unauthorized = (message = 'Login required', code = 'unauthenticated') => new HttpError(401, code, message);
export const forbidden = (message = 'Forbidden', code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
/** A limit a handler checks itself: 429 too_many_attempts with Retry-After in whole seconds. */
export const tooManyAttempts = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, 'too_many_attempts', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Path of a request without its query string: query strings may carry an access token. */
export function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(errorBody('not_found', `Route ${request.method} ${pathOf(request)} not found`));
}

/** The code of Fastify's own 4xx errors (bad JSON, body too large, wrong media type), which keep their status. */
export function errorCodeOf(status: number | undefined): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 404:
      return 'not_found';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return 'request_error';
  }
}

/** Installs the uniform error and not-found answers on the root instance. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(errorCodeOf(status), error.message));
    }
    // Unexpected: log everything, tell the client nothing it could exploit.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('internal_error', 'Internal server error'));
  });
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
}
