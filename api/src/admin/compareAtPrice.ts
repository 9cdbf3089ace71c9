import { compareAtProblem } from '@store/shared/rules';
import type { Deps } from '../deps.ts';
import { badRequest, notFound } from '../http/httpError.ts';
import { catalogueChanged } from '../catalog/syncCatalogue.ts';
import { audit } from '../db/auditLog.ts';

/**
 * Sets (a number of cents) or clears (null) a product's compare-at price, audit-logged. It must be
 * above the price when set; a later sync that raises the price above it keeps it stored, and the
 * pages then show no struck price (shared/src/rules/referencePrice.ts). The row is locked so a
 * concurrent sync cannot change the price between the check and the write.
 */
export async function setCompareAtPrice(deps: Deps, actorId: string, productId: string, compareAtCents: number | null): Promise<{ priceCents: number; compareAtCents: number | null }> {
  const result = await deps.db.transaction(async (tx) => {
    const [before] = await tx.query<{ price_cents: number; compare_at_cents: number | null }>('SELECT price_cents, compare_at_cents FROM products WHERE id = $1 FOR UPDATE', [productId]);
    if (!before) throw notFound('Product not found.');
    if (compareAtCents !== null) {
      const problem = compareAtProblem(before.price_cents, compareAtCents);
      if (problem) throw badRequest(problem);
    }
    if (before.compare_at_cents !== compareAtCents) {
      await tx.query('UPDATE products SET compare_at_cents = $2, updated_at = now() WHERE id = $1', [productId, compareAtCents]);
      await audit(tx, actorId, compareAtCents === null ? 'product.compare-at.clear' : 'product.compare-at.set', productId, { compareAtCents: before.compare_at_cents }, { compareAtCents });
    }
    return { priceCents: before.price_cents, compareAtCents, changed: before.compare_at_cents !== compareAtCents };
  });
  if (result.changed) await catalogueChanged(deps.db, deps.catalog);
  return { priceCents: result.priceCents, compareAtCents: result.compareAtCents };
}
