import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listings } from '@store/shared/rules';
import type { Deps } from '../../deps.ts';
import { sendOkWithCachedData } from '../../http/cachedJson.ts';
import { getCaller } from '../../http/caller.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { filteredListingPage, hasFilters, listingFacets, listingPage, paginationOf } from '../../catalog/productQueries.ts';
import { entriesOf } from '../../favourites/wishlistAndToggle.ts';
import { ownerOf } from '../../favourites/owner.ts';
import { describe } from '../../http/routeDoc.ts';
import { cardsOf, cardViewParam } from '../../catalog/cardView.ts';
import { listingExtra, listingReply } from './replies.ts';

export const LISTING_PAGE_SIZE = 20;

const cents = z.coerce.number().int().min(0).max(100_000_000).optional();
const listingQuery = z
  .object({
    page: pageParam,
    minPrice: cents,
    maxPrice: cents,
    color: z.string().trim().max(40).optional(),
    size: z.string().trim().max(40).optional(),
    /** ask for the sidebar's colours, sizes and price bounds too */
    facets: z.enum(['0', '1']).optional(),
    view: cardViewParam,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not exceed maxPrice',
    path: ['minPrice'],
  });

/** One GET route per list endpoint of spec §7, all driven by the categories table. */
export function listingRoutes(app: FastifyInstance, deps: Deps) {
  for (const listing of listings) {
    app.get(listing.endpoint, describe({ reply: listingReply, replyExtra: listingExtra, summary: 'One product listing of the category menu, paged, with optional price, colour and size filters', access: 'guest-or-user', query: listingQuery }), async (req, reply) => {
      const q = parse(listingQuery, req.query);
      const filters = { minPrice: q.minPrice, maxPrice: q.maxPrice, color: q.color || undefined, size: q.size || undefined };
      const caller = await getCaller(req, deps);
      const [{ items, total }, favouritesCart, facets] = await Promise.all([
        hasFilters(filters)
          ? filteredListingPage(deps.db, listing.slug, filters, q.page, LISTING_PAGE_SIZE)
          : deps.catalog.read(`listing:${listing.slug}:${q.page}`, () => listingPage(deps.db, listing.slug, q.page, LISTING_PAGE_SIZE)),
        entriesOf(deps.db, ownerOf(caller), deps.print.name),
        q.facets === '1' ? deps.catalog.read(`facets:${listing.slug}`, () => listingFacets(deps.db, listing.slug)) : undefined,
      ]);
      return sendOkWithCachedData(reply, q.view === 'card' ? cardsOf(items) : items, 'OK', {
        pagination: paginationOf(q.page, total, LISTING_PAGE_SIZE),
        favouritesCart,
        ...(facets ? { facets } : {}),
      });
    });
  }
}
