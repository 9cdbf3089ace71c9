import { z } from 'zod';
import type { HomeData } from '@store/shared/types';
import { cardProduct, cents, favouritesCart, favouritesCartEntry, listedProduct, pagination, productListItem } from '../replyShapes.ts';

/** What the catalogue's routes reply (issue #43): the document and the reply check under test read these. */

/** A listing or search page: spec §3's list reply, `favouritesCart` beside the items. */
export const listingExtra = z.object({
  pagination,
  favouritesCart,
  facets: z.object({ colors: z.array(z.string()), sizes: z.array(z.string()), minPrice: cents, maxPrice: cents }).optional().describe("with ?facets=1: the sidebar's colours, sizes and price bounds"),
});
export const listingReply = z.array(listedProduct);
export const searchExtra = listingExtra.extend({ totalCapped: z.boolean().describe('true when the total was counted only up to a cap') });

const homeSection = z.array(listedProduct);
export const homeReply = z.object({ tShirts: homeSection, mobileCovers: homeSection, mugs: homeSection, womensSkirtsDresses: homeSection, shoes: homeSection, favouritesCart });
type HomeCheck = z.infer<typeof homeReply> extends HomeData<z.infer<typeof listedProduct>> ? true : never;
export const homeReplyChecked: HomeCheck = true;

export const productDetailExtra = z.object({
  favouritesCart,
  relatedProducts: z.array(z.union([productListItem, cardProduct])).optional(),
  diffProducts: z.array(z.union([productListItem, cardProduct])).optional(),
  sameBlueprintProducts: z.array(z.union([productListItem, cardProduct])).optional(),
});

export const blueprintList = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    images: z.array(z.string()),
    requestStatus: z.string().nullable().describe("the caller's request for a design on it, if any"),
    product: z.object({ productId: z.string(), category: z.string(), title: z.string() }).nullable().optional(),
  }),
);
export const blueprintRequestReply = z.object({ blueprintId: z.number().int(), designId: z.string(), requestStatus: z.literal('pending') });

export const toggleReply = favouritesCartEntry.describe('the row added, or the one removed');
export const wishlistReply = favouritesCart;
export const wishlistExtra = z.object({ pagination });
