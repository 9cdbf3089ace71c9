import type { Variant } from '@store/shared/types';
import type { Sql } from '../db/db.ts';
import { selectEntries, toEntry, variantOf, type EntryRow } from '../favourites/entries.ts';
import type { Owner } from '../favourites/owner.ts';

/** A cart line priced from the database: the only prices checkout ever uses. */
export interface CartLine {
  row: EntryRow;
  variant: Variant | undefined;
  unitCents: number;
  image: string;
}

export async function cartLines(sql: Sql, owner: Owner): Promise<CartLine[]> {
  const rows = await selectEntries(sql, `WHERE fc.type = 'cart' AND fc.${owner.column} = $1 ORDER BY fc.created_at, fc.id LIMIT 200`, [owner.value]);
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
      images: row.images.slice(0, 8).map((i) => ({ src: i.src })),
      variants: variant ? [{ id: variant.id, title: variant.title }] : [],
    },
  });
}
