import { leaves } from '@store/shared/rules';
import type { Db } from '../../../api/src/db/db.ts';
import { rebuildListings } from '../../../api/src/catalog/syncCatalogue.ts';

const adjectives = ['Classic', 'Vintage', 'Retro', 'Cosmic', 'Minimal', 'Bold', 'Sunset', 'Ocean', 'Forest', 'Neon', 'Urban', 'Pastel'];
const kindWords: Record<string, string> = { tshirt: 'T-Shirt', 'phone-case': 'Phone Case', tank: 'Tank Top', longsleeve: 'Long Sleeve', mousepad: 'Mouse Pad' };
const wordOf = (kind: string) => kindWords[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);

/**
 * Grows the products table to `size` rows straight in SQL (generate_series), in the shape the
 * catalogue import writes (api/src/db/migrations/001 + 010: generated search columns fill
 * themselves), spread over every leaf category, then rebuilds the listing positions the way an
 * import does. Rows already there are kept, so 1k → 10k → 100k only adds the difference.
 */
export async function growCatalogue(db: Db, size: number): Promise<{ added: number; seedMs: number; listingsMs: number }> {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const t0 = performance.now();
  if (size > n) {
    await db.query(
      `INSERT INTO products (id, title, description, category, tags, price_cents, image, options, variants, images,
                             blueprint_id, colors, sizes, in_stock, provider_rank)
       SELECT 'bench-' || lpad(g::text, 7, '0'),
              ($2::text[])[1 + g % cardinality($2::text[])] || ' ' || ($4::text[])[1 + g % cardinality($4::text[])] || ' ' || g,
              '<p>A ' || lower(($4::text[])[1 + g % cardinality($4::text[])]) || ' printed on demand. Generated row ' || g || ' of the growth benchmark.</p>',
              ($3::text[])[1 + g % cardinality($3::text[])],
              ARRAY[lower(($2::text[])[1 + g % cardinality($2::text[])]), lower(($4::text[])[1 + g % cardinality($4::text[])]), 'bench'],
              1500 + (g * 37) % 5000,
              '/api/mockups/bench-' || g || '.svg',
              jsonb_build_array(
                jsonb_build_object('type', 'color', 'name', 'Colors', 'values', jsonb_build_array(
                  jsonb_build_object('id', 1, 'title', 'Black', 'colors', jsonb_build_array('#000000')),
                  jsonb_build_object('id', 2, 'title', 'White', 'colors', jsonb_build_array('#ffffff')))),
                jsonb_build_object('type', 'size', 'name', 'Sizes', 'values', jsonb_build_array(
                  jsonb_build_object('id', 11, 'title', 'M'), jsonb_build_object('id', 12, 'title', 'L')))),
              jsonb_build_array(
                jsonb_build_object('id', g * 10 + 1, 'title', 'Black / M', 'price', 1500 + (g * 37) % 5000, 'options', jsonb_build_array(1, 11),
                                   'is_available', true, 'is_enabled', true, 'sku', 'BENCH-' || g || '-1'),
                jsonb_build_object('id', g * 10 + 2, 'title', 'White / L', 'price', 1700 + (g * 37) % 5000, 'options', jsonb_build_array(2, 12),
                                   'is_available', true, 'is_enabled', true, 'sku', 'BENCH-' || g || '-2')),
              jsonb_build_array(jsonb_build_object('src', '/api/mockups/bench-' || g || '.svg', 'variant_ids', jsonb_build_array(g * 10 + 1, g * 10 + 2),
                                                   'position', 'front', 'is_default', true)),
              NULL, ARRAY['Black', 'White'], ARRAY['M', 'L'], true, g
         FROM generate_series($1::int + 1, $5::int) AS g`,
      [n, adjectives, leaves.map((l) => l.slug), leaves.map((l) => wordOf(l.kind)), size],
    );
  }
  const t1 = performance.now();
  await db.transaction((tx) => rebuildListings(tx));
  await db.exec('ANALYZE products; ANALYZE listing_items;');
  const t2 = performance.now();
  return { added: Math.max(0, size - n), seedMs: t1 - t0, listingsMs: t2 - t1 };
}
