import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { HttpError } from './httpError.ts';

/**
 * One error policy: every failure keeps the envelope with the right status, and no stack trace
 * or internal message ever reaches the client.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && typeof error.extra.retryAfter === 'number') reply.header('Retry-After', String(error.extra.retryAfter));
      return reply.status(error.statusCode).send(fail(error.message, error.extra));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(fail('Something went wrong on our side. Please try again later.'));
    }
    const code = (error as FastifyError).code;
    const message =
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'Malformed JSON body.'
        : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large.'
          : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type.'
            : code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body is empty.'
              : (error as FastifyError).validation
                ? `Invalid request: ${error.message}`
                : 'Bad request.';
    return reply.status(status).send(fail(message));
  });
}

/** Unknown /api paths answer a 404 envelope; other paths are left to the page fallback. */
export function apiNotFound(app: FastifyInstance, pageFallback?: (req: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || !pageFallback || req.method !== 'GET') {
      return reply.status(404).send(fail(`No route for ${req.method} ${req.url.split('?')[0]}`));
    }
    return pageFallback(req, reply);
  });
}
