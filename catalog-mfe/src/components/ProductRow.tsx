import { startTransition, useEffect, useState } from 'react';
import type { CardProduct } from '@store/shared';
import { useHydrated } from '@store/shared/ui';
import { CardSkeleton } from './CardSkeletons.tsx';
import { ProductCard } from './ProductCard.tsx';

/**
 * Cards of a row in the server's HTML (and in the render that hydrates it). The three rows sit
 * below the product, out of the first screen, and held three quarters of a product page's markup
 * (#24): the rest of each row is a grey stand-in of the same size there, so nothing moves when the
 * browser puts the cards in, right after hydrating. A visitor without scripts still gets each row's
 * first products as links.
 */
export const SERVER_ROW_CARDS = 4;

/** One of the product page's rows; 'No products found.' when empty. */
export function ProductRow({ title, products }: { title: string; products: CardProduct[] }) {
  // whole at once in a page the browser renders itself (an in-app navigation)
  const hydrated = useHydrated();
  const [whole, setWhole] = useState(hydrated);
  useEffect(() => {
    // a transition: the cards are built in slices that yield to a tap, not in one long task
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  const shown = whole ? products : products.slice(0, SERVER_ROW_CARDS);
  return (
    <section className="cat-section">
      <h2>{title}</h2>
      {products.length === 0 ? (
        <p>No products found.</p>
      ) : (
        <ul className="cat-grid" aria-label={title}>
          {shown.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
            </li>
          ))}
          {products.length > shown.length &&
            products.slice(shown.length).map((p) => (
              <li key={`stand-in-${p.id}`} aria-hidden="true">
                <CardSkeleton />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
