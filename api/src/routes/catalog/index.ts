import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { homeProductsRoutes } from './homeProducts.ts';

/** Catalogue area: listings, product details, search, blueprints, wishlist toggle. */
export function catalogRoutes(app: FastifyInstance, deps: Deps) {
  homeProductsRoutes(app, deps);
}
