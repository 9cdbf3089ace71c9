import { queryKeys, useQuery } from '@store/shared';
import { formatCents, payableCents, taxLineLabel } from '@store/shared/rules';
import { fetchOrderAndTax } from '../api/checkoutApi.ts';
import type { Order } from '../api/types.ts';

/**
 * The order review's tax and total to pay: the server fixes the order's tax on this first read
 * (the rate the owner's table has now, stored on the order) and says which rate applied,
 * "Tax (CA 7.25 %)"; the payment page charges exactly this total.
 */
export function ReviewTax({ order }: { order: Order }) {
  const orderId = String(order.orderId);
  const details = useQuery({
    queryKey: queryKeys.orderAndTax(orderId),
    queryFn: async () => {
      const reply = await fetchOrderAndTax(orderId);
      if (!reply.success || !reply.data) throw new Error(reply.message);
      return reply.data;
    },
    retry: 1,
    staleTime: 0,
  });
  if (details.isPending) {
    return (
      <div>
        <dt>Tax</dt>
        <dd role="status">Calculating…</dd>
      </div>
    );
  }
  if (details.isError) {
    return (
      <div>
        <dt>Tax</dt>
        <dd role="alert">Could not calculate the tax: it is shown on the payment page.</dd>
      </div>
    );
  }
  const { tax, order: taxed } = details.data;
  return (
    <>
      <div data-testid="review-tax">
        <dt>{taxLineLabel(taxed.taxLabel)}</dt>
        <dd>{formatCents(tax)}</dd>
      </div>
      <div className="co-totals__total">
        <dt>Total to Pay</dt>
        <dd>{formatCents(payableCents({ ...taxed, tax }))}</dd>
      </div>
    </>
  );
}
