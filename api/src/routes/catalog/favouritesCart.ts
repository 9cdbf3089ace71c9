import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { getCaller } from '../../http/caller.ts';
import { notFound } from '../../http/httpError.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { toggleEntry, wishlistPage } from '../../favourites/wishlistAndToggle.ts';
import { requireOwner } from '../../favourites/owner.ts';
import { describe } from '../../http/routeDoc.ts';
import { toggleReply, wishlistExtra, wishlistReply } from './replies.ts';

const WISHLIST_PAGE_SIZE = 20;
// Bounded to the column types (bigint ids, int option ids) so an absurd number is a 400, not a 500.
const optionalId = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullish();
const optionalInt = z.coerce.number().int().nonnegative().max(2_147_483_647).nullish();
const optionalText = z.string().trim().max(80).nullish();

// Spec §3 entry fields. uid, title, price and image are accepted but ignored: the owner comes from
// the token or guest header and the rest from the catalogue.
const toggleBody = z.object({
  type: z.enum(['favorite', 'cart']),
  product_id: z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().min(1).max(64)),
  variant_id: optionalId,
  color: optionalText,
  sizes: optionalText,
  size_id: optionalInt,
  color_id: optionalInt,
  quantity: z.coerce.number().int().min(1).max(999).optional(),
});

export function favouritesCartRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/favourites-cart/add-remove', describe({ reply: toggleReply, errors: [404], summary: 'Add a product to, or remove it from, the wishlist or the cart', access: 'guest-or-user', body: toggleBody }), async (req) => {
    const owner = requireOwner(await getCaller(req, deps));
    const input = parse(toggleBody, req.body);
    const { added, entry } = await toggleEntry(deps.db, owner, input, deps.print.name);
    return ok(entry, added ? 'Added successfully' : 'Removed successfully');
  });

  app.get('/api/favourites-cart/:provider/items', describe({ reply: wishlistReply, replyExtra: wishlistExtra, summary: 'The wishlist, paged', access: 'guest-or-user' }), async (req) => {
    const { provider } = req.params as { provider: string };
    // 'cart' is the checkout area's path (/api/favourites-cart/cart/items); it registers it statically.
    if (provider !== deps.print.name) throw notFound(`Unknown provider '${provider}'.`);
    const { page } = parse(z.object({ page: pageParam }), req.query);
    const owner = requireOwner(await getCaller(req, deps));
    const { items, total } = await wishlistPage(deps.db, owner, deps.print.name, page, WISHLIST_PAGE_SIZE);
    const totalPages = Math.max(1, Math.ceil(total / WISHLIST_PAGE_SIZE));
    return ok(items, 'OK', { pagination: { currentPage: page, totalPages } });
  });
}
