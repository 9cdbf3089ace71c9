import { Link, chatLink, storeInfo, hrefs, usePageMeta } from '@store/shared';
import { PartnerCarousel } from '../components/PartnerCarousel.tsx';
import { SocialLinks } from '@store/shared/ui';
import '../styles/content.css';

const shopLinks = [
  { to: '/shop/hoodies', label: 'Custom Hoodies' },
  { to: '/shop/phone-cases', label: 'Phone Cases' },
  { to: '/shop/sweatshirts', label: 'Sweatshirts' },
];

/** /about-us: who we are, what we make, partners and where to find us. */
export default function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description: `${storeInfo.name} prints custom T-shirts, hoodies, phone cases, mugs and more on demand in ${storeInfo.city} and ships them worldwide.`,
    canonical: '/about-us',
  });
  return (
    <main className="content-page container page">
      <section className="content-hero" aria-labelledby="about-title">
        <h1 id="about-title">About {storeInfo.name}</h1>
        <p className="content-lead">
          We turn ideas into things you can wear, hold and gift. From a single T-shirt to a hundred team hoodies, every piece is
          printed on demand just for you and shipped worldwide from our partners' print facilities.
        </p>
        <Link to={hrefs.shop()} className="btn btn-primary">
          Shop all products
        </Link>
      </section>

      <section className="content-section" aria-labelledby="about-story">
        <h2 id="about-story">Our story</h2>
        <p>
          {storeInfo.name} started in {storeInfo.city} with one printer, a handful of designs and a simple belief: custom
          merchandise should be easy, affordable and made without waste. Today our small team curates thousands of products and
          works with trusted print partners around the globe.
        </p>
        <p>
          Because everything is made to order, there is no overstock and no minimum order. You choose the product, the colour and
          the size; we print it, pack it and send it to your door.
        </p>
      </section>

      <section className="content-section" aria-labelledby="about-make">
        <h2 id="about-make">What we make</h2>
        <ul className="content-link-list">
          {shopLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
          <li>
            <Link to={hrefs.shop()}>Everything in the shop</Link>
          </li>
        </ul>
      </section>

      <section className="content-section" aria-labelledby="about-design">
        <h2 id="about-design">Free custom designs</h2>
        <p>
          Have an idea but no artwork? Our designers create a custom design for free. Tell us what you have in mind and we will
          send you a mock-up, usually within a few hours.
        </p>
        <a className="btn btn-outline" href={chatLink('Hello! I would like a free custom design.')} target="_blank" rel="noopener noreferrer">
          Chat with our designers<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </section>

      <section className="content-section" aria-labelledby="about-partners">
        <h2 id="about-partners">Our partners</h2>
        <PartnerCarousel />
      </section>

      <section className="content-section" aria-labelledby="about-follow">
        <h2 id="about-follow">Follow us</h2>
        <SocialLinks className="content-social" />
      </section>
    </main>
  );
}
