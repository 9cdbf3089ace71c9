import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError, notFound } from '../http/httpError.ts';
import { registry } from './metrics.ts';

/**
 * /metrics is not public (issue #24: `store_orders_total{event="paid"}` let anyone follow sales).
 * - METRICS_PORT: served only on its own port (METRICS_HOST, default 127.0.0.1), never on the store's;
 * - METRICS_TOKEN: on the store's port with `Authorization: Bearer <token>` (and on METRICS_PORT too when both are set);
 * - neither: off (404), and the start-up log says how to turn it on.
 */
export function metricsRoute(app: FastifyInstance, config: Pick<Config, 'metrics'>) {
  app.get('/metrics', async (req, reply) => {
    const { token, port } = config.metrics;
    if (port !== undefined || !token) throw notFound(`No route for GET /metrics`);
    if (!bearerMatches(req.headers.authorization, token)) throw new HttpError(401, 'Metrics need the metrics bearer token.');
    reply.header('Content-Type', registry.contentType);
    return registry.metrics();
  });
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The scrape-only listener for METRICS_PORT: GET /metrics and nothing else. */
export async function startMetricsServer(config: Pick<Config, 'metrics'>): Promise<Server> {
  const { port, host, token } = config.metrics;
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') return void res.writeHead(404).end();
    if (token && !bearerMatches(req.headers.authorization, token)) return void res.writeHead(401).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}

/** One start-up line on where metrics are. */
export function metricsStartLine(config: Pick<Config, 'metrics'>): string {
  const { token, port, host } = config.metrics;
  if (port !== undefined) return `[metrics] on http://${host}:${port}/metrics only${token ? ' (bearer token required)' : ''}`;
  if (token) return '[metrics] GET /metrics needs the METRICS_TOKEN bearer token';
  return '[metrics] off: set METRICS_TOKEN (bearer token on this port) or METRICS_PORT (a separate port) to scrape /metrics';
}
