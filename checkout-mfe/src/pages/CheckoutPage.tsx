import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useMutation, useQuery, useQueryClient, toast, currentUid, queryKeys, useFavouritesCart, useSession, hrefs, usePageMeta } from '@store/shared';
import { billingFromProfile, formatCents, missingBillingFields, missingFieldsMessage, selectShippingMessage, shippingOptionDetails, shippingOptionsExplained, type BillingDetails } from '@store/shared/rules';
import { Spinner } from '@store/shared/ui';
import { calculateShipping, placeOrder, saveBilling } from '../api/checkoutApi.ts';
import { cartQuery } from '../api/queries.ts';
import type { CartItem } from '../api/types.ts';
import { BillingForm, phoneAsE164 } from '../components/BillingForm.tsx';
import { OrderSummary, itemImage, unitCents, variantTitle } from '../components/OrderSummary.tsx';
import { DiscountCodeField } from '../components/DiscountCodeField.tsx';
import '../styles/checkout.css';

/** /checkout: billing, shipping quote, option, confirm → /order-review (spec §2, §4, §5, §8). */
export default function CheckoutPage() {
  usePageMeta({ title: 'Checkout', description: 'Billing address, shipping and order confirmation.', canonical: '/checkout' });
  const user = useSession((s) => s.user);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const passed = (location.state as { items?: CartItem[] } | null)?.items;
  const cart = useQuery({ ...cartQuery(), enabled: Boolean(user) && !passed });
  const items = passed ?? cart.data ?? [];
  // starts from the profile's address, phone and e-mail (issue 41, defect 10); every field stays editable
  const [billing, setBilling] = useState<BillingDetails>(() => {
    const fromProfile = billingFromProfile(user);
    return { ...fromProfile, phone: phoneAsE164(fromProfile.phone) };
  });
  const [options, setOptions] = useState<Record<string, number> | null>(null);
  const [choice, setChoice] = useState('');
  // The billing details are saved first: the shipping quote is computed from the saved address.
  const quoting = useMutation({ mutationFn: async (details: BillingDetails) => { await saveBilling(details); return calculateShipping(currentUid(), details); } });
  const placing = useMutation({ mutationFn: (body: Parameters<typeof placeOrder>[0]) => placeOrder(body) });
  const calculating = quoting.isPending;
  const processing = placing.isPending;
  const [discount, setDiscount] = useState<{ code: string; cents: number } | null>(null);

  useEffect(() => {
    if (!user) toast.info('Please log in to proceed to checkout.');
  }, [user]);
  useEffect(() => {
    if (user && !passed && cart.isSuccess && !cart.data.length) toast.error('Cart is empty.');
  }, [user, passed, cart.isSuccess, cart.data]);

  if (!user) return <Navigate to={hrefs.login()} replace />;

  const onBilling = (next: BillingDetails) => {
    setBilling(next);
    // a changed address invalidates the quote
    setOptions(null);
    setChoice('');
  };

  async function onCalculate() {
    const missing = missingBillingFields(billing);
    if (missing.length) {
      toast.error(missingFieldsMessage(missing));
      return;
    }
    try {
      const reply = await quoting.mutateAsync(billing);
      const quote = reply.success ? ((reply.shippingOptions as Record<string, number> | undefined) ?? reply.data?.shippingOptions) : undefined;
      if (!quote) {
        toast.error(reply.message || 'Failed to calculate shipping');
        return;
      }
      setOptions(quote);
      setChoice('');
    } catch {
      toast.error('Failed to calculate shipping. Please try again.');
    }
  }

  async function onConfirm() {
    const missing = missingBillingFields(billing);
    if (missing.length) {
      toast.error(missingFieldsMessage(missing));
      return;
    }
    if (!options || !choice || options[choice] === undefined) {
      toast.error(selectShippingMessage);
      return;
    }
    try {
      const subtotal = items.reduce((n, i) => n + unitCents(i) * (i.quantity ?? 1), 0);
      const reply = await placing.mutateAsync({
        uid: currentUid(),
        shippingOption: choice,
        shippingCost: options[choice],
        totalAmount: subtotal + options[choice],
        subtotal,
        tax: 0,
        chargeableAmount: subtotal + options[choice],
        status: 'pending',
        paymentMethod: 'pending',
        paymentStatus: 'unpaid',
        address: JSON.stringify(billing),
        billingDetails: billing,
        discountCode: discount?.code,
        items: items.map((i) => ({
          productId: i.product_id,
          variant_id: i.variant_id,
          productTitle: i.productTitle,
          productImage: itemImage(i),
          color: i.color,
          size: i.sizes ?? variantTitle(i),
          quantity: i.quantity ?? 1,
          price: unitCents(i),
          totalPrice: unitCents(i) * (i.quantity ?? 1),
        })),
      });
      const order = reply.success ? (reply.order ?? reply.data?.order) : undefined;
      if (!order) {
        toast.error(reply.message || 'Failed to place order');
        return;
      }
      // the server cleared the cart; the local cache follows (spec §4)
      useFavouritesCart.getState().remove((e) => e.type === 'cart');
      queryClient.setQueryData(queryKeys.cart, []);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      navigate('/order-review', { state: { order, orderDetails: reply.orderDetails ?? reply.data?.orderDetails } });
    } catch {
      toast.error('We apologize for the inconvenience—this shipping option is currently unavailable. Please try other options.');
    }
  }

  if (!passed && cart.isLoading) {
    return (
      <main className="container page co-page">
        <Spinner label="Loading checkout..." />
      </main>
    );
  }

  return (
    <main className="container page co-page">
      <h1 className="page-title">Checkout</h1>
      {!items.length ? (
        <p>Cart is empty.</p>
      ) : (
        <div className="co-checkout">
          <section className="stack" aria-label="Billing and shipping">
            <BillingForm value={billing} onChange={onBilling} disabled={processing} />
            <div className="form-actions">
              <button type="button" className="btn btn-outline" onClick={onCalculate} disabled={calculating || processing}>
                {calculating ? 'Calculating...' : 'Calculate Shipping'}
              </button>
            </div>
            <DiscountCodeField subtotalCents={items.reduce((n, i) => n + unitCents(i) * (i.quantity ?? 1), 0)} applied={discount} onChange={setDiscount} disabled={processing} />
            {options && (
              <fieldset className="co-options">
                <legend>Shipping Options</legend>
                {Object.entries(options).map(([name, cents]) => {
                  const details = shippingOptionDetails(name, billing.country);
                  const detailsId = `co-option-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-details`;
                  return (
                    <div key={name} className="co-option-row">
                      {/* the label stays "Name - $price"; the delivery time is its description */}
                      <label className="co-option">
                        <input type="radio" name="shippingOption" value={name} checked={choice === name} onChange={() => setChoice(name)} aria-describedby={details ? detailsId : undefined} />
                        {name} - {formatCents(cents)}
                      </label>
                      {details && (
                        <p id={detailsId} className="co-option__details">
                          {details}
                        </p>
                      )}
                    </div>
                  );
                })}
                <p className="co-options__explained">{shippingOptionsExplained}</p>
                <div className="form-actions">
                  <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={processing}>
                    {processing ? 'Processing...' : 'Confirm & Review'}
                  </button>
                </div>
              </fieldset>
            )}
          </section>
          <OrderSummary items={items} shippingCents={choice && options ? options[choice] : null} />
        </div>
      )}
    </main>
  );
}
