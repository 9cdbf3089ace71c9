import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useQuery, useQueryClient, toast, queryKeys, useSession, hrefs, usePageMeta, ErrorScreen } from '@store/shared';
import { centsToDollars, payableCents, cleanCardholderName, formatCardNumber, formatCents, formatCvv, formatExpiry, taxLineLabel, validateCardForm, type CardErrors, type CardForm, type CardPageVariant } from '@store/shared/rules';
import { Field, Spinner, TextField } from '@store/shared/ui';
import { fetchOrderAndTax, payByCard } from '../api/checkoutApi.ts';
import type { Order } from '../api/types.ts';
import { AcceptedCards } from './AcceptedCards.tsx';
import { DiscountLine } from './DiscountLine.tsx';
import { useTokenizer } from '../payment/useTokenizer.ts';
import { cardForTokenizer } from '../payment/cardForTokenizer.ts';
import { tokenizerMessages } from '../payment/tokenizer.ts';
import { PayButton } from './PayButton.tsx';
import { PaymentConfirming } from './PaymentConfirming.tsx';
import '../styles/checkout.css';

/**
 * The two payment pages (spec §2, §5): the same screen, differing only in the card-number rule
 * and the expiry message (CardPageVariant). The card never goes to the store: after the spec's
 * checks it goes to the gateway's tokenizer, and the store gets only the one-time token (its card
 * inputs have no `name`, so no form submission can carry them). The server charges its own total.
 */
export function CardPaymentScreen({ variant }: { variant: CardPageVariant }) {
  const { orderId = '' } = useParams();
  usePageMeta({ title: 'Payment', description: 'Pay for your order by card.' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const details = useQuery({
    queryKey: queryKeys.orderAndTax(orderId),
    queryFn: async () => {
      const reply = await fetchOrderAndTax(orderId);
      if (!reply.success || !reply.data) throw Object.assign(new Error(reply.message), { notFound: /not found/i.test(reply.message) });
      return reply.data;
    },
    enabled: Boolean(user && orderId),
    retry: false,
    staleTime: 0,
  });
  const [name, setName] = useState('');
  // The card's fields are uncontrolled (#39 item 9): React mirrors a controlled input's value into
  // its `value` attribute, which injected CSS could read with attribute selectors. The typed digits
  // live only in each input's value property, formatted in place and read from the refs on submit.
  const cardNumber = useRef<HTMLInputElement>(null);
  const expiry = useRef<HTMLInputElement>(null);
  const cvv = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState('');
  // Not a useMutation (issue 43): its variables would be the card form, kept in the mutation cache.
  const [paying, setPaying] = useState(false);
  // the gateway did not answer: the earlier charge may have gone through, so no second card
  const [confirming, setConfirming] = useState<string | null>(null);
  const tokenizer = useTokenizer();

  const notFound = details.isError && (details.error as Error & { notFound?: boolean }).notFound;
  useEffect(() => {
    if (!details.isError || notFound) return;
    toast.error('Failed to fetch order and tax details. Please try again.');
    const timer = setTimeout(() => navigate('/order-review'), 2000);
    return () => clearTimeout(timer);
  }, [details.isError, notFound, navigate]);

  if (!user) {
    return (
      <main className="container page co-page">
        <p>Please log in to pay for your order.</p>
        <Link to={hrefs.login()} className="btn btn-primary">
          Login
        </Link>
      </main>
    );
  }
  if (details.isLoading || tokenizer.state === 'reloading') {
    return (
      <main className="container page co-page">
        <Spinner label="Loading order..." />
      </main>
    );
  }
  if (notFound) {
    return (
      <main className="container page co-page">
        <ErrorScreen message="Order not found." backTo={{ href: '/orders', label: 'Go Back' }} />
      </main>
    );
  }
  if (!details.data) {
    return (
      <main className="container page co-page">
        <p role="alert">Failed to fetch order and tax details</p>
      </main>
    );
  }
  const order: Order = details.data.order;
  const tax = details.data.tax;
  const totalCents = payableCents({ ...order, tax });
  if (order.paymentStatus === 'paid') {
    return (
      <main className="container page co-page co-result">
        <h1 className="page-title">Payment</h1>
        <p>Order #{order.orderId} has already been paid.</p>
        <Link className="btn btn-primary" to={hrefs.orders()}>
          View My Orders
        </Link>
      </main>
    );
  }
  // 'pending' is the gateway's unknown answer about an earlier charge (a time-out), not "unpaid"
  if (confirming !== null || order.paymentStatus === 'pending') return <PaymentConfirming orderId={order.orderId} message={confirming || undefined} />;

  async function onPay(e: React.FormEvent) {
    e.preventDefault();
    const form: CardForm = { name, cardNumber: cardNumber.current?.value ?? '', expiry: expiry.current?.value ?? '', cvv: cvv.current?.value ?? '' };
    const found = validateCardForm(form, variant);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    setPaying(true);
    // an early submit waits here for the gateway's script; nothing is sent before it is ready
    const token = await tokenizer
      .whenReady()
      .then((t) => t.tokenize(cardForTokenizer(form)))
      .catch((err: Error) => err);
    if (token instanceof Error) {
      setPaying(false);
      setFormError(token.message);
      toast.error(token.message);
      return;
    }
    const reply = await payByCard({ amount: centsToDollars(totalCents), currency: 'USD', name: form.name.trim(), requestId: String(order.orderId), opaqueData: token });
    setPaying(false);
    if (reply.success) {
      // paid earlier (another tab, or a timed-out charge that went through): this card was not charged, and the toast says so
      if ((reply.data as { alreadyPaid?: boolean } | null)?.alreadyPaid) toast.info(reply.message);
      else toast.success('Payment processed successfully');
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      navigate(`/payment/success/${order.orderId}`);
      return;
    }
    if ((reply.data as { status?: string } | null)?.status === 'confirming') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      setConfirming(reply.message);
      return;
    }
    const message = reply.message || 'Payment failed. Please try again.';
    setFormError(message);
    toast.error(message);
  }


  return (
    <main className="container page co-page">
      <h1 className="page-title">Payment</h1>
      <div className="co-checkout">
        <form method="post" className="card stack co-card-form" onSubmit={onPay} noValidate aria-label="Card payment">
          <h2>Card Details</h2>
          <TextField id="co-card-name" label="Cardholder Name" autoComplete="cc-name" value={name} onChange={(e) => setName(cleanCardholderName(e.target.value))} error={errors.name} />
          <Field id="co-card-number" label="Card Number" error={errors.cardNumber} after={<AcceptedCards />}>
            {(control) => (
              <input
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={19}
                placeholder="1234 5678 9012 3456"
                ref={cardNumber}
                onChange={formatInPlace(formatCardNumber)}
                {...control}
              />
            )}
          </Field>
          <div className="form-row">
            <Field id="co-card-expiry" label="Expiry (MM/YYYY)" error={errors.expiry}>
              {(control) => (
                <input inputMode="numeric" autoComplete="cc-exp" maxLength={7} placeholder="MM/YY" ref={expiry} onChange={formatInPlace(formatExpiry)} {...control} />
              )}
            </Field>
            <Field id="co-card-cvv" label="CVV" error={errors.cvv}>
              {(control) => <input inputMode="numeric" autoComplete="cc-csc" maxLength={4} ref={cvv} onChange={formatInPlace(formatCvv)} {...control} />}
            </Field>
          </div>
          {tokenizer.state === 'failed' && !formError && (
            <p className="alert alert-error" role="alert">
              {tokenizerMessages.unavailable}
            </p>
          )}
          {formError && (
            <p className="alert alert-error" role="alert">
              {formError}
            </p>
          )}
          <PayButton paying={paying} preparing={tokenizer.state === 'preparing'} label={`Pay Now ${formatCents(totalCents)}`} />
          <Link to="/payment/cancel" className="btn btn-ghost">
            Cancel
          </Link>
        </form>
        <aside className="co-summary card" aria-labelledby="co-charge-title">
          <h2 id="co-charge-title">Charge Summary</h2>
          <p className="muted">Order #{order.orderId}</p>
          <dl className="co-totals">
            <div>
              <dt>Subtotal</dt>
              <dd>{formatCents(order.subtotal)}</dd>
            </div>
            <DiscountLine order={order} />
            <div>
              <dt>Shipping</dt>
              <dd>{formatCents(order.shippingCost)}</dd>
            </div>
            <div>
              <dt>{taxLineLabel(order.taxLabel)}</dt>
              <dd>{formatCents(tax)}</dd>
            </div>
            <div className="co-totals__total">
              <dt>Total Chargeable</dt>
              <dd>{formatCents(totalCents)}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </main>
  );
}

/** Formats an uncontrolled input as it is typed, through its value property (never its attribute). */
function formatInPlace(format: (typed: string) => string) {
  return (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = format(e.currentTarget.value);
    if (next !== e.currentTarget.value) e.currentTarget.value = next;
  };
}
