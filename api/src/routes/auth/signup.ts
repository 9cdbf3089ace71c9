import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { signInReply } from '../../auth/session.ts';
import { insertUser } from '../../auth/users.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest, conflict } from '../../http/httpError.ts';
import { parse } from '../../http/validate.ts';
import { fillAllFields, requireEmail, requirePassword } from './checks.ts';
import { guestUidOf } from './guest.ts';
import { signupBody } from './schemas.ts';
import { describe } from '../../http/routeDoc.ts';
import { authData } from '../replyShapes.ts';

const NAME_MAX = 100;

export function signupRoute(app: FastifyInstance, deps: Deps) {
  app.post('/api/auth/signup', describe({ reply: authData, status: 201, errors: [409], access: 'public', summary: 'Create an account and sign in', body: signupBody }), async (req, reply) => {
    const body = parse(signupBody, req.body);
    const firstName = (body.fName ?? body.firstName ?? '').trim();
    const lastName = (body.lName ?? body.lastName ?? '').trim();
    if (!firstName || !lastName || !body.email?.trim() || !body.password) throw badRequest(fillAllFields);
    if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) throw badRequest(`Names must be at most ${NAME_MAX} characters long.`);
    const email = requireEmail(body.email);
    const password = requirePassword(body.password);
    const passwordHash = await hashPassword(password);
    const data = await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, { firstName, lastName, email, passwordHash });
      if (!user) throw conflict('An account with this email already exists. Please log in instead.');
      return signInReply(tx, deps, user, guestUidOf(req, body.guestUid));
    });
    return reply.status(201).send(ok(data, 'Registration successful!'));
  });
}
