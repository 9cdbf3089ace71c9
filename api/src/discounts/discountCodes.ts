import { discountCodePattern, normalizeDiscountCode, typedAmountToCents } from '@store/shared/rules';
import type { AdminDiscountCode } from '@store/shared/types';
import type { Db } from '../db/db.ts';
import { audit } from '../db/auditLog.ts';
import { HttpError, notFound } from '../http/httpError.ts';
import type { DiscountCodeRow } from './discountClaim.ts';

/** What the owner sends for a new code: the value as typed ('10' percent, '5.00' dollars). */
export interface DiscountCodeInput {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  /** ISO date or date-time; null = never expires */
  expiresAt: string | null;
  /** null = unlimited */
  usageLimit: number | null;
}

/** What may change once a code exists (its code, kind and value stay, as orders name them). */
export interface DiscountCodeChange {
  expiresAt: string | null;
  usageLimit: number | null;
  active: boolean;
}

const refused = (field: string, message: string) => new HttpError(400, message, { field });

function viewOf(r: DiscountCodeRow): AdminDiscountCode {
  return {
    id: Number(r.id),
    code: r.code,
    kind: r.kind,
    value: r.value,
    expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
    usageLimit: r.usage_limit,
    used: r.used,
    active: r.active,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** A date alone ('2026-12-31') expires at the end of that UTC day. */
function expiryOf(text: string | null): string | null {
  if (text === null || text.trim() === '') return null;
  const t = text.trim();
  const at = /^\d{4}-\d{2}-\d{2}$/.test(t) ? `${t}T23:59:59.999Z` : t;
  const ms = Date.parse(at);
  if (Number.isNaN(ms) || (/^\d{4}-\d{2}-\d{2}/.test(t) && !new Date(ms).toISOString().startsWith(t.slice(0, 10)))) throw refused('expiresAt', 'Enter the expiry as a date, e.g. 2026-12-31.');
  return new Date(ms).toISOString();
}

function valueOf(kind: DiscountCodeInput['kind'], typed: string): number {
  if (kind === 'percent') {
    const pct = /^\s*(\d{1,3})\s*%?\s*$/.exec(typed)?.[1];
    if (!pct || Number(pct) < 1 || Number(pct) > 100) throw refused('value', 'Enter a whole percentage from 1 to 100.');
    return Number(pct);
  }
  const cents = typedAmountToCents(typed);
  if (cents === null || cents < 1 || cents > 100_000_00) throw refused('value', 'Enter an amount from $0.01 to $100,000, e.g. 5.00.');
  return cents;
}

export async function discountCodesForAdmin(sql: Db): Promise<AdminDiscountCode[]> {
  return (await sql.query<DiscountCodeRow>('SELECT * FROM discount_codes ORDER BY created_at DESC, id DESC LIMIT 500')).map(viewOf);
}

export async function addDiscountCode(sql: Db, actorId: string, input: DiscountCodeInput): Promise<AdminDiscountCode> {
  const code = normalizeDiscountCode(input.code);
  if (!discountCodePattern.test(code)) throw refused('code', 'Use 3 to 32 letters, digits, - or _, e.g. SUMMER10.');
  const value = valueOf(input.kind, input.value);
  const expiresAt = expiryOf(input.expiresAt);
  return sql.transaction(async (tx) => {
    const [row] = await tx.query<DiscountCodeRow>(
      `INSERT INTO discount_codes (code, kind, value, expires_at, usage_limit) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code) DO NOTHING RETURNING *`,
      [code, input.kind, value, expiresAt, input.usageLimit],
    );
    if (!row) throw new HttpError(409, `${code} already exists: edit it instead.`, { field: 'code' });
    const view = viewOf(row);
    await audit(tx, actorId, 'discount.add', String(view.id), null, view);
    return view;
  });
}

/** Changes a code's expiry, limit or whether it is on; a limit below the uses already taken is refused. */
export async function changeDiscountCode(sql: Db, actorId: string, id: number, change: DiscountCodeChange): Promise<AdminDiscountCode> {
  const expiresAt = expiryOf(change.expiresAt);
  return sql.transaction(async (tx) => {
    const [before] = await tx.query<DiscountCodeRow>('SELECT * FROM discount_codes WHERE id = $1 FOR UPDATE', [id]);
    if (!before) throw notFound('Discount code not found.');
    if (change.usageLimit !== null && change.usageLimit < before.used) throw refused('usageLimit', `${before.code} has been used ${before.used} times: the limit cannot be lower.`);
    const [row] = await tx.query<DiscountCodeRow>(
      'UPDATE discount_codes SET expires_at = $2, usage_limit = $3, active = $4, updated_at = now() WHERE id = $1 RETURNING *',
      [id, expiresAt, change.usageLimit, change.active],
    );
    const view = viewOf(row!);
    await audit(tx, actorId, 'discount.change', String(id), viewOf(before), view);
    return view;
  });
}
