import { roleOf } from '../../admin/roles.ts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { signAccessToken } from '../../auth/accessToken.ts';
import { revokeFamilyOf, rotate, sealSuccessor, type TokenPair } from '../../auth/refreshTokens.ts';
import { findUserById } from '../../auth/users.ts';
import { profileOf } from '../../auth/profile.ts';
import { requireUser } from '../../http/caller.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, unauthorized } from '../../http/httpError.ts';
import { parse } from '../../http/validate.ts';
import { refreshBody, profileReply, tokenPair } from './schemas.ts';
import { describe } from '../../http/routeDoc.ts';
import { noData } from '../replyShapes.ts';

const sessionExpired = 'Your session has expired. Please log in again.';

/** Refresh (rotation with reuse detection), logout, and the profile of the logged-in user. */
export function sessionRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/auth/refresh', describe({ serialize: true, reply: tokenPair, errors: [401], access: 'public', summary: 'Swap a refresh token for a new access and refresh token', body: refreshBody }), async (req) => {
    const { refreshToken } = parse(refreshBody, req.body);
    if (!refreshToken) throw unauthorized(sessionExpired);
    const pair = await deps.db.transaction(async (tx): Promise<TokenPair | 'reused' | null> => {
      const result = await rotate(tx, deps.config.secrets.jwt, refreshToken);
      if (result.kind === 'grace') return result.pair;
      if (result.kind !== 'rotated') return result.kind === 'reused' ? 'reused' : null;
      const user = await findUserById(tx, result.userId);
      if (!user) return null;
      const fresh = { accessToken: await signAccessToken(deps.config.secrets.jwt, user.id, user.token_version), refreshToken: result.refreshToken };
      await sealSuccessor(tx, result.claimedId, refreshToken, fresh);
      return fresh;
    });
    if (pair === 'reused') req.log.warn('refresh token reuse: family revoked');
    if (!pair || pair === 'reused') throw unauthorized(sessionExpired);
    return ok(pair, 'Token refreshed.');
  });

  app.post('/api/auth/logout', describe({ reply: noData, access: 'public', summary: 'Sign out: the refresh token stops working', body: refreshBody }), async (req) => {
    const { refreshToken } = parse(refreshBody, req.body);
    if (!refreshToken) throw badRequest('Refresh token not found!');
    // An unknown or already revoked token is still a successful logout: there is nothing to end.
    await revokeFamilyOf(deps.db, deps.config.secrets.jwt, refreshToken);
    return ok(null, 'Logged out successfully.');
  });

  app.get('/api/auth/me', describe({ serialize: true, reply: profileReply, summary: 'The signed-in user: id, e-mail, names and role', access: 'user' }), async (req) => {
    const userId = await requireUser(req, deps);
    const user = await profileOf(deps.db, userId);
    if (!user) throw unauthorized(sessionExpired);
    // role (issue #15): lets the shell show the back-office link; the server still checks it on /api/admin.
    return ok({ ...user, role: await roleOf(deps.db, userId) }, 'Profile loaded.');
  });
}
