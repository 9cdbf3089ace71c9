import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { getCaller } from '../../http/caller.ts';
import { badRequest } from '../../http/httpError.ts';
import { documentRequired, parse, pageQuery } from '../../http/validate.ts';
import { cartEntry, cartLines, removeCartLine, setCartLineQuantity, setCartQuantities } from '../../favourites/cart.ts';
import { ownerOf, type Owner } from '../../favourites/owner.ts';
import { describe } from '../../http/routeDoc.ts';
import { cartRows } from '../replyShapes.ts';

const cartRemovalMessage = 'User ID, Product ID, or Variant ID is missing. Please login again.';

const quantitySchema = z.object({
  items: z
    .array(
      z
        .object({
          variant_id: z.coerce.number().int().positive(),
          quantity: z.coerce.number().int().min(1, 'Quantity must be at least 1').max(999),
        })
        .passthrough(),
    )
    .min(1)
    .max(200),
});

// product_id and variant_id name the line; a missing one is answered with the spec's cart message
const updateSchema = documentRequired(z
  .object({
    product_id: z.union([z.string(), z.number()]).transform(String).optional(),
    variant_id: z.coerce.number().int().positive().optional(),
    quantity: z.coerce.number().int().min(0).max(999).optional(),
  })
  .passthrough(), ['product_id', 'variant_id']);

/** Cart side of the favourites/cart table: read, set quantities, remove (spec §4, §5, §7). */
export function cartRoutes(app: FastifyInstance, deps: Deps) {
  const items = async (owner: Owner) => (await cartLines(deps.db, owner)).map((l) => cartEntry(l, owner, deps.print.name));

  app.get('/api/favourites-cart/cart/items', describe({ reply: cartRows, summary: 'The cart, with prices from the catalogue', access: 'guest-or-user', query: pageQuery }), async (req) => {
    parse(pageQuery, req.query);
    const owner = ownerOf(await getCaller(req, deps));
    return ok(owner ? await items(owner) : []);
  });

  // Quantities edited on the cart page, sent on 'Update & Checkout'; the caller's rows only.
  app.post('/api/favourites-cart/update/cart/quantity', describe({ reply: cartRows, summary: 'Change the quantity of a cart line', access: 'guest-or-user', body: quantitySchema }), async (req) => {
    const owner = ownerOf(await getCaller(req, deps));
    if (!owner) throw badRequest('Your cart is empty.');
    const body = parse(quantitySchema, req.body);
    await setCartQuantities(deps.db, owner, body.items);
    return ok(await items(owner), 'Cart updated successfully');
  });

  // One row: quantity ≥ 1 sets it, 0 (or none) removes it. The caller's rows only: a verified user's,
  // or a guest's through the guest id, since a guest who can add to the cart must be able to remove (#11).
  app.post('/api/favourites-cart/update', describe({ reply: cartRows, summary: 'Change the size or colour of a cart line', access: 'guest-or-user', body: updateSchema }), async (req) => {
    const body = parse(updateSchema, req.body);
    const owner = ownerOf(await getCaller(req, deps));
    if (!owner || !body.product_id || !body.variant_id) throw badRequest(cartRemovalMessage);
    if (body.quantity && body.quantity >= 1) {
      await setCartLineQuantity(deps.db, owner, body.product_id, body.variant_id, body.quantity);
      return ok(await items(owner), 'Cart updated successfully');
    }
    await removeCartLine(deps.db, owner, body.product_id, body.variant_id);
    return ok(await items(owner), 'Removed successfully');
  });
}
