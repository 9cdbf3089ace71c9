import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link } from '@store/shared';
import { BANNER_AUTOPLAY_MS, banners } from './banners.ts';

export { banners };

// Swiper is ~27 KB gzip that the first paint does not need (#12): the banners arrive as plain links
// laid out exactly like the carousel's first view, and the carousel takes over when the shopper
// reaches for it or when its first autoplay turn is due — the first moment it would move anyway.
const BannerCarousel = lazy(() => import('./BannerCarousel.tsx'));

function StaticBanners() {
  return (
    <ul className="cat-banners__static">
      {banners.map((b, i) => (
        <li key={b.href}>
          <Link to={b.href} className="cat-banner">
            {/* only the first is the page's early image; the others (off screen on a phone) wait their turn */}
            <img src={`${b.image}&width=500`} alt="" width={500} height={500} {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
            <span className="cat-banner__label">{b.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function BannerSwiper() {
  const [live, setLive] = useState(false);
  const [woken, setWoken] = useState<'timer' | 'shopper'>('shopper');
  const section = useRef<HTMLElement>(null);
  // The link a keyboard user was on when the carousel took over: focus goes back to its twin.
  const focusedHref = useRef<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setWoken('timer');
      setLive(true);
    }, BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const wake = () => setLive(true);
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    if (!live) focusedHref.current = e.target.getAttribute('href');
    wake();
  };
  const onCarouselReady = () => {
    const href = focusedHref.current;
    focusedHref.current = null;
    if (href && (document.activeElement === document.body || !document.activeElement)) {
      section.current?.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)?.focus();
    }
  };
  return (
    <section ref={section} className="cat-banners" aria-label="Featured categories" onPointerEnter={wake} onTouchStart={wake} onFocus={onFocus}>
      {live ? (
        <Suspense fallback={<StaticBanners />}>
          <BannerCarousel turnNow={woken === 'timer'} onReady={onCarouselReady} />
        </Suspense>
      ) : (
        <StaticBanners />
      )}
    </section>
  );
}
