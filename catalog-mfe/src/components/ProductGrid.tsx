import { lazy, Suspense, useState } from 'react';
import type { CardProduct } from '@store/shared';
import { ProductCard } from './ProductCard.tsx';

// The quick view's code arrives with the first "Quick view" click, not with the page: most
// visits never open it, and every page with cards would otherwise carry it before first paint.
const QuickViewModal = lazy(() => import('./QuickViewModal.tsx').then((m) => ({ default: m.QuickViewModal })));

/** Cards in the 5/3/2/1 grid, with one quick-view modal shared by all of them. */
export function ProductGrid({ products, label, headingLevel }: { products: CardProduct[]; label: string; headingLevel?: 2 | 3 }) {
  const [quick, setQuick] = useState<CardProduct | null>(null);
  // Once opened, the modal stays mounted (closed), as before: it returns focus on close itself.
  const [opened, setOpened] = useState(false);
  const open = (p: CardProduct) => {
    setOpened(true);
    setQuick(p);
  };
  return (
    <>
      <ul className="cat-grid" aria-label={label}>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} onQuickView={open} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <QuickViewModal product={quick} onClose={() => setQuick(null)} />
        </Suspense>
      )}
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
