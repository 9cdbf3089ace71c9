import type { FastifyRequest } from 'fastify';

/** Fields that must never reach a log line even if someone logs a request or body object (log.ts). */
export { logRedaction } from '../log.ts';

/**
 * Request log lines name the method and path, never the query string: filters, search terms and
 * tokens in a URL are request parameters.
 */
export const requestSerializers = {
  req(req: FastifyRequest) {
    return { method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip };
  },
};
