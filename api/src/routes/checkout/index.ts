import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { cartRoutes } from './cartRoutes.ts';
import { orderRoutes } from './orderRoutes.ts';
import { paymentRoutes } from './paymentRoutes.ts';
import { webhookRoutes } from './webhookRoutes.ts';
import { discountRoutes } from './discountRoutes.ts';

/** Checkout area: cart, shipping, billing, orders, payment, fulfilment webhooks and jobs. */
export function checkoutRoutes(app: FastifyInstance, deps: Deps) {
  cartRoutes(app, deps);
  orderRoutes(app, deps);
  paymentRoutes(app, deps);
  webhookRoutes(app, deps);
  discountRoutes(app, deps);
}
