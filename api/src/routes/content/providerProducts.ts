import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { HttpError } from '../../http/httpError.ts';
import { loggableError } from '../../http/errorHandling.ts';
import { listProviderProductCards } from '../../content/providerProducts.ts';
import { describe } from '../../http/routeDoc.ts';
import { cachedLoader, PROVIDER_PRODUCTS_FAILURE_TTL_MS, PROVIDER_PRODUCTS_TTL_MS } from '../../content/providerProductsCache.ts';
import { providerProductCards } from './replies.ts';

/**
 * The test page's products, fetched by the server from the print provider (the original page
 * called the provider from the browser with its token embedded; here the token stays server-side).
 */
export function providerProductRoutes(app: FastifyInstance, deps: Deps) {
  // public, as the spec's test page is; the provider hears of it at most once per TTL per instance
  const cards = cachedLoader(() => listProviderProductCards(deps.print.catalogue), { ttlMs: PROVIDER_PRODUCTS_TTL_MS, failureTtlMs: PROVIDER_PRODUCTS_FAILURE_TTL_MS });
  app.get('/api/provider/products', describe({ reply: providerProductCards, errors: [502], access: 'public', summary: "The print provider's first products, read by the server with its own credential (cached 5 minutes)" }), async (req, reply) => {
    try {
      const data = await cards();
      reply.header('Cache-Control', 'public, max-age=60');
      return ok(data, 'Products fetched successfully');
    } catch (err) {
      req.log.warn(loggableError(err, req), 'print provider product list failed');
      throw new HttpError(502, 'Unable to load products from the print provider. Please try again later.');
    }
  });
}
