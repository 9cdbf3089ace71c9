import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { loginRoute } from './login.ts';
import { profileRoute } from './profile.ts';
import { recoveryRoutes } from './recovery.ts';
import { sessionRoutes } from './session.ts';
import { signupRoute } from './signup.ts';

/** Accounts area: signup, login, logout, refresh, password recovery, profile. */
export function authRoutes(app: FastifyInstance, deps: Deps) {
  signupRoute(app, deps);
  loginRoute(app, deps);
  sessionRoutes(app, deps);
  recoveryRoutes(app, deps);
  profileRoute(app, deps);
}
