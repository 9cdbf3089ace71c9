import { useId, useState, type FormEvent } from 'react';
import { toast, useQueryClient, useMutation } from '@store/shared';
import { centsToDollars, compareAtProblem, formatCents, showsCompareAt, typedAmountToCents } from '@store/shared/rules';
import type { AdminProductRow } from '@store/shared/types';
import { setCompareAt } from '../api/pricesApi.ts';

/**
 * A product's compare-at price in the Catalogue list: set it (above the price) or clear it. The hint
 * says what shoppers see: the struck price with the 30-day lowest, or nothing when it is not above the
 * price (a sync may raise the price past it: it stays stored, unshown).
 */
export function CompareAtPriceForm({ product }: { product: AdminProductRow }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(product.compareAtCents == null ? '' : centsToDollars(product.compareAtCents));
  const [error, setError] = useState<string | null>(null);
  const update = useMutation({ mutationFn: (cents: number | null) => setCompareAt(product.productId, cents) });
  const pending = update.isPending;

  async function send(cents: number | null) {
    const reply = await update.mutateAsync(cents);
    if (reply.success) {
      toast.success(reply.message);
      setError(null);
      if (cents === null) setText('');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    } else {
      setError(reply.message);
      toast.error(reply.message);
    }
  }
  function save(e: FormEvent) {
    e.preventDefault();
    const cents = typedAmountToCents(text);
    const problem = cents === null ? 'Enter an amount such as 29.99, or clear the compare-at price.' : compareAtProblem(product.priceCents, cents);
    setError(problem);
    if (!problem) void send(cents);
  }

  const shown = showsCompareAt(product.priceCents, product.compareAtCents);
  const hint = product.compareAtCents == null
    ? 'None: no struck price is shown.'
    : shown
      ? `Shown struck, with the lowest price of the last 30 days (${formatCents(product.lowest30dCents)}).`
      : 'Stored but not shown: it is not above the current price.';
  return (
    <form method="post" className="adm-compare-at" onSubmit={save} noValidate>
      <label htmlFor={id} className="visually-hidden">Compare-at price of {product.title}</label>
      <div className="adm-inline">
        <input id={id} inputMode="decimal" autoComplete="off" placeholder="e.g. 29.99" value={text} size={8}
          onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} />
        <button type="submit" className="btn btn-outline btn-sm" disabled={pending} aria-label={`Save the compare-at price of ${product.title}`}>Save</button>
        {product.compareAtCents != null && (
          <button type="button" className="btn btn-outline btn-sm" disabled={pending} onClick={() => void send(null)} aria-label={`Clear the compare-at price of ${product.title}`}>Clear</button>
        )}
      </div>
      {error && <p id={`${id}-error`} className="form-error" role="alert">{error}</p>}
      <p id={`${id}-hint`} className="form-hint">{hint}</p>
    </form>
  );
}
