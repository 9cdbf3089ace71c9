import { useId, useState } from 'react';
import { useQuery, queryKeys, staleTimes } from '@store/shared';
import { Modal, Spinner } from '@store/shared/ui';
import { isSellable, colorOf } from '@store/shared/rules';
import type { CardProduct } from '@store/shared';
import { fetchProduct } from '../api/catalogApi.ts';
import { useToggleEntry } from '../hooks/useToggleEntry.ts';
import { ZoomImage } from './ZoomImage.tsx';
import { PriceTag } from './PriceTag.tsx';
import { ReviewSummaryLine } from './ReviewSummaryLine.tsx';
import { reviewsQuery } from '../api/reviewsApi.ts';

interface QuickViewModalProps {
  product: CardProduct | null;
  onClose: () => void;
}

/** Quick view (spec §2): the real review count (none shown when there are none), price (struck compare-at only where the owner set one), size, quantity ≥ 1, add to cart. */
export function QuickViewModal({ product, onClose }: QuickViewModalProps) {
  const sizeId = useId();
  const qtyId = useId();
  const [variantId, setVariantId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const { toggle, pending } = useToggleEntry();
  const detail = useQuery({
    queryKey: queryKeys.product(product?.productId ?? '', product?.category ?? ''),
    queryFn: () => fetchProduct(product!.productId, product!.category),
    enabled: Boolean(product),
    staleTime: staleTimes.detail,
  });
  const reviews = useQuery({ ...reviewsQuery(product?.productId ?? ''), enabled: Boolean(product) });
  const sellable = (detail.data?.data.variants ?? []).filter(isSellable);
  // another product starts from its first variant and a quantity of 1 (adjusted while rendering,
  // not in an effect that would render twice)
  const [forProduct, setForProduct] = useState(product?.productId);
  if (forProduct !== product?.productId) {
    setForProduct(product?.productId);
    setVariantId(null);
    setQuantity(1);
  }
  const chosen = sellable.find((v) => v.id === variantId) ?? sellable[0];
  const options = detail.data?.data.options ?? [];

  const addToCart = async () => {
    if (!product || !chosen) return;
    const color = colorOf(options, chosen);
    const size = options.find((o) => o.type === 'size')?.values.find((v) => chosen.options.includes(v.id));
    const result = await toggle({
      type: 'cart', product_id: product.productId, category: product.category, variant_id: chosen.id, quantity,
      color: color?.title ?? null, color_id: color?.id ?? null, sizes: size?.title ?? null, size_id: size?.id ?? null,
    });
    if (result === 'added') onClose();
  };

  return (
    <Modal open={product !== null} title={product?.title ?? 'Quick view'} onClose={onClose}>
      {!product ? (
        <p>No product selected.</p>
      ) : (
        <div className="cat-quick">
          <div className="cat-quick__media">
            <ZoomImage src={product.image} alt={product.title} />
          </div>
          <div className="cat-quick__info">
            {/* the real count, or nothing: never an invented number (#40) */}
            {reviews.data && reviews.data.summary.count > 0 && <ReviewSummaryLine summary={reviews.data.summary} />}
            {/* the reference belongs to the product's "from" price (the card's): another variant's price shows none */}
            <PriceTag className="cat-card__price" cents={chosen?.price ?? product.price} reference={product} trackedCents={product.price} />
            {detail.isLoading && <Spinner label="Loading product details" />}
            {detail.data && <div className="cat-quick__desc" dangerouslySetInnerHTML={{ __html: detail.data.data.description }} />}
            {sellable.length > 0 && (
              <p>
                <label htmlFor={sizeId}>Size</label>
                <select id={sizeId} value={chosen?.id ?? ''} onChange={(e) => setVariantId(Number(e.target.value))}>
                  {sellable.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.title}
                    </option>
                  ))}
                </select>
              </p>
            )}
            <p>
              <label htmlFor={qtyId}>Quantity</label>
              <input id={qtyId} type="number" min={1} value={quantity} onChange={(e) => setQuantity(Math.max(1, Math.trunc(Number(e.target.value)) || 1))} />
            </p>
            <button type="button" className="btn btn-primary" onClick={addToCart} disabled={pending || !chosen}>
              {pending ? 'Processing...' : 'Add to cart'}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
