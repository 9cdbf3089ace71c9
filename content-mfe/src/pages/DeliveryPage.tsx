import { storeInfo, usePageMeta } from '@store/shared';
import { shippingMethods } from '@store/shared/rules';
import { DeliveryInfo } from '../components/DeliveryInfo.tsx';
import { DeliveryErrorBoundary } from '../components/DeliveryErrorBoundary.tsx';
import '../styles/content.css';

/** /delivery-information: static delivery data of spec §9, no call (the same table checkout quotes from). */
export default function DeliveryPage() {
  usePageMeta({
    title: 'Delivery Information',
    description: `Shipping options, prices and delivery times of ${storeInfo.name}: Economy from $3.99, Standard from $4.75, Priority and Express, worldwide.`,
    canonical: '/delivery-information',
  });
  return (
    <main className="content-page container page">
      <h1 className="page-title">Delivery Information</h1>
      <p className="content-store-name">{storeInfo.name}</p>
      <DeliveryErrorBoundary>
        <DeliveryInfo methods={shippingMethods} />
      </DeliveryErrorBoundary>
    </main>
  );
}
