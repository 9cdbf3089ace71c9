import { useState } from 'react';
import type { CardProduct } from '@store/shared';
import { ProductCard } from './ProductCard.tsx';
import { QuickViewModal } from './QuickViewModal.tsx';

/** Cards in the 5/3/2/1 grid, with one quick-view modal shared by all of them. */
export function ProductGrid({ products, label, headingLevel }: { products: CardProduct[]; label: string; headingLevel?: 2 | 3 }) {
  const [quick, setQuick] = useState<CardProduct | null>(null);
  return (
    <>
      <ul className="cat-grid" aria-label={label}>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} onQuickView={setQuick} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <QuickViewModal product={quick} onClose={() => setQuick(null)} />
    </>
  );
}

/** Spec §2 empty state. */
export function EmptyListing() {
  return (
    <section className="cat-empty">
      <h2>No Products Available</h2>
      <p>It looks like there are no products to display at the moment. Check back later or explore other categories!</p>
    </section>
  );
}
