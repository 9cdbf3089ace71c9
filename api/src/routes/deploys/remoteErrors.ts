import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { countersOf } from '../../auth/counters.ts';
import { describeWait, takeHit } from '../../auth/throttle.ts';
import { tooMany } from '../../http/httpError.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { remoteNames } from '@store/federation';
import type { RemoteRegistry } from '../../remotes/registry.ts';
import type { VersionStats } from '../../remotes/versionStats.ts';
import { bucketFrom, variantFor } from '../../remotes/visitorVariant.ts';
import { errorReportReply } from './replies.ts';

/** What a remote's error boundary sends: no message, no URL, nothing about the visitor. */
const report = z
  .object({
    remote: z.string().refine((r) => remoteNames.includes(r), 'Name a remote of store-remotes.json.'),
    version: z.string().regex(/^[\w.-]{1,80}$/, 'A version is the one in the remote’s address.').optional(),
    name: z.string().regex(/^[A-Za-z][\w$.]{0,79}$/, "Send the error's name only (e.g. TypeError)."),
    route: z.string().max(200).regex(/^\/[\w/:.*-]*$/, 'Send the route pattern (e.g. /product/:slug), not the address.'),
  })
  .strict();

/**
 * Error reports from the shell's remote error boundary, counted per remote version (/metrics, the
 * Deploys page, the canary guard). The version counted is the one the browser names, if the store
 * still serves it (live or canary; otherwise the report is dropped, never charged to another
 * version); a report that names none is charged to the version this visitor's cookie gets. Rate limited per address so no one can roll a canary back by flooding reports.
 */
export function remoteErrorRoutes(app: FastifyInstance, deps: Deps, registry: RemoteRegistry, stats: VersionStats) {
  const counters = countersOf(deps);
  app.post('/api/remote-errors', describe({ reply: errorReportReply, status: 202, errors: [429], summary: "Report that a remote's page failed in the browser (remote, version, error name, route pattern)", access: 'public', body: report }), async (req, reply) => {
    const wait = await takeHit(counters, [{ key: `remote-errors:${req.ip}`, max: deps.config.remoteErrorReportsPerMinute, windowSeconds: 60 }]);
    if (wait > 0) throw tooMany(`Too many error reports. Please try again in ${describeWait(wait)}.`, wait);
    const body = parse(report, req.body);
    const live = registry.live().find((r) => r.name === body.remote);
    if (!live) return reply.status(202).send(ok({ counted: false }, 'That remote is not live; the report was not counted.'));
    const served = [live.version, ...(live.canary ? [live.canary.version] : [])];
    // a report names the version the page ran: one no longer served (a canary rolled back before the
    // report came) is not charged to whatever is live now; it is dropped
    if (body.version && !served.includes(body.version)) return reply.status(202).send(ok({ counted: false }, 'That version is no longer served; the report was not counted.'));
    const version = body.version ?? variantFor([live], bucketFrom(req.headers.cookie) ?? 100).versions[body.remote]!;
    stats.error(body.remote, version);
    return reply.status(202).send(ok({ counted: true, version }, 'Thank you; the error was counted.'));
  });
}
