import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/** Checkout area: cart, shipping, billing, orders, payment, fulfilment webhooks. */
export function checkoutRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
