import { useState } from 'react';
import { Link, useNavigate, useMutation, useQuery, useQueryClient, toast, messages, queryKeys, useFavouritesCart, useSession, currentUid, hrefs, usePageMeta } from '@store/shared';
import { formatCents } from '@store/shared/rules';
import { DataTable, Spinner, useIsMobile } from '@store/shared/ui';
import { removeCartItem, updateCartQuantities } from '../api/checkoutApi.ts';
import { cartQuery } from '../api/queries.ts';
import type { CartItem } from '../api/types.ts';
import { itemImage, unitCents, variantTitle } from '../components/OrderSummary.tsx';
import { QuantityInput } from '../components/QuantityInput.tsx';
import { useOnline } from '../hooks/useOnline.ts';
import '../styles/checkout.css';

/** /cart: quantities are edited locally (≥ 1) and sent on 'Update & Checkout' (spec §2, §4, §5). */
export default function CartPage() {
  usePageMeta({ title: 'Cart', description: 'The items in your cart, their quantities and totals.', canonical: '/cart' });
  const online = useOnline();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const removeEntry = useFavouritesCart((s) => s.remove);
  const cart = useQuery({ ...cartQuery(), enabled: online });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const removal = useMutation({ mutationFn: (v: { productId: string; variantId: number }) => removeCartItem(v.productId, v.variantId) });
  const update = useMutation({ mutationFn: (rows: Parameters<typeof updateCartQuantities>[0]) => updateCartQuantities(rows) });

  // the quantity fields start from each new reply of the cart (adjusted while rendering, not in an
  // effect that would render the old quantities first)
  const [quantitiesOf, setQuantitiesOf] = useState<typeof cart.data>(undefined);
  if (cart.data && cart.data !== quantitiesOf) {
    setQuantitiesOf(cart.data);
    setQuantities(Object.fromEntries(cart.data.map((i) => [String(i.id), i.quantity ?? 1])));
  }

  if (!online) {
    return (
      <main className="container page co-page">
        <h1 className="page-title">Cart</h1>
        <div className="alert alert-info co-offline" role="status">
          <p>
            <strong>You're offline</strong>
          </p>
          <p>{messages.offline}</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Retry Connection
          </button>
        </div>
      </main>
    );
  }

  const items = cart.data ?? [];
  const qty = (i: CartItem) => quantities[String(i.id)] ?? i.quantity ?? 1;
  const setQty = (i: CartItem, n: number) => setQuantities((q) => ({ ...q, [String(i.id)]: Math.max(1, n) }));
  const subtotal = items.reduce((n, i) => n + unitCents(i) * qty(i), 0);

  async function remove(i: CartItem) {
    // A guest removes through the guest id like a user through the token (#11).
    if (!i.product_id || !i.variant_id) {
      toast.error('User ID, Product ID, or Variant ID is missing. Please login again.');
      return;
    }
    const reply = await removal.mutateAsync({ productId: String(i.product_id), variantId: Number(i.variant_id) });
    if (!reply.success) {
      toast.error('Failed to remove item from cart!');
      return;
    }
    removeEntry((e) => e.type === 'cart' && String(e.product_id) === String(i.product_id) && Number(e.variant_id) === Number(i.variant_id));
    queryClient.setQueryData(queryKeys.cart, reply.data);
    toast.error('Item removed from cart!');
  }

  async function updateAndCheckout() {
    if (!user) {
      toast.info('Please log in to proceed to checkout.');
      navigate(hrefs.login());
      return;
    }
    if (!items.length) {
      toast.error('Cart is empty.');
      return;
    }
    const reply = await update.mutateAsync(items.map((i) => ({ uid: currentUid(), variant_id: Number(i.variant_id), quantity: qty(i) })));
    if (!reply.success) {
      toast.error(reply.message || 'Failed to update cart quantities. Please try again.');
      return;
    }
    queryClient.setQueryData(queryKeys.cart, reply.data);
    navigate('/checkout', { state: { items: reply.data } });
  }

  return (
    <main className="container page co-page">
      <h1 className="page-title">Cart</h1>
      {cart.isLoading ? (
        <Spinner label="Loading cart..." />
      ) : cart.isError ? (
        <p className="alert alert-error" role="alert">
          {cart.error.message}
        </p>
      ) : !items.length ? (
        <div className="co-empty">
          <p>Cart is empty.</p>
          <Link className="btn btn-primary" to={hrefs.shop()}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          {mobile ? (
            <ul className="co-cards">
              {items.map((i) => (
                <li key={i.id} className="card co-card">
                  <img src={itemImage(i)} alt="" width={80} height={80} />
                  <div className="stack">
                    <p className="co-summary__title">{i.productTitle}</p>
                    <p className="muted">{variantTitle(i)}</p>
                    <p>{formatCents(unitCents(i))}</p>
                    <QuantityInput value={qty(i)} onChange={(n) => setQty(i, n)} label={`Quantity of ${i.productTitle}`} />
                    <p>Total: {formatCents(unitCents(i) * qty(i))}</p>
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => remove(i)} aria-label={`Remove ${i.productTitle}`}>
                      Remove
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <DataTable
              className="co-table"
              rows={items}
              rowKey={(i) => i.id}
              columns={[
                {
                  header: 'Product',
                  cell: (i) => (
                    <div className="co-product">
                      <img src={itemImage(i)} alt="" width={64} height={64} />
                      <div>
                        <p className="co-summary__title">{i.productTitle}</p>
                        <p className="muted">{variantTitle(i)}</p>
                      </div>
                    </div>
                  ),
                },
                { header: 'Price', cell: (i) => formatCents(unitCents(i)) },
                { header: 'Quantity', cell: (i) => <QuantityInput value={qty(i)} onChange={(n) => setQty(i, n)} label={`Quantity of ${i.productTitle}`} /> },
                { header: 'Total', cell: (i) => formatCents(unitCents(i) * qty(i)) },
                {
                  header: 'Actions',
                  hideHeader: true,
                  cell: (i) => (
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => remove(i)} aria-label={`Remove ${i.productTitle}`}>
                      Remove
                    </button>
                  ),
                },
              ]}
            />
          )}
          <div className="co-cart-footer">
            <p className="co-subtotal">
              Sub-total: <strong>{formatCents(subtotal)}</strong>
            </p>
            <button type="button" className="btn btn-primary" onClick={updateAndCheckout} disabled={update.isPending}>
              Update &amp; Checkout
            </button>
          </div>
        </>
      )}
    </main>
  );
}
