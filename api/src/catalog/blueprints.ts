import type { Sql } from '../db/db.ts';
import { designOnBlueprint } from './blueprintMockups.ts';

export interface BlueprintRow {
  id: number;
  title: string;
  images: string[];
  requestStatus: 'pending' | null;
  /** The store's product made on this blueprint that the card's title opens (null when none). */
  product: { productId: string; category: string; title: string } | null;
}

/** One page of blueprints in catalogue order, with the caller's request status on each. */
/** `designId` (the product the page is about) narrows the status to requests for that design. */
export async function blueprintPage(sql: Sql, userId: string | null, designId: string | null, page: number, pageSize: number) {
  const from = (page - 1) * pageSize + 1;
  const items = await sql.query<BlueprintRow>(
    `SELECT b.id, b.title, b.images,
            (SELECT r.status FROM blueprint_requests r WHERE r.blueprint_id = b.id AND r.user_id = $3::bigint
                AND ($4::text IS NULL OR r.design_id = $4::text) LIMIT 1) AS "requestStatus",
            (SELECT json_build_object('productId', p.id, 'category', p.category, 'title', p.title)
               FROM products p WHERE p.blueprint_id = b.id ORDER BY p.provider_rank LIMIT 1) AS product
       FROM blueprints b WHERE b.position BETWEEN $1 AND $2 ORDER BY b.position`,
    [from, from + pageSize - 1, userId, designId],
  );
  const [design] = designId ? await sql.query<{ image: string }>('SELECT image FROM products WHERE id = $1', [designId]) : [];
  for (const item of items) {
    if (typeof item.product === 'string') item.product = JSON.parse(item.product);
    item.images = designOnBlueprint(item.images, design?.image ?? null);
  }
  const [{ total }] = await sql.query<{ total: number }>('SELECT count(*)::int AS total FROM blueprints');
  return { items, total };
}

/** Records a request once per (user, blueprint, design); false when it already existed. */
export async function requestBlueprint(sql: Sql, userId: string, blueprintId: number, designId: string): Promise<boolean> {
  const rows = await sql.query<{ id: number }>(
    `INSERT INTO blueprint_requests (user_id, blueprint_id, design_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, blueprint_id, design_id) DO NOTHING RETURNING id`,
    [userId, blueprintId, designId],
  );
  return rows.length > 0;
}

export async function blueprintExists(sql: Sql, id: number): Promise<boolean> {
  return (await sql.query('SELECT 1 FROM blueprints WHERE id = $1', [id])).length > 0;
}
