import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/httpError.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { DeployRefused, deployVersion, promoteCanary, rollbackTo } from '../../remotes/deploys.ts';
import type { GateDeps } from '../../remotes/deployGate.ts';
import type { RemoteRegistry } from '../../remotes/registry.ts';
import { deployOverview } from '../../remotes/deployOverview.ts';
import { deployedReply, promotedReply, registryOverview, rolledBackReply } from './replies.ts';

/** A deploy carries a whole build; everything else stays under the store's 256 KB. */
const UPLOAD_LIMIT = 64 * 1024 * 1024;

const remoteParam = z.object({ remote: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/, 'Name a remote of store-remotes.json.') });
const filePath = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9_@.-]+(\/[A-Za-z0-9_@.-]+)*$/, 'A file path is relative, with / between plain names.')
  .refine((p) => !p.split('/').some((s) => s === '..' || s === '.'), 'A file path may not go up a folder.');
const deployBody = z.object({
  files: z.array(z.object({ path: filePath, data: z.string().max(48 * 1024 * 1024).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'File data is base64.') })).min(1).max(5_000),
  canary: z.number().int().min(1).max(99).optional(),
  /** required for a remote that serves the payment page (PCI DSS 6.4.3: every script's written reason) */
  reason: z.string().trim().max(500).optional(),
});
const rollbackBody = z.object({ to: z.string().max(80).optional(), reason: z.string().trim().max(500).optional() });
const ifMatch = z.string().regex(/^(W\/)?"?\d{1,15}"?$/, 'If-Match is the revision from GET /api/deploys.').optional();

function revisionOf(req: FastifyRequest): number | undefined {
  const header = req.headers['if-match'];
  if (header === undefined) return undefined;
  const value = parse(ifMatch, header);
  return value === undefined ? undefined : Number(value.replace(/\D/g, ''));
}

function refused(error: unknown): never {
  if (error instanceof DeployRefused) throw new HttpError(error.status, `Refused (${error.check}): ${error.message}`);
  throw error;
}

/**
 * Deploys of one remote at a time, by its team: upload a build (a new immutable version, checked by
 * the gate, then live or a canary), roll back, promote a canary, and read the registry. Every change
 * of what is live calls `afterChange` (the payment page's check).
 */
export function deployRoutes(app: FastifyInstance, deps: Deps, registry: RemoteRegistry, gate: GateDeps, afterChange: () => void = () => {}) {
  app.register(
    async (scope) => {
      // every route here declares access 'deployer': its check (routes/access.ts) names the deployer
      const actor = (req: FastifyRequest) => req.deployer ?? 'unknown';

      scope.get('/', describe({ reply: registryOverview, summary: 'The registry of remotes: live versions, canaries, versions, history, error rates (ETag = revision)', access: 'deployer' }), async (_req, reply) => {
        const overview = await deployOverview(deps.db);
        reply.header('ETag', `"${overview.revision}"`);
        return ok(overview);
      });
      scope.post('/:remote', { bodyLimit: UPLOAD_LIMIT, ...describe({ reply: deployedReply, status: 201, errors: [409, 412, 422], summary: 'Deploy a build of one remote as a new version (gate-checked; live, or a canary)', access: 'deployer', params: remoteParam, body: deployBody }) }, async (req, reply) => {
        const { remote } = parse(remoteParam, req.params);
        const body = parse(deployBody, req.body);
        const files = body.files.map((f) => ({ path: f.path, body: Buffer.from(f.data, 'base64') }));
        const done = await deployVersion(deps.db, registry, gate, { remote, files, actor: actor(req), reason: body.reason, canaryPercent: body.canary, ifRevision: revisionOf(req) }).catch(refused);
        afterChange();
        reply.status(201).header('ETag', `"${done.revision}"`);
        return ok(done, done.canary ? `${remote} ${done.version} serves ${body.canary} % of visitors.` : `${remote} ${done.version} is live.`);
      });
      scope.post('/:remote/rollback', describe({ reply: rolledBackReply, errors: [409, 412, 422], summary: 'Make the previous version (or the named one) live again', access: 'deployer', params: remoteParam, body: rollbackBody }), async (req, reply) => {
        const { remote } = parse(remoteParam, req.params);
        const body = parse(rollbackBody, req.body ?? {});
        const done = await rollbackTo(deps.db, registry, { remote, to: body.to, reason: body.reason, actor: actor(req), ifRevision: revisionOf(req) }).catch(refused);
        afterChange();
        reply.header('ETag', `"${done.revision}"`);
        return ok(done, `${remote} ${done.version} is live again.`);
      });
      scope.post('/:remote/promote', describe({ reply: promotedReply, errors: [409, 412, 422], summary: "Make a remote's canary live for everyone", access: 'deployer', params: remoteParam }), async (req, reply) => {
        const { remote } = parse(remoteParam, req.params);
        const done = await promoteCanary(deps.db, registry, { remote, actor: actor(req), ifRevision: revisionOf(req) }).catch(refused);
        afterChange();
        reply.header('ETag', `"${done.revision}"`);
        return ok(done, `${remote} ${done.version} is live for everyone.`);
      });
    },
    { prefix: '/api/deploys' },
  );
}
