import type { FastifyInstance } from 'fastify';
import { rejectBadText } from './validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** body fields of this route that are multi-line text (\r allowed as well as \n and \t) */
    multilineFields?: readonly string[];
  }
}

/**
 * Every route, present and future, refuses control characters and lone surrogates in its params,
 * query and JSON body before its handler runs: a 400 naming the field instead of a database 500.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    rejectBadText(req.params);
    rejectBadText(req.query);
    rejectBadText(req.body, { multiline: req.routeOptions.config?.multilineFields });
  });
}
