import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { sendOkWithCachedData } from '../../http/cachedJson.ts';
import { getCaller } from '../../http/caller.ts';
import { notFound } from '../../http/httpError.ts';
import { parse } from '../../http/validate.ts';
import { cachedProductDetail, cachedProductRows } from '../../catalog/productDetails.ts';
import { entriesOf } from '../../favourites/wishlistAndToggle.ts';
import { ownerOf } from '../../favourites/owner.ts';
import { describe } from '../../http/routeDoc.ts';
import { cardViewParam } from '../../catalog/cardView.ts';
import { productDetailExtra } from './replies.ts';
import { productDetail } from '../replyShapes.ts';

const params = z.object({
  productId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be a product id'),
  category: z.string().trim().min(1).max(80),
});

const query = z.object({ view: cardViewParam });

/** GET /api/product-details/{productId}/{category}: spec §3 product detail and its three rows. */
export function productDetailsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/product-details/:productId/:category', describe({ reply: productDetail, replyExtra: productDetailExtra, summary: 'One product with its variants, options, images and size guide', access: 'guest-or-user', params, query }), async (req, reply) => {
    const { productId } = parse(params, req.params);
    const { view } = parse(query, req.query);
    const caller = await getCaller(req, deps);
    const [detail, favouritesCart] = await Promise.all([
      cachedProductDetail(deps.catalog, deps.db, productId),
      entriesOf(deps.db, ownerOf(caller), deps.print.name),
    ]);
    if (!detail) throw notFound('Product not found.');
    const rows = await cachedProductRows(deps.catalog, deps.db, productId, detail, view ?? 'full');
    // ~109 KB of catalogue JSON per whole reply (~20 KB as cards): serialised once per cached product, not per request
    return sendOkWithCachedData(reply, detail.data, 'OK', { favouritesCart }, rows);
  });
}
