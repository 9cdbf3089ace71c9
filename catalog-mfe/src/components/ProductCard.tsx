import { Link, productPath } from '@store/shared';
import type { CardProduct } from '@store/shared';
import { ZoomImage } from './ZoomImage.tsx';
import { HeartButton } from './HeartButton.tsx';
import { PriceTag } from './PriceTag.tsx';

interface ProductCardProps {
  product: CardProduct;
  onQuickView?: (p: CardProduct) => void;
  /** 2 where the card sits right under the page's h1 (listing), 3 under a section's h2 — never skip a level */
  headingLevel?: 2 | 3;
}

const cappedCategories = new Set(['phone-cases', 'womens-skirts-dresses']);

function SeeMore({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <Link to={href} className="cat-card__more">
      {text}
      {/* the visible text stays the spec's; the hidden rest names which product (link-text, WCAG 2.4.4) */}
      <span className="visually-hidden"> sizes of {title}</span>
    </Link>
  );
}

/** A listing card (spec §2): image, title, price (struck compare-at only where the owner set one), size chips, heart, quick view. */
export function ProductCard({ product, onQuickView, headingLevel = 3 }: ProductCardProps) {
  const href = productPath(product);
  const { sizes, moreSizes: more } = product;
  const capped = cappedCategories.has(product.category);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="cat-card" data-testid="product-card">
      <div className="cat-card__media">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ZoomImage src={product.image} alt={product.title} />
        </Link>
        <HeartButton product={product} />
        {onQuickView && (
          <button type="button" className="cat-card__quick" onClick={() => onQuickView(product)} aria-label={`Quick view ${product.title}`}>
            Quick view
          </button>
        )}
      </div>
      <div className="cat-card__body">
        <Heading className="cat-card__title">
          <Link to={href}>{product.title}</Link>
        </Heading>
        <PriceTag className="cat-card__price" cents={product.price} reference={product} />
        {sizes.length > 0 && (
          <>
            {/* A capped list shows whole rows of chips only; its hint sits below it, outside the cap,
                so it is never clipped (#11). */}
            <ul className={`cat-card__sizes${capped ? ' is-capped' : ''}`} aria-label="Sizes">
              {sizes.map((s) => (
                <li key={s}>{s}</li>
              ))}
              {more && !capped && (
                <li>
                  <SeeMore href={href} title={product.title} text="See more" />
                </li>
              )}
            </ul>
            {capped && <SeeMore href={href} title={product.title} text="see more" />}
          </>
        )}
      </div>
    </article>
  );
}
