import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { listingPage } from '../../catalog/productQueries.ts';
import { getCaller } from '../../http/caller.ts';
import { entriesOf } from '../../favourites/wishlistAndToggle.ts';
import { ownerOf } from '../../favourites/owner.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { cardsOf, cardViewParam } from '../../catalog/cardView.ts';
import { homePicks } from '../../admin/catalogue.ts';
import { homeReply } from './replies.ts';

const SECTION_SIZE = 10;
const query = z.object({ view: cardViewParam });

/** GET /api/home-products: the home page's sections in one reply (spec §3 "Home data response"). */
export function homeProductsRoutes(app: FastifyInstance, deps: Deps) {
  const { db, catalog } = deps;
  app.get('/api/home-products', describe({ reply: homeReply, summary: "The home page's four product sections", access: 'guest-or-user', query }), async (req) => {
    const { view } = parse(query, req.query);
    const caller = await getCaller(req, deps);
    // the owner's hand-picked products, where a section has them (issue #15)
    const picks = await catalog.read('home:picks', () => homePicks(db));
    const section = async (listing: string) =>
      (await catalog.read(`home:${listing}`, () => listingPage(db, listing, 1, SECTION_SIZE))).items;
    const [defaultTShirts, defaultMobileCovers, defaultMugs, defaultSkirts, mensShoes, womensShoes] = await Promise.all([
      section('t-shirts'),
      section('phone-cases'),
      section('mugs'),
      section('womens-skirts-dresses'),
      section('mens-shoes'),
      section('womens-shoes'),
    ]);
    const tShirts = picks.tShirts ?? defaultTShirts;
    const mobileCovers = picks.mobileCovers ?? defaultMobileCovers;
    const mugs = picks.mugs ?? defaultMugs;
    const womensSkirtsDresses = picks.womensSkirtsDresses ?? defaultSkirts;
    const shoes = picks.shoes ?? [...mensShoes.slice(0, SECTION_SIZE / 2), ...womensShoes.slice(0, SECTION_SIZE / 2)];
    const favouritesCart = await entriesOf(db, ownerOf(caller), deps.print.name);
    const listed = view === 'card' ? cardsOf : <T>(items: T) => items;
    return ok({ tShirts: listed(tShirts), mobileCovers: listed(mobileCovers), mugs: listed(mugs), womensSkirtsDresses: listed(womensSkirtsDresses), shoes: listed(shoes), favouritesCart });
  });
}
