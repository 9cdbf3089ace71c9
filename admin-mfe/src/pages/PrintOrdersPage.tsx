import { storeInfo, useQuery, useSearchParams } from '@store/shared';
import { formatCents, taxLineLabel } from '@store/shared/rules';
import { QueryView } from '../components/QueryView.tsx';
import { fetchOrder, type AdminOrder } from '../api/adminApi.ts';
import { AdminFrame } from '../components/AdminFrame.tsx';
import { printRequestOf, type PrintKind } from '../components/printHref.ts';
import { shortDateTime } from '../components/labels.ts';

const titles: Record<PrintKind, string> = { 'packing-slip': 'Packing slips', invoice: 'Invoices' };

/**
 * /admin/print?kind=packing-slip|invoice&orders=1,2: one document per order, for the browser's print
 * (print CSS: only the documents, one per sheet). A packing slip has no prices (it travels in the parcel).
 */
export default function PrintOrdersPage() {
  const [params] = useSearchParams();
  const request = printRequestOf(params);
  if (!request) {
    return (
      <AdminFrame title="Print">
        <p className="alert alert-error" role="alert">
          Choose orders to print from the orders list.
        </p>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title={titles[request.kind]} actions={<PrintButton />}>
      <Documents kind={request.kind} orderIds={request.orderIds} />
    </AdminFrame>
  );
}

function PrintButton() {
  return (
    <button type="button" className="btn btn-primary adm-print__button" onClick={() => window.print()}>
      Print
    </button>
  );
}

function Documents({ kind, orderIds }: { kind: PrintKind; orderIds: number[] }) {
  const orders = useQuery({ queryKey: ['admin', 'print', orderIds.join(',')], queryFn: () => Promise.all(orderIds.map((id) => fetchOrder(String(id)))), retry: 1 });
  return (
    <QueryView query={orders} loading="Loading the orders" failed="Could not load the orders to print">
      {(list) => (
        <div className="adm-print">
          {list.map((o) => (kind === 'invoice' ? <Invoice key={o.orderId} o={o} /> : <PackingSlip key={o.orderId} o={o} />))}
        </div>
      )}
    </QueryView>
  );
}

function addressLines(a: AdminOrder['address']): string[] {
  return [a.fullName, a.address, [a.city, a.state, a.zipCode].filter(Boolean).join(' '), a.country].filter((l): l is string => Boolean(l));
}

function Address({ label, o }: { label: string; o: AdminOrder }) {
  return (
    <div>
      <h3 className="adm-doc__label">{label}</h3>
      <address className="adm-doc__address">
        {addressLines(o.address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </div>
  );
}

function DocHead({ kind, o }: { kind: string; o: AdminOrder }) {
  return (
    <header className="adm-doc__head">
      <div>
        <p className="adm-doc__store">{storeInfo.name}</p>
        <p className="muted">{storeInfo.email}</p>
      </div>
      <div className="adm-doc__title">
        <h2>
          {kind} · Order #{o.orderId}
        </h2>
        <p>Placed {shortDateTime(o.createdAt)}</p>
      </div>
    </header>
  );
}

/** The two columns under a document's head: the address, and the one fact beside it (shipping or payment). */
function DocParties({ addressLabel, o, factLabel, fact }: { addressLabel: string; o: AdminOrder; factLabel: string; fact: string }) {
  return (
    <div className="adm-doc__parties">
      <Address label={addressLabel} o={o} />
      <div>
        <h3 className="adm-doc__label">{factLabel}</h3>
        <p>{fact}</p>
      </div>
    </div>
  );
}

/** The order's items: name and quantity, and with `priced` the unit price and line total (the invoice). */
function ItemLines({ o, priced = false }: { o: AdminOrder; priced?: boolean }) {
  return (
    <table className="adm-doc__lines">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          {priced && <th scope="col">Price</th>}
          {priced && <th scope="col">Total</th>}
        </tr>
      </thead>
      <tbody>
        {o.items.map((i, n) => (
          <tr key={n}>
            <td>{`${i.title}${i.variant ? ` (${i.variant})` : ''}`}</td>
            <td>{i.quantity}</td>
            {priced && <td>{formatCents(i.priceCents)}</td>}
            {priced && <td>{formatCents(i.totalCents)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PackingSlip({ o }: { o: AdminOrder }) {
  return (
    <article className="card adm-doc" aria-label={`Packing slip for order #${o.orderId}`}>
      <DocHead kind="Packing slip" o={o} />
      <DocParties addressLabel="Ship to" o={o} factLabel="Shipping" fact={o.shippingOption} />
      <ItemLines o={o} />
    </article>
  );
}

function Invoice({ o }: { o: AdminOrder }) {
  const a = o.amounts;
  return (
    <article className="card adm-doc" aria-label={`Invoice for order #${o.orderId}`}>
      <DocHead kind="Invoice" o={o} />
      <DocParties addressLabel="Bill to" o={o} factLabel="Payment" fact={o.payment?.last4 ? `${o.payment.brand ?? 'Card'} ending ${o.payment.last4}` : o.paymentStatus} />
      <ItemLines o={o} priced />
      <dl className="adm-facts adm-doc__sums">
        <dt>Subtotal</dt>
        <dd>{formatCents(a.subtotalCents)}</dd>
        <dt>Shipping ({o.shippingOption})</dt>
        <dd>{formatCents(a.shippingCents)}</dd>
        <dt>{taxLineLabel(a.taxLabel)}</dt>
        <dd>{formatCents(a.taxCents)}</dd>
        <dt>Total</dt>
        <dd data-testid="invoice-total">{formatCents(a.totalCents)}</dd>
        <dt>Paid</dt>
        <dd>{formatCents(a.chargedCents)}</dd>
        {a.refundedCents > 0 && (
          <>
            <dt>Refunded</dt>
            <dd>{formatCents(a.refundedCents)}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
