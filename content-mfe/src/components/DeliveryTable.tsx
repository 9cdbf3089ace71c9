import type { ShippingMethod } from '@store/shared/rules';
import { deliveryMessages, deliveryRows, deliveryTableState } from './deliveryRows.ts';
import { ErrorState } from '@store/shared/ui';

/** The shipping-options table, or one of the two error texts of spec §8 when it cannot be shown. */
export function DeliveryTable({ methods }: { methods: readonly ShippingMethod[] | null | undefined }) {
  const state = deliveryTableState(methods);
  if (state === 'empty') return <ErrorState text={deliveryMessages.unavailable} />;
  if (state === 'invalid' || !methods) return <ErrorState text={deliveryMessages.loadFailed} />;
  return (
    <div className="table-wrap">
      <table className="table content-delivery-table">
        <caption className="visually-hidden">Shipping options, prices and delivery times</caption>
        <thead>
          <tr>
            <th scope="col">Shipping option</th>
            <th scope="col">Price</th>
            <th scope="col">Delivery in the US</th>
            <th scope="col">International delivery</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {deliveryRows(methods).map((r) => (
            <tr key={r.id} data-method={r.id}>
              <th scope="row">{r.name}</th>
              <td>{r.price}</td>
              <td>{r.domestic}</td>
              <td>{r.international}</td>
              <td>{r.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
