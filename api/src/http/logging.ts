import type { FastifyRequest } from 'fastify';

/** Fields that must never reach a log line even if someone logs a request or body object. */
export const logRedaction = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-guest-uid"]',
  'body',
  'params',
  'parameters',
  'query',
  'err.parameters',
  'err.params',
  'err.query',
  'err.detail',
];

/**
 * Request log lines name the method and path, never the query string: filters, search terms and
 * tokens in a URL are request parameters.
 */
export const requestSerializers = {
  req(req: FastifyRequest) {
    return { method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip };
  },
};
