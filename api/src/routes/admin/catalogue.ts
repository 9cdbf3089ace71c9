import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { requireUser } from '../../http/caller.ts';
import { ok, okPage } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { pageParam, parse } from '../../http/validate.ts';
import { findProductsForAdmin, homePicks, homeSections, HOME_SECTION_SIZE, setHomePicks, setProductHidden } from '../../admin/catalogue.ts';
import { catalogueSyncs, syncState } from '../../admin/catalogueSyncRuns.ts';
import { adminProductRow, compareAtReply, homeSectionSaved, homeSectionsReply, syncStarted, syncStateReply, visibilityReply } from './replies.ts';
import { pageExtra } from '../replyShapes.ts';
import type { HomeSection } from '@store/shared/types';
import { setCompareAtPrice } from '../../admin/compareAtPrice.ts';
import { formatCents } from '@store/shared/rules';

const PAGE_SIZE = 20;
const productQuery = z.object({ page: pageParam, q: z.string().trim().max(200).default('') });
const productParams = z.object({ productId: z.string().trim().min(1).max(100) });
const visibilityBody = z.object({ hidden: z.boolean() });
// cents; null clears it. Above the price is checked against the row (compareAtProblem).
const compareAtBody = z.object({
  compareAtCents: z.number({ message: 'The compare-at price must be a number of cents, or null to clear it.' })
    .int('The compare-at price must be a whole number of cents.')
    .positive('The compare-at price must be a positive amount.')
    .max(100_000_000, 'The compare-at price is too high.')
    .nullable(),
});
const sectionParams = z.object({ section: z.enum(Object.keys(homeSections) as [HomeSection, ...HomeSection[]]) });
const picksBody = z.object({ productIds: z.array(z.string().trim().min(1).max(100)).max(HOME_SECTION_SIZE, `At most ${HOME_SECTION_SIZE} products a section.`) });

/** The owner's catalogue: sync from the provider now, find products, hide/show, pick the home sections. */
export function adminCatalogueRoutes(admin: FastifyInstance, deps: Deps) {
  // this instance's syncs: a store that is stopping stops its sync at the next batch, recorded as failed
  const syncs = catalogueSyncs(deps);
  admin.addHook('onClose', async () => syncs.stop());
  admin.get('/catalogue/sync', describe({ reply: syncStateReply, summary: "The last catalogue sync: provider, version, when, the last run's outcome and progress", access: 'admin' }), async () => ok(await syncState(deps.db)));
  admin.post('/catalogue/sync', describe({ reply: syncStarted, errors: [409], summary: 'Import the whole catalogue from the print provider now, in the background (409 while one runs)', access: 'admin' }), async (req) => {
    const actorId = await requireUser(req, deps);
    return ok({ runId: await syncs.start(actorId) }, 'Catalogue sync started');
  });
  admin.get('/catalogue/products', describe({ reply: z.array(adminProductRow), replyExtra: pageExtra, summary: 'Products by title or id, hidden ones too, 20 a page', access: 'admin', query: productQuery }), async (req) => {
    const q = parse(productQuery, req.query);
    const { items, total } = await findProductsForAdmin(deps.db, q.q, q.page, PAGE_SIZE);
    return okPage(items, total, q.page, PAGE_SIZE);
  });
  admin.post('/catalogue/products/:productId/visibility', describe({ reply: visibilityReply, errors: [404], summary: 'Hide a product from the shop, or show it again', access: 'admin', params: productParams, body: visibilityBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { productId } = parse(productParams, req.params);
    const { hidden } = parse(visibilityBody, req.body);
    await setProductHidden(deps, actorId, productId, hidden);
    return ok({ productId, hidden }, hidden ? 'Product hidden from the shop' : 'Product shown in the shop');
  });
  admin.put('/catalogue/products/:productId/compare-at', describe({ reply: compareAtReply, errors: [404], summary: "Set a product's compare-at price (cents, above its price) or clear it (null)", access: 'admin', params: productParams, body: compareAtBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { productId } = parse(productParams, req.params);
    const { compareAtCents } = parse(compareAtBody, req.body);
    const saved = await setCompareAtPrice(deps, actorId, productId, compareAtCents);
    return ok({ productId, ...saved }, compareAtCents === null ? 'Compare-at price cleared' : `Compare-at price set to ${formatCents(compareAtCents)}`);
  });
  admin.get('/catalogue/home-sections', describe({ reply: homeSectionsReply, summary: "The home sections' hand-picked products (null: the default listing)", access: 'admin' }), async () => ok({ sections: homeSections, picks: await homePicks(deps.db) }));
  admin.put('/catalogue/home-sections/:section', describe({ reply: homeSectionSaved, errors: [404], summary: "Choose a home section's products (an empty list: back to its default listing)", access: 'admin', params: sectionParams, body: picksBody }), async (req) => {
    const actorId = await requireUser(req, deps);
    const { section } = parse(sectionParams, req.params);
    const { productIds } = parse(picksBody, req.body);
    await setHomePicks(deps, actorId, section, productIds);
    return ok({ section, productIds }, productIds.length ? 'Home section saved' : 'Home section back to its default');
  });
}
