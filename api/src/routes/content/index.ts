import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** Content area: blogs, newsletter, provider test page. */
export function contentRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
