import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { HttpError } from '../../http/httpError.ts';
import { loggableError } from '../../http/errorHandling.ts';
import { listProviderProductCards } from '../../content/providerProducts.ts';
import { describe } from '../../http/routeDoc.ts';

/**
 * The test page's products, fetched by the server from the print provider (the original page
 * called the provider from the browser with its token embedded; here the token stays server-side).
 */
export function providerProductRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/provider/products', describe({ summary: "The print provider's first products, read by the server with its own credential" }), async (req) => {
    try {
      return ok(await listProviderProductCards(deps.print.catalogue), 'Products fetched successfully');
    } catch (err) {
      req.log.warn(loggableError(err, req), 'print provider product list failed');
      throw new HttpError(502, 'Unable to load products from the print provider. Please try again later.');
    }
  });
}
