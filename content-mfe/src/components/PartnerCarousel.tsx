import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y } from 'swiper/modules';
import 'swiper/css';
import { RotationToggle, useAutoRotation } from '@store/shared/ui';
import { partnerLogos, type PartnerLogo } from './partnerLogos.ts';

/** Slides per view: 6 on wide screens, 3 under 991 px, 2 under 767 px (spec §2 About us). */
export const partnerBreakpoints = { 0: { slidesPerView: 2 }, 767: { slidesPerView: 3 }, 991: { slidesPerView: 6 } } as const;

function Mark({ logo }: { logo: PartnerLogo }) {
  const common = { fill: logo.colour };
  return logo.shape === 'circle' ? (
    <circle cx="22" cy="30" r="14" {...common} />
  ) : logo.shape === 'square' ? (
    <rect x="8" y="16" width="28" height="28" rx="6" {...common} />
  ) : (
    <path d="M22 12 L38 30 L22 48 L6 30 Z" {...common} />
  );
}

function Logo({ logo }: { logo: PartnerLogo }) {
  return (
    <svg className="content-partner-logo" viewBox="0 0 200 60" role="img" aria-label={logo.name}>
      <Mark logo={logo} />
      <text x="46" y="30" fontSize="20" fontWeight="700" fill="#1d2320">
        {logo.name}
      </text>
      <text x="46" y="48" fontSize="12" fill="#55605a">
        {logo.tagline}
      </text>
    </svg>
  );
}

export const PARTNER_TURN_MS = 2500;

/**
 * The partner-logo carousel of the About page. It turns by itself every 2.5 s unless the shopper
 * asks for less motion, points at it, focuses into it or presses "Pause slides" (WCAG 2.2.2, #43).
 */
export function PartnerCarousel() {
  const rotation = useAutoRotation();
  const { rotating, reducedMotion, holdProps } = rotation;
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  // our own turns, not Swiper's Autoplay: they follow `rotating` alone
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    swiper.wrapperEl.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (!rotating) return;
    const timer = setInterval(() => swiper.slideNext(), PARTNER_TURN_MS);
    return () => clearInterval(timer);
  }, [swiper, rotating]);
  return (
    <div className="content-partners-frame" {...holdProps}>
      <div className="content-partners__controls">
        <RotationToggle rotation={rotation} />
      </div>
      <Swiper
        className="content-partners"
        modules={[A11y]}
        onSwiper={setSwiper}
        loop
        speed={reducedMotion ? 0 : 300}
        spaceBetween={16}
        slidesPerView={2}
        breakpoints={partnerBreakpoints}
        a11y={{ containerMessage: 'Our partners', slideRole: 'group' }}
      >
        {partnerLogos.map((logo) => (
          <SwiperSlide key={logo.name}>
            <Logo logo={logo} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
