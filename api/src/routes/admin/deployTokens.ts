import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { notFound } from '../../http/httpError.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { createDeployToken, listDeployTokens, revokeDeployToken } from '../../remotes/deployTokens.ts';
import { deployTokenMade, deployTokenRow, idReply } from './replies.ts';

const tokenBody = z.object({ label: z.string().trim().min(2, 'Name the team or pipeline the token is for.').max(80) });
const tokenParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** Deploy tokens: an admin makes one per team pipeline (shown once), lists and revokes them. */
export function adminDeployTokenRoutes(admin: FastifyInstance, deps: Deps) {
  admin.get('/deploy-tokens', describe({ reply: z.array(deployTokenRow), summary: 'Deploy tokens (labels, never the tokens)', access: 'admin' }), async () => ok(await listDeployTokens(deps.db)));
  admin.post('/deploy-tokens', describe({ reply: deployTokenMade, status: 201, summary: "A new deploy token for a team's pipeline: shown once", access: 'admin', body: tokenBody }), async (req, reply) => {
    const { label } = parse(tokenBody, req.body);
    const made = await createDeployToken(deps.db, label, await requireUser(req, deps));
    reply.status(201);
    return ok(made, 'Copy the token now: it is not shown again.');
  });
  admin.delete('/deploy-tokens/:id', describe({ reply: idReply, summary: 'Revoke a deploy token', access: 'admin', params: tokenParams }), async (req) => {
    const { id } = parse(tokenParams, req.params);
    if (!(await revokeDeployToken(deps.db, id))) throw notFound('No such deploy token, or it is already revoked.');
    return ok({ id }, 'Revoked.');
  });
}
