import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { fail, ok } from '../http/envelope.ts';
import { http5xx, httpDuration, pageRequestsTotal, renderApiCallsTotal, setJobStatesReader, setPoolReader, setQueueDepthReader, setRedisReader } from './metrics.ts';
import { isInProcess, pageOf, routeOf } from '../http/requestRoute.ts';
import { metricsRoute } from './metricsAccess.ts';
import { describe } from '../http/routeDoc.ts';
import { z } from 'zod';

/** An incoming X-Request-Id is kept when it looks like one (the balancer's), else a fresh UUID. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
}

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/**
 * Request id on every reply (and, through Fastify's child logger, on every log line), latency and
 * 5xx metrics per route pattern (a page's: its live route table pattern, requestRoute.ts), GET /metrics (Prometheus, never public: metricsAccess.ts) and GET /api/ready (what the balancer
 * checks: the database answers, and Redis when one is configured).
 */
export function installObservability(app: FastifyInstance, deps: Deps) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req);
    const status = reply.statusCode;
    const statusClass = `${Math.floor(status / 100)}xx`;
    // a server render's own API calls are its work, not traffic (#43 item 3)
    if (isInProcess(req)) return void renderApiCallsTotal.inc({ route, status: statusClass });
    httpDuration.observe({ route, method: req.method, status: statusClass }, reply.elapsedTime / 1000);
    if (status >= 500) http5xx.inc({ route });
    const page = pageOf(req);
    if (page) pageRequestsTotal.inc({ route, remote: page.remote, status: statusClass });
  });

  // what the scrape reads from this app (the last app built in a process, in tests)
  setPoolReader(deps.db.poolStats ? () => deps.db.poolStats?.() : undefined);
  setRedisReader(deps.redis?.enabled ? () => deps.redis!.up : undefined);
  // one read of the queue per scrape for both gauges: they agree, and the database is asked once
  let jobStates: { at: number; rows: ReturnType<typeof deps.jobs.states> } | undefined;
  const readJobStates = () => {
    if (!jobStates || Date.now() - jobStates.at > 250) jobStates = { at: Date.now(), rows: deps.jobs.states() };
    return jobStates.rows;
  };
  setJobStatesReader(readJobStates);
  setQueueDepthReader(readJobStates);
  metricsRoute(app, deps.config);

  app.get('/api/ready', describe({ reply: readiness, errors: [503], access: 'public', summary: 'Readiness for a load balancer: database and cache reachable, not draining' }), async (_req, reply) => {
    const [database, redis] = await Promise.all([
      withTimeout(deps.db.query('SELECT 1'), 800).then(
        () => true,
        () => false,
      ),
      deps.redis?.enabled ? withTimeout(deps.redis.ping(), 500).catch(() => false) : Promise.resolve(true),
    ]);
    // Redis down degrades (caches fall back to the database) but an instance without it is still
    // worth sending shoppers to; only the database decides readiness.
    const data = { database, redis: deps.redis?.enabled ? redis : 'not configured', draining: Boolean(deps.draining?.()) };
    if (!database || data.draining) return reply.status(503).send({ ...fail('Not ready.'), data });
    return ok(data);
  });
}

/** /api/ready's data, also sent with the 503 (issue #43: every reply declared) */
const readiness = z.object({ database: z.boolean(), redis: z.union([z.boolean(), z.literal('not configured')]), draining: z.boolean() });
