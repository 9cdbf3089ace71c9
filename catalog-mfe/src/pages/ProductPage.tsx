import { SizeGuideTable } from '../components/SizeGuideTable.tsx';
import { useMemo, useState } from 'react';
import { Link, useMovedTo, useNavigate, useParams, useQuery, toast, chatLink, publicOrigin, queryKeys, staleTimes, productPath, useNotFound, usePageMeta, ErrorScreen } from '@store/shared';
import type { ServerQueries } from '@store/shared/types';
import { centsToDollars, htmlToPlainText, imageIndexFor, reviewStructuredData, selectableOption, variantsForValue } from '@store/shared/rules';
import { Spinner } from '@store/shared/ui';
import { fetchProduct } from '../api/catalogApi.ts';
import { ProductGallery } from '../components/ProductGallery.tsx';
import { VariantsModal } from '../components/VariantsModal.tsx';
import { ShareButtons } from '../components/ShareButtons.tsx';
import { ProductRow } from '../components/ProductRow.tsx';
import { HeartButton } from '../components/HeartButton.tsx';
import { PriceTag } from '../components/PriceTag.tsx';
import { useSyncFavourites } from '../hooks/useSyncFavourites.ts';
import { ReviewsSection } from '../components/ReviewsSection.tsx';
import { ReviewSummaryLine } from '../components/ReviewSummaryLine.tsx';
import { reviewsQuery } from '../api/reviewsApi.ts';
import '../styles/catalog.css';

const productQuery = (productId: string, category: string) => ({ queryKey: queryKeys.product(productId, category), queryFn: () => fetchProduct(productId, category) });

/** The page's data, fetched by the server before its one render pass. */
// (the reviews' first page too: the server-rendered JSON-LD carries the real rating, #40)
export const serverQueries: ServerQueries = ({ params }) => [productQuery(params.productId ?? '', params.category ?? ''), reviewsQuery(params.productId ?? '')];

/** Product detail (spec §2, §4): gallery, options, variants modal, cart, wishlist, share, rows. */
export default function ProductPage() {
  const { category = '', productId = '' } = useParams();
  const navigate = useNavigate();
  const q = useQuery({
    ...productQuery(productId, category),
    staleTime: staleTimes.detail,
    // moved to its own category's address (useMovedTo below): the same product stays on screen while
    // its reply under the new key loads, no spinner; another product starts from its own loading state
    placeholderData: (previous) => (previous?.data.id === productId ? previous : undefined),
  });
  useSyncFavourites(q.data?.favouritesCart, q.dataUpdatedAt);
  const reviews = useQuery(reviewsQuery(productId));
  const product = q.data?.data;
  const [chosen, setChosen] = useState<number | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // Another product in the same mounted page (a row card was clicked): start fresh (adjusted while
  // rendering, not in an effect that would render twice).
  const [forProduct, setForProduct] = useState(productId);
  if (forProduct !== productId) {
    setForProduct(productId);
    setChosen(null);
    setModalOpen(false);
    setExpanded(false);
  }

  const option = useMemo(() => (product ? selectableOption(product.options, product.variants) : null), [product]);
  const matching = useMemo(() => (product && chosen !== null ? variantsForValue(product.variants, chosen) : []), [product, chosen]);
  const activeImage = product && matching.length ? imageIndexFor(product.images, matching) : -1;
  const text = product ? htmlToPlainText(product.description) : '';
  const priced = product ? (product.variants.some((v) => v.is_enabled) ? product.variants.filter((v) => v.is_enabled) : product.variants) : [];
  const price = priced.length ? Math.min(...priced.map((v) => v.price)) : 0;
  const sellable = product?.variants.filter((v) => v.is_available && v.is_enabled) ?? [];
  const canonical = product ? productPath({ category: product.category, title: product.title, productId: product.id }) : undefined;
  const firstImage = product?.images[0]?.src;

  // An unknown product is a 404 for crawlers and shoppers alike (the server asks the page, #25).
  useNotFound(queryKeys.product(productId, category));
  // the product under a category not its own (moved by a catalogue sync, or a made-up address; the
  // API ignores the segment): a 301 to its own address on the server, a replace in the browser, so
  // old bookmarks and indexed links land on the product and no second spelling is a page (#24 item 3)
  useMovedTo(product !== undefined && product.category !== category ? canonical! : null);
  usePageMeta({
    title: product?.title ?? 'Product',
    description: text.slice(0, 160) || undefined,
    canonical,
    image: firstImage,
    type: 'product',
    jsonLd: product
      ? {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.title,
          image: product.images.map((i) => new URL(i.src, publicOrigin()).href),
          description: text.slice(0, 160),
          sku: product.variants.find((v) => v.is_enabled)?.sku ?? product.id,
          category: product.category,
          offers: {
            '@type': 'Offer',
            url: new URL(canonical!, publicOrigin()).href,
            priceCurrency: 'USD',
            price: centsToDollars(Math.round(price)),
            availability: sellable.length ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
          ...reviewStructuredData(reviews.data),
        }
      : undefined,
  });

  if (q.isLoading) return <main className="cat-page cat-center"><Spinner label="Loading product" size="lg" /></main>;
  if (q.isError || !product) {
    return (
      <main className="cat-page">
        <ErrorScreen message={q.error?.message} onRetry={() => void q.refetch()} />
      </main>
    );
  }

  const choose = (id: number) => {
    setChosen(id);
    setModalOpen(true);
  };
  const addToCart = () => {
    if (chosen === null) {
      toast.warn('Please select an option (color or size) above 👆🏿', { autoClose: 8000 });
      return;
    }
    setModalOpen(true);
  };
  const searchFor = (term: string) => navigate(`/shop/search?${new URLSearchParams({ q: term })}`, { state: { searchTerm: term } });
  const long = text.length > 200;
  const listItem = { productId: product.id, title: product.title, category: product.category, image: firstImage ?? '' };

  return (
    <main className="cat-page cat-product">
      <div className="cat-product__top">
        <ProductGallery images={product.images} title={product.title} active={activeImage} />
        <div className="cat-product__info">
          <h1>{product.title}</h1>
          {reviews.data && <ReviewSummaryLine summary={reviews.data.summary} link={reviews.data.summary.count ? '#reviews' : undefined} />}
          <div className={`cat-product__desc${long && !expanded ? ' is-collapsed' : ''}`} id="product-description"
            dangerouslySetInnerHTML={{ __html: product.description }} />
          {long && (
            <button type="button" className="cat-link-btn" aria-expanded={expanded} aria-controls="product-description" onClick={() => setExpanded((e) => !e)}>
              {expanded ? 'Show less' : 'Show more'}
            </button>
          )}
          <PriceTag className="cat-product__price" cents={price} reference={product} />
          {option && option.values.length > 0 && (
            <fieldset className="cat-options">
              <legend>{option.type === 'color' ? 'Color' : 'Size'}</legend>
              <div className="cat-options__list">
                {option.values.map((v) =>
                  option.type === 'color' ? (
                    <button key={v.id} type="button" className={`cat-swatch${chosen === v.id ? ' is-chosen' : ''}`} aria-pressed={chosen === v.id}
                      aria-label={v.title} title={v.title} style={{ background: v.colors?.[0] ?? '#ccc' }} onClick={() => choose(v.id)} />
                  ) : (
                    <button key={v.id} type="button" className={`cat-size-chip${chosen === v.id ? ' is-chosen' : ''}`} aria-pressed={chosen === v.id} onClick={() => choose(v.id)}>
                      {v.title}
                    </button>
                  ),
                )}
              </div>
            </fieldset>
          )}
          <div className="cat-product__actions">
            <button type="button" className="btn btn-primary" onClick={addToCart}>Add to cart</button>
            <a className="btn btn-outline" href={chatLink(`Hi! I'd like a free custom design based on "${product.title}": ${publicOrigin()}${canonical}`)} target="_blank" rel="noopener noreferrer">
              Request a custom design
            </a>
            <HeartButton product={listItem} />
          </div>
          <p><Link to={`/${product.id}/more-products`}>Want This Design on Other Products</Link></p>
          <div className="cat-product__tags">
            <span>Category:</span>{' '}
            <button type="button" className="ui-chip" onClick={() => searchFor(product.category.replace(/-/g, ' '))}>{product.category}</button>
          </div>
          {product.tags.length > 0 && (
            <div className="cat-product__tags">
              <span>Tags:</span>{' '}
              {product.tags.map((t) => (
                <button key={t} type="button" className="ui-chip" onClick={() => searchFor(t)}>{t}</button>
              ))}
            </div>
          )}
          <ShareButtons title={product.title} image={firstImage} />
        </div>
      </div>
      <VariantsModal open={modalOpen} onClose={() => setModalOpen(false)} product={product} variants={matching}
        image={(activeImage >= 0 ? product.images[activeImage]?.src : firstImage) ?? ''} />
      {q.data?.sizeGuide && <SizeGuideTable guide={q.data.sizeGuide} />}
      {/* keyed: another product starts on its own first page */}
      <ReviewsSection key={product.id} productId={product.id} />
      <ProductRow title="Same Products" products={q.data?.sameBlueprintProducts ?? []} />
      <ProductRow title="Related Products" products={q.data?.relatedProducts ?? []} />
      <ProductRow title="You may also like…" products={q.data?.diffProducts ?? []} />
    </main>
  );
}
