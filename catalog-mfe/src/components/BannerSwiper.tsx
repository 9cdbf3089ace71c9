import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { RotationToggle, ROTATION_TOGGLE_ATTR, useAutoRotation } from '@store/shared/ui';
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
  // Turns stop for reduced motion, hover, keyboard focus and the pause control (#43 item 6).
  const rotation = useAutoRotation();
  const { rotating, reducedMotion, holdProps } = rotation;
  const frame = useRef<HTMLDivElement>(null);
  // The link a keyboard user was on when the carousel took over: focus goes back to its twin.
  const focusedHref = useRef<string | null>(null);
  // the first turn is due one delay after the banners stand and may turn (no timer while held)
  useEffect(() => {
    if (live || !rotating) return;
    const timer = setTimeout(() => setStartedBy((s) => s ?? 'timer'), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [live, rotating]);
  const wake = () => setStartedBy((s) => s ?? 'shopper');
  const onPointerEnter = (e: PointerEvent<HTMLDivElement>) => {
    holdProps.onPointerEnter(e);
    wake();
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    holdProps.onFocus(e);
    if (e.target.closest(`[${ROTATION_TOGGLE_ATTR}]`)) return; // the control alone needs no Swiper
    if (!live) focusedHref.current = e.target.getAttribute('href');
    wake();
  };
  const onCarouselReady = () => {
    const href = focusedHref.current;
    focusedHref.current = null;
    if (href && (document.activeElement === document.body || !document.activeElement)) {
      frame.current?.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)?.focus();
    }
  };
  return (
    <section className="cat-banners" aria-label="Featured categories">
      {/* the pointer, a finger or focus anywhere in the banners (the control included) is heard here */}
      <div
        ref={frame}
        onPointerEnter={onPointerEnter}
        onPointerLeave={holdProps.onPointerLeave}
        onTouchStart={wake}
        onFocus={onFocus}
        onBlur={holdProps.onBlur}
      >
        {/* first, so a keyboard user meets it before the slides (and in the server's HTML) */}
        <div className="cat-banners__controls">
          <RotationToggle rotation={rotation} />
        </div>
        {live ? (
          <Suspense fallback={<StaticBanners />}>
            <BannerCarousel turnNow={startedBy === 'timer'} rotating={rotating} reducedMotion={reducedMotion} onReady={onCarouselReady} />
          </Suspense>
        ) : (
          <StaticBanners />
        )}
      </div>
    </section>
  );
}
