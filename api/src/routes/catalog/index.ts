import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { homeProductsRoutes } from './homeProducts.ts';
import { listingRoutes } from './listings.ts';
import { productDetailsRoutes } from './productDetails.ts';
import { searchRoutes } from './search.ts';
import { blueprintRoutes } from './blueprints.ts';
import { favouritesCartRoutes } from './favouritesCart.ts';

/** Catalogue area: listings, product details, search, blueprints, wishlist toggle. */
export function catalogRoutes(app: FastifyInstance, deps: Deps) {
  homeProductsRoutes(app, deps);
  listingRoutes(app, deps);
  productDetailsRoutes(app, deps);
  searchRoutes(app, deps);
  blueprintRoutes(app, deps);
  favouritesCartRoutes(app, deps);
}
