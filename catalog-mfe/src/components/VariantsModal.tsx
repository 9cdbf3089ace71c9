import { Modal } from '@store/shared/ui';
import { useFavouritesCart } from '@store/shared';
import { colorOf, formatCents, sizeOf, sizedImage } from '@store/shared/rules';
import type { ProductDetail, Variant } from '@store/shared';
import { useToggleEntry } from '../hooks/useToggleEntry.ts';

interface VariantsModalProps {
  open: boolean;
  onClose: () => void;
  product: ProductDetail;
  variants: Variant[];
  image: string;
}

/** 'Product Details': the variants matching the choice, each with its cart toggle (spec §4). */
export function VariantsModal({ open, onClose, product, variants, image }: VariantsModalProps) {
  const entries = useFavouritesCart((s) => s.entries);
  const { toggle, sending } = useToggleEntry();
  const busy = sending?.variant_id ?? null;
  const inCart = (v: Variant) => entries.some((e) => e.type === 'cart' && String(e.product_id) === product.id && Number(e.variant_id) === v.id);

  const onToggle = async (v: Variant) => {
    const color = colorOf(product.options, v);
    const size = product.options.find((o) => o.type === 'size')?.values.find((val) => v.options.includes(val.id));
    await toggle({
      type: 'cart', product_id: product.id, category: product.category, variant_id: v.id, quantity: 1,
      color: color?.title ?? null, color_id: color?.id ?? null, sizes: size?.title ?? null, size_id: size?.id ?? null,
    });
  };

  return (
    <Modal open={open} title="Product Details" onClose={onClose} className="cat-variants-modal">
      {variants.length === 0 ? (
        <p>No matching variants found.</p>
      ) : (
        <ul className="cat-variants">
          {variants.map((v) => (
            <li key={v.id} className="cat-variants__row">
              <img src={sizedImage(image, { width: 120 })} alt="" width={64} height={64} />
              <div className="cat-variants__info">
                <p className="cat-variants__title">{product.title}</p>
                <p>Variant: {v.title}</p>
                {sizeOf(product.options, v) && <p>Size: {sizeOf(product.options, v)}</p>}
                <p>Price: {formatCents(v.price)} USD</p>
              </div>
              <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => onToggle(v)}
                aria-label={`${inCart(v) ? 'Remove from Cart' : 'Add to Cart'}: ${v.title}`}>
                {busy === v.id ? 'Processing...' : inCart(v) ? 'Remove from Cart' : 'Add to Cart'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
