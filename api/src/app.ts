import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Deps } from './deps.ts';
import { apiNotFound, installErrorHandling } from './http/errorHandling.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { healthRoutes } from './routes/health.ts';
import { mockupRoutes } from './routes/mockups.ts';
import { catalogRoutes } from './routes/catalog/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { checkoutRoutes } from './routes/checkout/index.ts';
import { contentRoutes } from './routes/content/index.ts';
import { serveFrontends } from './static/frontends.ts';
import { catalogHead } from './catalog/catalogHead.ts';

export interface AppOptions {
  /** serve the built shell and remotes too (npm start); API-only in tests */
  frontends?: boolean;
  logger?: boolean;
}

/** Builds the server; nothing listens until the caller says so (tests use inject). */
export async function buildApp(deps: Deps, opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger
      ? {
          level: deps.config.logLevel,
          // Card data and secrets never reach a log line.
          redact: ['req.headers.authorization', 'req.headers.cookie', 'body.cardNumber', 'body.cvv', 'body.password'],
        }
      : false,
    bodyLimit: 256 * 1024,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  installErrorHandling(app);
  installSecurityHeaders(app);
  // JSON and the front ends' JS/CSS/SVG shrink 4–10× on the wire; brotli at a cheap level.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });

  healthRoutes(app, deps);
  mockupRoutes(app);
  catalogRoutes(app, deps);
  authRoutes(app, deps);
  checkoutRoutes(app, deps);
  contentRoutes(app, deps);

  const pageFallback = opts.frontends ? await serveFrontends(app, deps.config, { head: catalogHead(deps) }) : undefined;
  apiNotFound(app, pageFallback);
  return app;
}
