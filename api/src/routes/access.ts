import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { requireUser } from '../http/caller.ts';
import { forbidden, unauthorized } from '../http/httpError.ts';
import type { AccessChecks } from '../http/routeRegistry.ts';
import { roleOf } from '../admin/roles.ts';
import { isDeployToken, verifyDeployToken } from '../remotes/deployTokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** who is deploying, set by the deployer check: `token:<label>` or `user:<id>` (for the audit trail) */
    deployer?: string;
  }
}

/** 401 for a guest, 403 for a customer (the role is read from the database, never from the token). */
async function requireAdmin(req: FastifyRequest, deps: Deps): Promise<void> {
  const userId = await requireUser(req, deps);
  if ((await roleOf(deps.db, userId)) !== 'admin') throw forbidden('This page is for the store owner.');
}

/** Who may deploy: a deploy token an admin made (a team's pipeline), or a signed-in admin. Never anonymous. */
async function requireDeployer(req: FastifyRequest, deps: Deps): Promise<void> {
  const auth = req.headers.authorization ?? '';
  const bearer = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  if (bearer && isDeployToken(bearer)) {
    const label = await verifyDeployToken(deps.db, bearer);
    if (!label) throw unauthorized('This deploy token is not valid.');
    req.deployer = `token:${label}`;
    return;
  }
  if (!bearer) throw unauthorized('Deploys need a deploy token or an admin session.');
  const userId = await requireUser(req, deps);
  if ((await roleOf(deps.db, userId)) !== 'admin') throw forbidden('Deploys need the deployer role (an admin, or a deploy token).');
  req.deployer = `user:${userId}`;
}

/** The check behind each access a route can declare (http/routeDoc.ts); public and guest-or-user need none. */
export function accessChecks(deps: Deps): AccessChecks {
  return {
    user: async (req) => void (await requireUser(req, deps)),
    admin: (req) => requireAdmin(req, deps),
    deployer: (req) => requireDeployer(req, deps),
  };
}
