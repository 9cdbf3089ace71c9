import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { blogRoutes } from './blogs.ts';
import { blogImageRoutes } from './blogImages.ts';
import { newsletterRoutes } from './newsletter.ts';
import { providerProductRoutes } from './providerProducts.ts';

/** Content area: blogs, newsletter, provider test page. */
export function contentRoutes(app: FastifyInstance, deps: Deps) {
  blogRoutes(app, deps);
  blogImageRoutes(app, deps);
  newsletterRoutes(app, deps);
  providerProductRoutes(app, deps);
}
