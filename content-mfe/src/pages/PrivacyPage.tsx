import { storeInfo, usePageMeta } from '@store/shared';
import { LegalPage, type LegalSection } from '../components/LegalPage.tsx';
import '../styles/content.css';

const sections: LegalSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the store:</p>
        <ul>
          <li><strong>Account details</strong>: your name, e-mail address and password (stored only as a secure hash).</li>
          <li><strong>Order details</strong>: billing and shipping address, phone number and the products you order.</li>
          <li><strong>Payment details</strong>: processed by our payment gateway; we keep only the card brand and last four digits.</li>
          <li><strong>Usage data</strong>: pages visited and basic device information, used to keep the site secure and fast.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use your information',
    body: (
      <ul>
        <li>To produce, ship and track your orders and to answer your questions.</li>
        <li>To send one-time codes and messages about your account and orders.</li>
        <li>To send our newsletter, only if you subscribed; every newsletter has an unsubscribe link.</li>
        <li>To prevent fraud and keep the store secure.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Sharing with partners',
    body: (
      <p>
        We share your name, shipping address and order contents with our print and shipping partners only so they can make and
        deliver your products. We never sell your personal information.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use your browser's local storage to remember your session, wishlist and cart. We do not use advertising cookies.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: <p>We keep order records as long as tax law requires and delete account data when you ask us to close your account.</p>,
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <p>
        You may ask for a copy of your data, correct it or have it deleted at any time by writing to{' '}
        <a href={`mailto:${storeInfo.email}`}>{storeInfo.email}</a>.
      </p>
    ),
  },
  {
    id: 'children',
    heading: "Children's privacy",
    body: (
      <p>
        Our store is not intended for children under 13. We do not knowingly collect personal information from children under 13; if
        you believe a child has given us their data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: <p>We may update this policy from time to time. The date at the top of this page shows when it last changed.</p>,
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <p>
        Questions about your privacy? Write to <a href={`mailto:${storeInfo.email}`}>{storeInfo.email}</a>. {storeInfo.name},{' '}
        {storeInfo.city}.
      </p>
    ),
  },
];

/** /privacy-policy (spec §2): last updated March 16, 2025; not for children under 13. */
export default function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: `How ${storeInfo.name} collects, uses and protects your personal information.`,
    canonical: '/privacy-policy',
  });
  return (
    <LegalPage
      title="Privacy Policy"
      updated="March 16, 2025"
      intro={<p>This policy explains what information {storeInfo.name} collects when you use our store, why, and the choices you have.</p>}
      sections={sections}
    />
  );
}
