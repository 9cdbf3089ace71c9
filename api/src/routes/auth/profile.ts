import type { FastifyInstance } from 'fastify';
import { profileErrors, trimProfile } from '@store/shared/rules';
import type { Deps } from '../../deps.ts';
import { profileOf, saveProfile } from '../../auth/profile.ts';
import { requireUser } from '../../http/caller.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, unauthorized } from '../../http/httpError.ts';
import { describe } from '../../http/routeDoc.ts';
import { profileBody, profileReply } from './schemas.ts';

/**
 * POST /api/auth/profile: edits the logged-in user's own profile. The user is the token's; any
 * user id in the body is ignored.
 */
export function profileRoute(app: FastifyInstance, deps: Deps) {
  app.post('/api/auth/profile', describe({ reply: profileReply, body: profileBody, summary: "Change the signed-in user's own profile", access: 'user' }), async (req) => {
    const userId = await requireUser(req, deps);
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const input = trimProfile(body);
    const errors = Object.values(profileErrors(input));
    if (errors.length) throw badRequest(errors[0]);
    await saveProfile(deps.db, userId, input);
    const user = await profileOf(deps.db, userId);
    if (!user) throw unauthorized('Your session has expired. Please log in again.');
    return ok(user, 'Profile saved.');
  });
}
