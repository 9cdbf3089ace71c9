import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** Accounts area: signup, login, logout, refresh, password recovery, profile. */
export function authRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
