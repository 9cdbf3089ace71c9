import { chatLink, storeInfo, usePageMeta } from '@store/shared';
import { ContactForm } from '../components/ContactForm.tsx';
import '../styles/content.css';

/** /contact-us: intro, chat and mail links, and the contact form that opens the chat. */
export default function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description: `Questions about an order or a custom design? Contact ${storeInfo.name} by chat or e-mail; we usually answer within a few hours.`,
    canonical: '/contact-us',
  });
  return (
    <main className="content-page container page">
      <h1 className="page-title">Contact Us</h1>
      <div className="content-contact">
        <section aria-labelledby="contact-intro" className="content-contact__intro">
          <h2 id="contact-intro">We would love to hear from you</h2>
          <p>
            Questions about an order, sizing or a custom design? Our team in {storeInfo.city} answers every message, usually within a
            few hours. Chat with us, write an e-mail, or fill in the form and we will pick it up in the chat.
          </p>
          <ul className="content-contact__channels">
            <li>
              <a href={chatLink()} target="_blank" rel="noopener noreferrer">
                Chat with us<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${storeInfo.email}`}>{storeInfo.email}</a>
            </li>
          </ul>
        </section>
        <ContactForm />
      </div>
    </main>
  );
}
