import type { CardProduct } from '@store/shared';
import { useHydrated } from '@store/shared/ui';
import { ProductCard } from './ProductCard.tsx';

/**
 * Cards of a row in the server's HTML (and the render that hydrates it): the first row on a desktop,
 * two on a phone. The three rows sit below the product, out of the first screen, and held three
 * quarters of a product page's markup: the rest of each row is rendered by the browser right after
 * hydrating (#24). Each row still links its first products for a visitor without scripts.
 */
export const SERVER_ROW_CARDS = 4;

/** One of the product page's rows; 'No products found.' when empty. */
export function ProductRow({ title, products }: { title: string; products: CardProduct[] }) {
  const hydrated = useHydrated();
  const shown = hydrated ? products : products.slice(0, SERVER_ROW_CARDS);
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
        </ul>
      )}
    </section>
  );
}
