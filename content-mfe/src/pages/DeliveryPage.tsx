import { usePageMeta } from '@store/shared/ui';

/** Placeholder until this page's issue lands: states what the page will show. */
export default function DeliveryPage() {
  usePageMeta({ title: 'Delivery Information', description: 'Shipping options, rates and destinations.' });
  return (
    <main className="container page">
      <h1>Delivery Information</h1>
      <p>Shipping options, rates and destinations.</p>
    </main>
  );
}
