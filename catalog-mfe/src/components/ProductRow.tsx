import type { CardProduct } from '@store/shared';
import { ProductCard } from './ProductCard.tsx';

/** One of the product page's rows; 'No products found.' when empty. */
export function ProductRow({ title, products }: { title: string; products: CardProduct[] }) {
  return (
    <section className="cat-section">
      <h2>{title}</h2>
      {products.length === 0 ? (
        <p>No products found.</p>
      ) : (
        <ul className="cat-grid" aria-label={title}>
          {products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
