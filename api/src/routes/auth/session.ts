import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { signAccessToken } from '../../auth/accessToken.ts';
import { revokeFamilyOf, rotate } from '../../auth/refreshTokens.ts';
import { findUserById, toUser } from '../../auth/users.ts';
import { requireUser } from '../../http/caller.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, unauthorized } from '../../http/httpError.ts';
import { parse } from '../../http/validate.ts';
import { refreshBody } from './schemas.ts';

const sessionExpired = 'Your session has expired. Please log in again.';

/** Refresh (rotation with reuse detection), logout, and the profile of the logged-in user. */
export function sessionRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/auth/refresh', async (req) => {
    const { refreshToken } = parse(refreshBody, req.body);
    if (!refreshToken) throw unauthorized(sessionExpired);
    const result = await deps.db.transaction((tx) => rotate(tx, refreshToken));
    if (result.kind !== 'rotated') {
      if (result.kind === 'reused') req.log.warn('refresh token reuse: family revoked');
      throw unauthorized(sessionExpired);
    }
    const user = await findUserById(deps.db, result.userId);
    if (!user) throw unauthorized(sessionExpired);
    const accessToken = await signAccessToken(deps.config.secrets.jwt, user.id, user.token_version);
    return ok({ accessToken, refreshToken: result.refreshToken }, 'Token refreshed.');
  });

  app.post('/api/auth/logout', async (req) => {
    const { refreshToken } = parse(refreshBody, req.body);
    if (!refreshToken) throw badRequest('Refresh token not found!');
    // An unknown or already revoked token is still a successful logout: there is nothing to end.
    await revokeFamilyOf(deps.db, refreshToken);
    return ok(null, 'Logged out successfully.');
  });

  app.get('/api/auth/me', async (req) => {
    const userId = await requireUser(req, deps);
    const user = await findUserById(deps.db, userId);
    if (!user) throw unauthorized(sessionExpired);
    return ok(toUser(user), 'Profile loaded.');
  });
}
