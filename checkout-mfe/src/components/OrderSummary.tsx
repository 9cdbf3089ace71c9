import { providerDetailsOf } from '@store/shared';
import { formatCents, dollarsToCents } from '@store/shared/rules';
import type { CartItem } from '../api/types.ts';

export const unitCents = (item: CartItem) => dollarsToCents(String(item.productPrice)) ?? 0;
// The server's default_image is the chosen variant's picture; the product's first image is only a
// fallback (it showed the Sand shirt for Navy / M, issue 41 defect 6).
export const itemImage = (item: CartItem) => item.default_image || providerDetailsOf(item)?.images?.[0]?.src || '';
export const variantTitle = (item: CartItem) => providerDetailsOf(item)?.variants?.find((v) => v.id === item.variant_id)?.title ?? [item.color, item.sizes].filter(Boolean).join(' / ');

/** Checkout sidebar (spec §2): sub-total, shipping once chosen, tax note, total, items. */
export function OrderSummary({ items, shippingCents }: { items: CartItem[]; shippingCents: number | null }) {
  const subtotal = items.reduce((n, i) => n + unitCents(i) * (i.quantity ?? 1), 0);
  return (
    <aside className="co-summary card" aria-labelledby="co-summary-title">
      <h2 id="co-summary-title">Order Summary</h2>
      <dl className="co-totals">
        <div>
          <dt>Sub-total</dt>
          <dd>{formatCents(subtotal)}</dd>
        </div>
        {shippingCents !== null && (
          <div>
            <dt>Shipping</dt>
            <dd>{formatCents(shippingCents)}</dd>
          </div>
        )}
        <div>
          <dt>Tax</dt>
          <dd>Will be calculated after placing order</dd>
        </div>
        <div className="co-totals__total">
          <dt>Total</dt>
          <dd>{formatCents(subtotal + (shippingCents ?? 0))}</dd>
        </div>
      </dl>
      <ul className="co-summary__items">
        {items.map((i) => (
          <li key={i.id}>
            <img src={itemImage(i)} alt="" width={56} height={56} loading="lazy" />
            <div>
              <p className="co-summary__title">{i.productTitle}</p>
              {variantTitle(i) && <p className="co-summary__variant">{variantTitle(i)}</p>}
              <p className="muted">
                {formatCents(unitCents(i) * (i.quantity ?? 1))} · Qty {i.quantity ?? 1}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
