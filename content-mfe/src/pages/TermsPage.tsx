import { Link, storeInfo, usePageMeta } from '@store/shared';
import { LegalPage, type LegalSection } from '../components/LegalPage.tsx';
import '../styles/content.css';

const sections: LegalSection[] = [
  {
    id: 'orders',
    heading: 'Orders',
    body: (
      <p>
        Every product is printed on demand after you order it. By placing an order you confirm that the details you give are correct
        and that you have the right to use any design you upload.
      </p>
    ),
  },
  {
    id: 'prices',
    heading: 'Prices and payment',
    body: <p>Prices are shown in US dollars. Shipping is calculated at checkout. Your card is charged when you confirm the payment.</p>,
  },
  {
    id: 'shipping',
    heading: 'Shipping',
    body: (
      <p>
        Shipping options, prices and delivery times are listed on our <Link to="/delivery-information">delivery information</Link> page.
      </p>
    ),
  },
  {
    id: 'returns',
    heading: 'Returns',
    body: (
      <ul>
        <li>You may return an item within <strong>14 days of delivery</strong>.</li>
        <li>Returned items must be <strong>unused and in their original packaging</strong>.</li>
        <li>
          <strong>Custom items are non-returnable unless they are defective</strong> (for example a misprint or damage in transit).
          Please send us a photo of the defect.
        </li>
      </ul>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <p>
        Refunds are processed <strong>within 10 business days of receiving the return</strong>, to the original payment method.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Designs and intellectual property',
    body: <p>You keep the rights to the designs you upload. We will not print designs that infringe the rights of others.</p>,
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        To start a return or ask a question, write to <a href={`mailto:${storeInfo.email}`}>{storeInfo.email}</a> or use our{' '}
        <Link to="/contact-us">contact page</Link>.
      </p>
    ),
  },
];

/** /terms-and-conditions (spec §2): 14-day returns, refunds within 10 business days, custom items. */
export default function TermsPage() {
  usePageMeta({
    title: 'Terms and Conditions',
    description: `Terms of ${storeInfo.name}: orders, shipping, 14-day returns and refunds within 10 business days.`,
    canonical: '/terms-and-conditions',
  });
  return (
    <LegalPage
      title="Terms and Conditions"
      updated="March 16, 2025"
      intro={<p>These terms apply to every order placed with {storeInfo.name}. Please read them before you buy.</p>}
      sections={sections}
    />
  );
}
