import { centsToDollars } from '@store/shared/rules';
import type { FavouritesCartEntry, ProductImage, Variant } from '@store/shared/types';
import type { Sql } from '../db/db.ts';

/**
 * Moves a guest's wishlist and cart rows to the user after login or signup. Entries the user
 * already has win (the unique indexes decide, ON CONFLICT DO NOTHING); the guest rows are then
 * removed. Run inside the sign-in transaction.
 */
export async function mergeGuestIntoUser(tx: Sql, guestUid: string, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO favourites_cart (user_id, type, product_id, category, variant_id, color, sizes, size_id, color_id, quantity, created_at)
     SELECT $1, type, product_id, category, variant_id, color, sizes, size_id, color_id, quantity, created_at
     FROM favourites_cart WHERE guest_uid = $2 ORDER BY id
     ON CONFLICT (user_id, type, product_id, (coalesce(variant_id, 0))) WHERE user_id IS NOT NULL DO NOTHING`,
    [userId, guestUid],
  );
  await tx.query('DELETE FROM favourites_cart WHERE guest_uid = $1', [guestUid]);
}

interface Row {
  id: string;
  category: string;
  product_id: string;
  variant_id: string | number | null;
  color: string | null;
  sizes: string | null;
  size_id: number | null;
  color_id: number | null;
  quantity: number;
  type: 'favorite' | 'cart';
  title: string;
  image: string;
  price_cents: number;
  images: ProductImage[];
  variants: Variant[];
}

/**
 * The user's favouritesCart in the spec §3 entry shape, for the login/signup reply. Title, image and
 * price come from the product (the variant's price for a cart row); a cart row also carries the
 * `{provider}Details` object the cart and checkout read.
 */
export async function favouritesCartOf(db: Sql, userId: string, provider: string): Promise<FavouritesCartEntry[]> {
  const rows = await db.query<Row>(
    `SELECT fc.id::text AS id, fc.category, fc.product_id, fc.variant_id, fc.color, fc.sizes, fc.size_id, fc.color_id,
            fc.quantity, fc.type, p.title, p.image, p.price_cents, p.images, p.variants
     FROM favourites_cart fc JOIN products p ON p.id = fc.product_id
     WHERE fc.user_id = $1 ORDER BY fc.created_at, fc.id`,
    [userId],
  );
  return rows.map((r) => {
    const variantId = r.variant_id === null ? null : Number(r.variant_id);
    const variant = variantId === null ? undefined : r.variants.find((v) => v.id === variantId);
    const entry: FavouritesCartEntry = {
      id: r.id,
      uid: userId,
      category: r.category,
      product_id: r.product_id,
      default_image: r.image,
      productTitle: r.title,
      productPrice: centsToDollars(variant?.price ?? r.price_cents),
      variant_id: variantId,
      color: r.color,
      sizes: r.sizes,
      size_id: r.size_id,
      color_id: r.color_id,
      quantity: r.quantity,
      type: r.type,
    };
    if (r.type === 'cart') {
      entry[`${provider}Details`] = {
        title: r.title,
        images: r.images.map((i) => ({ src: i.src })),
        variants: r.variants.map((v) => ({ id: v.id, title: v.title })),
      };
    }
    return entry;
  });
}
