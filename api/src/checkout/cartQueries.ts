import type { ProductImage, Variant } from '@store/shared/types';
import { centsToDollars } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';
import type { Caller } from '../http/caller.ts';

/** Whose cart: a user by id, a guest by its uid (never a user id taken from a body). */
export type Owner = { column: 'user_id' | 'guest_uid'; value: string; uid: string };

export function ownerOf(caller: Caller): Owner | null {
  if (caller.kind === 'user') return { column: 'user_id', value: caller.userId, uid: caller.userId };
  if (caller.kind === 'guest') return { column: 'guest_uid', value: caller.guestUid, uid: caller.guestUid };
  return null;
}

interface CartRow {
  id: number;
  category: string;
  product_id: string;
  variant_id: number | null;
  color: string | null;
  sizes: string | null;
  size_id: number | null;
  color_id: number | null;
  quantity: number;
  title: string;
  image: string;
  images: ProductImage[];
  variants: Variant[];
  price_cents: number;
}

/** A cart line priced from the database: the only prices checkout ever uses. */
export interface CartLine {
  row: CartRow;
  variant: Variant | undefined;
  unitCents: number;
  image: string;
}

export async function cartLines(sql: Sql, owner: Owner): Promise<CartLine[]> {
  const rows = await sql.query<CartRow>(
    `SELECT fc.id, fc.category, fc.product_id, fc.variant_id, fc.color, fc.sizes, fc.size_id, fc.color_id, fc.quantity,
            p.title, p.image, p.images, p.variants, p.price_cents
       FROM favourites_cart fc JOIN products p ON p.id = fc.product_id
      WHERE fc.type = 'cart' AND fc.${owner.column} = $1
      ORDER BY fc.created_at, fc.id
      LIMIT 200`,
    [owner.value],
  );
  return rows.map((row) => {
    const variant = row.variants.find((v) => Number(v.id) === Number(row.variant_id));
    const image = row.images.find((i) => variant && i.variant_ids?.includes(variant.id))?.src ?? row.image;
    return { row, variant, unitCents: variant?.price ?? row.price_cents, image };
  });
}

/** The cart entry of spec §3, with the `{provider}Details` object the pages read. */
export function cartEntry(line: CartLine, owner: Owner, provider: string) {
  const { row } = line;
  return {
    id: row.id,
    uid: owner.uid,
    category: row.category,
    product_id: row.product_id,
    default_image: line.image,
    productTitle: row.title,
    productPrice: centsToDollars(line.unitCents),
    variant_id: row.variant_id,
    color: row.color,
    sizes: row.sizes,
    size_id: row.size_id,
    color_id: row.color_id,
    quantity: row.quantity,
    type: 'cart' as const,
    [`${provider}Details`]: {
      title: row.title,
      images: row.images.slice(0, 8).map((i) => ({ src: i.src })),
      variants: line.variant ? [{ id: line.variant.id, title: line.variant.title }] : [],
    },
  };
}
