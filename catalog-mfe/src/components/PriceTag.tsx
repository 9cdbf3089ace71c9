import { formatCents, shownReferencePrice } from '@store/shared/rules';
import type { ReferencePrices } from '@store/shared/types';

interface PriceTagProps {
  /** the price shown, in cents */
  cents: number;
  /** the owner's compare-at price and the 30-day lowest, as the API sent them */
  reference?: ReferencePrices;
  /** the product's "from" price the reference belongs to (a variant priced otherwise shows none) */
  trackedCents?: number;
  className: string;
}

/**
 * A price, and beside it the owner's compare-at price struck through only where it is set and above
 * the price, always with the lowest price of the last 30 days (issue 40: no "was" price is derived
 * from the current price any more; EU 98/6/EC Art. 6a, US 16 CFR 233.1).
 */
export function PriceTag({ cents, reference, trackedCents, className }: PriceTagProps) {
  const shown = shownReferencePrice(cents, reference ?? {}, trackedCents ?? cents);
  return (
    <div className={className}>
      <p className="cat-price">
        <span>{formatCents(cents)}</span>
        {shown && (
          <>
            {' '}
            {/* <s> is not announced: the words say what the struck number is */}
            <s data-testid="compare-at-price"><span className="visually-hidden">Compare at </span>{formatCents(shown.struckCents)}</s>
          </>
        )}
      </p>
      {shown && <p className="cat-price__lowest" data-testid="lowest-30d-price">Lowest price in the last 30 days: {formatCents(shown.lowest30dCents)}</p>}
    </div>
  );
}
