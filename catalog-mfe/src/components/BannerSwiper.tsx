import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent } from 'react';
import { BANNER_AUTOPLAY_MS, BannerLink, banners } from './banners.tsx';

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
          {/* only the first is the page's early image; the others (off screen on a phone) wait their turn */}
          {i === 0 ? <BannerLink banner={b} fetchPriority="high" /> : <BannerLink banner={b} loading="lazy" />}
        </li>
      ))}
    </ul>
  );
}

export function BannerSwiper() {
  // who started the carousel first; null while the static banners stand
  const [startedBy, setStartedBy] = useState<'timer' | 'shopper' | null>(null);
  const live = startedBy !== null;
  const section = useRef<HTMLElement>(null);
  // The link a keyboard user was on when the carousel took over: focus goes back to its twin.
  const focusedHref = useRef<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setStartedBy((s) => s ?? 'timer'), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const wake = () => setStartedBy((s) => s ?? 'shopper');
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
          <BannerCarousel turnNow={startedBy === 'timer'} onReady={onCarouselReady} />
        </Suspense>
      ) : (
        <StaticBanners />
      )}
    </section>
  );
}
