import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { HttpError } from './httpError.ts';
import { securityHeaderValues, type ScriptOrigins } from './securityHeaders.ts';
import { isDatabaseUnavailable, unavailableMessage } from '../db/unavailable.ts';
import { routeOf } from './requestRoute.ts';

/** A PostgreSQL error carries a 5-character SQLSTATE; class 22 is "data exception" (bad value). */
const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/**
 * What may be logged about an error: its code, its message and the route — never the error object,
 * whose driver fields (parameters, query, detail) can hold passwords' hashes and personal data. A
 * database message is cut before its first ': ', where PostgreSQL quotes the offending value.
 */
export function loggableError(error: unknown, req?: FastifyRequest) {
  const e = error as { code?: unknown; message?: unknown; name?: unknown };
  const state = sqlState(error);
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return {
    code: typeof e?.code === 'string' ? e.code : typeof e?.name === 'string' ? e.name : 'Error',
    message: state ? message.split(': ')[0] : message.split('\n')[0].slice(0, 300),
    ...(req ? { method: req.method, route: routeOf(req) } : {}),
  };
}

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty.',
  FST_ERR_BAD_URL: 'Malformed URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment is too long.',
};

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
    // A value the database cannot hold is bad input that slipped past validation: a 400, logged.
    if (sqlState(error)?.startsWith('22')) {
      req.log.warn(loggableError(error, req), 'database refused a value');
      return reply.status(400).send(fail('Invalid request: a value is not acceptable.'));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      req.log.warn(loggableError(error, req), 'database unavailable');
      return reply.status(503).header('Retry-After', '1').send(fail(unavailableMessage));
    }
    if (status >= 500 || status < 400) {
      req.log.error(loggableError(error, req), 'unhandled error');
      return reply.status(500).send(fail('Something went wrong on our side. Please try again later.'));
    }
    const code = (error as FastifyError).code;
    const message =
      frameworkMessages[code] ??
      (error instanceof SyntaxError ? 'Malformed JSON body.' : (error as FastifyError).validation ? `Invalid request: ${error.message}` : 'Bad request.');
    return reply.status(status).send(fail(message));
  });
}

/** Errors Fastify raises before routing (a bad percent-encoding, an over-long param): the envelope. */
export function frameworkErrors(scriptOrigins: ScriptOrigins) {
  return (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return reply
      .headers(securityHeaderValues(scriptOrigins))
      .status(status)
      .send(fail(frameworkMessages[error.code] ?? 'Bad request.'));
  };
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (oversized headers, garbage
 * request lines, timeouts): written on the socket as the envelope with the security headers.
 */
export function clientErrorHandler(scriptOrigins: ScriptOrigins) {
  return (err: Error & { code?: string }, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large.']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long.']
          : [400, 'Bad request.'];
    const body = JSON.stringify(fail(message));
    const headers = {
      ...securityHeaderValues(scriptOrigins),
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    if (socket.writable) {
      const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    }
    socket.destroy(err);
  };
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
