import { isWishlisted, useFavouritesCart } from '@store/shared';
import { useToggleEntry } from '../hooks/useToggleEntry.ts';

interface HeartButtonProps {
  product: { productId: string; title: string; category: string; image: string };
}

/** Wishlist toggle: green when wishlisted, disabled while the call runs (spec §4). */
export function HeartButton({ product }: HeartButtonProps) {
  const wished = useFavouritesCart((s) => isWishlisted(s.entries, product.productId));
  const { toggle, pending } = useToggleEntry();
  return (
    <button
      type="button"
      className={`cat-heart${wished ? ' is-wished' : ''}`}
      aria-pressed={wished}
      aria-label={wished ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`}
      disabled={pending}
      onClick={() => toggle({ type: 'favorite', product_id: product.productId, category: product.category, default_image: product.image, productTitle: product.title })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        {/* stroke and fill come from the stylesheet (.cat-heart path): fewer attributes on every card */}
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
