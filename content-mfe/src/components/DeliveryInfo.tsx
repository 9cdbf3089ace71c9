import { storeInfo } from '@store/shared';
import { excludedCountries, type ShippingMethod } from '@store/shared/rules';
import { DeliveryTable } from './DeliveryTable.tsx';

/** The delivery information itself: the table data is passed in so a test can feed it bad data. */
export function DeliveryInfo({ methods }: { methods: readonly ShippingMethod[] | null | undefined }) {
  return (
    <>
      <p className="content-lead">
        {storeInfo.name} ships worldwide from print facilities close to you. Every item is made to order, so delivery times below
        start once your order has been produced (usually 2-5 business days).
      </p>

      <section className="content-section" aria-labelledby="delivery-options">
        <h2 id="delivery-options">Shipping options</h2>
        <DeliveryTable methods={methods} />
      </section>

      <section className="content-section" aria-labelledby="delivery-notice">
        <h2 id="delivery-notice">General notice</h2>
        <ul>
          <li>Delivery times are estimates in business days (Monday to Friday, excluding public holidays) and are not guaranteed.</li>
          <li>Orders with several items may arrive in separate parcels; you pay shipping only once per order.</li>
          <li>International orders may be subject to import duties and taxes, which are paid by the recipient.</li>
          <li>You receive a tracking link by e-mail as soon as your parcel ships; it also appears under My Orders.</li>
        </ul>
      </section>

      <section className="content-section" aria-labelledby="delivery-countries">
        <h2 id="delivery-countries">Supported countries</h2>
        <p>
          We deliver to the United States, Canada, the United Kingdom, every country of the European Union, Australia, New Zealand,
          Pakistan and most other countries worldwide. Economy and Express are available for US addresses only.
        </p>
        <p>We are currently unable to ship to the following countries:</p>
        <ul className="content-excluded">
          {excludedCountries.map((c) => (
            <li key={c.code}>{c.name}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
