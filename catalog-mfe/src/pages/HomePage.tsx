import { useEffect, useState } from 'react';
import { Link, useQuery, queryKeys, staleTimes, storeInfo, usePageMeta } from '@store/shared';
import type { CardProduct } from '@store/shared';
import type { ServerQueries } from '@store/shared/types';
import { fetchHome } from '../api/catalogApi.ts';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { BannerSwiper, banners } from '../components/BannerSwiper.tsx';
import { NewsletterForm } from '../components/NewsletterForm.tsx';
import { HomeLoader } from '../components/HomeLoader.tsx';
import { CardSkeletons } from '../components/CardSkeletons.tsx';
import { useSyncFavourites } from '../hooks/useSyncFavourites.ts';
import '../styles/catalog.css';

const groupCards = [
  { href: '/shop/clothing', title: 'Clothing', image: '/api/mockups/tee/0f5132/ffc914/1/front.svg?t=Clothing' },
  { href: '/shop/accessories', title: 'Accessories', image: '/api/mockups/bag/f4f1ea/e4572e/2/front.svg?t=Accessories' },
  { href: '/shop/home-living', title: 'Home & Living', image: '/api/mockups/pillow/2e86ab/ffc914/3/front.svg?t=Home' },
];

/** The home reply holds up to 10 products a section; the skeleton reserves that much room. */
const SECTION_SIZE = 10;

const sections = [
  { key: 'tShirts', title: 'Best-Selling Custom T-Shirts for Every Occasion', href: '/shop/t-shirts', linkText: 'Shop T-Shirts' },
  { key: 'mugs', title: 'Popular Custom Mugs – Perfect for Gifts', href: '/shop/mugs', linkText: 'Shop Mugs' },
  { key: 'mobileCovers', title: 'Trending Custom Phone Cases for Ultimate Protection', href: '/shop/phone-cases', linkText: 'Shop Phone Cases' },
  { key: 'womensSkirtsDresses', title: 'Women’s Skirts & Dresses', href: '/shop/womens-skirts-dresses', linkText: 'Shop Skirts & Dresses' },
] as const;

/** A product section; without products yet it shows card skeletons of the final size. */
function Section({ title, href, linkText, products }: { title: string; href: string; linkText: string; products?: CardProduct[] }) {
  return (
    <section className="cat-section">
      <div className="cat-section__head">
        <h2>{title}</h2>
        <Link to={href} className="btn btn-outline">{linkText}</Link>
      </div>
      {products ? <ProductGrid products={products} label={title} /> : <CardSkeletons count={SECTION_SIZE} />}
    </section>
  );
}

const homeQuery = { queryKey: queryKeys.home, queryFn: fetchHome };

/** The page's data, fetched by the server before its one render pass. */
export const serverQueries: ServerQueries = () => [homeQuery];

/** Home (spec §2): hero, banners, four product sections, the group cards and the newsletter. */
export default function HomePage() {
  usePageMeta({
    title: `${storeInfo.name} — Custom Printed T-Shirts, Hoodies, Mugs & More`,
    description: 'Custom printed clothing, accessories and home decor: T-shirts, hoodies, mugs, phone cases and more, printed on demand and shipped worldwide.',
    canonical: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: storeInfo.name,
      email: storeInfo.email,
      address: { '@type': 'PostalAddress', addressLocality: 'Lahore', addressCountry: 'PK' },
      currenciesAccepted: 'USD',
      sameAs: storeInfo.social.map((s) => s.href),
    },
  });
  const home = useQuery({ ...homeQuery, staleTime: staleTimes.list });
  useSyncFavourites(home.data?.data.favouritesCart, home.dataUpdatedAt);
  // The loader waits for the fonts and the first two banner images (loaded or failed).
  const [assetsReady, setAssetsReady] = useState(false);
  useEffect(() => {
    let live = true;
    const image = (src: string) =>
      new Promise<void>((resolve) => {
        const img = new Image();
        img.onload = img.onerror = () => resolve();
        img.src = `${src}&width=500`;
      });
    void Promise.all([document.fonts?.ready, image(banners[0].image), image(banners[1].image)]).then(() => live && setAssetsReady(true));
    return () => {
      live = false;
    };
  }, []);
  const data = home.data?.data;
  // A page that arrived server-rendered is already painted with its products: no loader over it.
  const [arrivedWithData] = useState(() => home.data !== undefined);

  return (
    <main className="cat-page cat-home">
      <HomeLoader ready={arrivedWithData || (assetsReady && !home.isLoading)} />
      <section className="cat-hero">
        <h1>T-shirt printing made easy</h1>
        <p>Your design, our print: custom T-shirts, hoodies, mugs and more, made on demand and shipped worldwide.</p>
        <Link to="/shop" className="btn btn-primary cat-hero__cta">
          shop now<span className="visually-hidden"> for custom printed products</span>
        </Link>
      </section>
      <BannerSwiper />
      {home.isError && <p className="cat-error" role="alert">Error: {home.error.message}</p>}
      {/* announced, not shown: the skeletons below are the visible loading state and hold the room */}
      {home.isLoading && <p className="visually-hidden" role="status">Loading products…</p>}
      {(data || home.isLoading) &&
        sections.map((sec) => (
          <Section key={sec.key} title={sec.title} href={sec.href} linkText={sec.linkText} products={data?.[sec.key]} />
        ))}
      <section className="cat-section">
        <h2>Shop All Categories in One Place</h2>
        <ul className="cat-groups">
          {groupCards.map((g) => (
            <li key={g.href}>
              <Link to={g.href} className="cat-group-card">
                <img src={`${g.image}&width=500`} alt="" width={300} height={300} loading="lazy" />
                <span>{g.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <NewsletterForm />
    </main>
  );
}
