import { discountOffCents, normalizeDiscountCode, type DiscountKindRule } from '@store/shared/rules';
import type { Sql } from '../db/db.ts';
import { HttpError } from '../http/httpError.ts';

export interface DiscountCodeRow {
  id: number;
  code: string;
  kind: DiscountKindRule;
  value: number;
  expires_at: Date | string | null;
  usage_limit: number | null;
  used: number;
  active: boolean;
  created_at: Date | string;
}

/** What a code gives on these goods. */
export interface AppliedDiscount {
  code: string;
  kind: DiscountKindRule;
  value: number;
  cents: number;
}

/** A refused code is a 400 naming the field, so checkout shows the message beside it. */
const refused = (message: string) => new HttpError(400, message, { field: 'discountCode' });

/** Why this code cannot be used now, or null when it can (as of `now`). */
function refusal(row: DiscountCodeRow | undefined, now = new Date()): string | null {
  if (!row || !row.active) return 'This discount code is not valid.';
  if (row.expires_at && new Date(row.expires_at) <= now) return 'This discount code has expired.';
  if (row.usage_limit !== null && row.used >= row.usage_limit) return 'This discount code has been used up.';
  return null;
}

const applied = (row: DiscountCodeRow, subtotalCents: number): AppliedDiscount => ({ code: row.code, kind: row.kind, value: row.value, cents: discountOffCents(row.kind, row.value, subtotalCents) });

/** Checkout's preview: what the code would take off, or a 400 saying why not. Takes no use. */
export async function previewDiscount(sql: Sql, typed: string, subtotalCents: number): Promise<AppliedDiscount> {
  const [row] = await sql.query<DiscountCodeRow>('SELECT * FROM discount_codes WHERE code = $1', [normalizeDiscountCode(typed)]);
  const why = refusal(row);
  if (why) throw refused(why);
  return applied(row!, subtotalCents);
}

/**
 * Takes one use of the code for an order being placed, inside the order's transaction. The use is
 * taken by one UPDATE whose WHERE re-checks active, expiry and limit: under PostgreSQL a second
 * order waiting on the row re-reads it after the first commits, so a code with one use left is
 * used once however many orders race for it (the CHECK on `used` holds it too). A refused code is a 400.
 */
export async function claimDiscount(tx: Sql, typed: string, subtotalCents: number): Promise<AppliedDiscount> {
  const code = normalizeDiscountCode(typed);
  const [row] = await tx.query<DiscountCodeRow>(
    `UPDATE discount_codes SET used = used + 1, updated_at = now()
      WHERE code = $1 AND active AND (expires_at IS NULL OR expires_at > now()) AND (usage_limit IS NULL OR used < usage_limit)
      RETURNING *`,
    [code],
  );
  if (row) return applied(row, subtotalCents);
  const [current] = await tx.query<DiscountCodeRow>('SELECT * FROM discount_codes WHERE code = $1', [code]);
  throw refused(refusal(current) ?? 'This discount code has been used up.');
}
