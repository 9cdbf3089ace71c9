import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { sendOkWithCachedData } from '../../http/cachedJson.ts';
import { getCaller } from '../../http/caller.ts';
import { badRequest } from '../../http/httpError.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { searchProducts } from '../../catalog/search.ts';
import { paginationOf } from '../../catalog/productQueries.ts';
import { entriesOf } from '../../favourites/wishlistAndToggle.ts';
import { ownerOf } from '../../favourites/owner.ts';
import { describe } from '../../http/routeDoc.ts';
import { cardsOf, cardViewParam } from '../../catalog/cardView.ts';
import { listingReply, searchExtra } from './replies.ts';

const query = z.object({ page: pageParam, limit: z.coerce.number().int().min(1).max(100).default(50), view: cardViewParam });
// The client sends searchTerm; term/query are accepted too so other callers are not surprised.
const body = z.object({
  searchTerm: z.string().max(200).optional(),
  term: z.string().max(200).optional(),
  query: z.string().max(200).optional(),
});

/** POST /api/search-products?page&limit: ranked search, 50 per page by default (spec §7). */
export function searchRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/search-products', describe({ reply: listingReply, replyExtra: searchExtra, summary: 'Search the catalogue (title, tags, words), paged', access: 'guest-or-user', query, body }), async (req, reply) => {
    const { page, limit, view } = parse(query, req.query);
    const b = parse(body, req.body);
    const term = (b.searchTerm ?? b.term ?? b.query ?? '').trim();
    if (!term) throw badRequest('Please enter a search term.');
    const caller = await getCaller(req, deps);
    const [{ items, total, capped }, favouritesCart] = await Promise.all([
      deps.catalog.read(`search:${page}:${limit}:${term.toLowerCase()}`, () => searchProducts(deps.db, term, page, limit)),
      entriesOf(deps.db, ownerOf(caller), deps.print.name),
    ]);
    // totalCapped: more matches exist than were ranked; show the total as "1,000+"
    return sendOkWithCachedData(reply, view === 'card' ? cardsOf(items) : items, total ? 'OK' : 'No products found.', { pagination: paginationOf(page, total, limit), totalCapped: capped, favouritesCart });
  });
}
