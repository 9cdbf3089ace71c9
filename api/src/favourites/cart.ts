import type { Variant } from '@store/shared/types';
import type { Db, Sql } from '../db/db.ts';
import { cartRows, toEntry, variantOf, type EntryRow } from './entries.ts';
import type { Owner } from './owner.ts';

/** A cart line priced from the database: the only prices checkout ever uses. */
export interface CartLine {
  row: EntryRow;
  variant: Variant | undefined;
  unitCents: number;
  image: string;
}

export async function cartLines(sql: Sql, owner: Owner): Promise<CartLine[]> {
  const rows = await cartRows(sql, owner);
  return rows.map((row) => {
    const variant = variantOf(row);
    const image = row.images.find((i) => variant && i.variant_ids?.includes(variant.id))?.src ?? row.image;
    return { row, variant, unitCents: variant?.price ?? row.price_cents, image };
  });
}

/** The cart entry of spec §3: the chosen variant's image, and details trimmed to what the cart page shows. */
export function cartEntry(line: CartLine, owner: Owner, provider: string) {
  const { row, variant } = line;
  return toEntry(row, owner.uid, provider, {
    image: line.image,
    details: {
      title: row.title,
      // the chosen variant's picture first: a reader of images[0] shows the colour chosen (issue 41, defect 6)
      images: [line.image, ...row.images.map((i) => i.src).filter((src) => src !== line.image)].slice(0, 8).map((src) => ({ src })),
      variants: variant ? [{ id: variant.id, title: variant.title }] : [],
    },
  });
}

/** Sets the quantity of each of the owner's cart lines of these variants, in one transaction. */
export async function setCartQuantities(db: Db, owner: Owner, items: { variant_id: number; quantity: number }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const i of items) {
      await tx.query(`UPDATE favourites_cart SET quantity = $1 WHERE type = 'cart' AND ${owner.column} = $2 AND variant_id = $3`, [i.quantity, owner.value, i.variant_id]);
    }
  });
}

/** Sets the quantity of the owner's one cart line of this product and variant. */
export async function setCartLineQuantity(sql: Sql, owner: Owner, productId: string, variantId: number, quantity: number): Promise<void> {
  await sql.query(`UPDATE favourites_cart SET quantity = $1 WHERE type = 'cart' AND ${owner.column} = $2 AND product_id = $3 AND variant_id = $4`, [quantity, owner.value, productId, variantId]);
}

/** Removes the owner's cart line of this product and variant. */
export async function removeCartLine(sql: Sql, owner: Owner, productId: string, variantId: number): Promise<void> {
  await sql.query(`DELETE FROM favourites_cart WHERE type = 'cart' AND ${owner.column} = $1 AND product_id = $2 AND variant_id = $3`, [owner.value, productId, variantId]);
}
