import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { BANNER_AUTOPLAY_MS, BannerLink, banners } from './banners.tsx';

interface BannerCarouselProps {
  /** the first autoplay turn is already due (the static banners stood for one turn): take it now */
  turnNow?: boolean;
  /** turn every BANNER_AUTOPLAY_MS now (not paused, held or asked for less motion) */
  rotating: boolean;
  /** slides change without sliding */
  reducedMotion: boolean;
  onReady?: () => void;
}

/** Autoplay 3000 ms, loop, arrows, clickable dots; 1/2/3/4 slides at <640/640/768/1024 px, 20 px apart. */
export default function BannerCarousel({ turnNow = false, rotating, reducedMotion, onReady }: BannerCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  // The turns are ours, not Swiper's Autoplay: they start and stop with `rotating` alone (the pause
  // control, hover, focus, reduced motion), with no second idea of "paused" inside Swiper.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    // a screen reader hears the slide the shopper moved to, not every automatic turn
    swiper.wrapperEl.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (!rotating) return;
    const timer = setInterval(() => swiper.slideNext(), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [swiper, rotating]);
  return (
    <Swiper
      onSwiper={(s) => {
        setSwiper(s);
        onReady?.(); // once, when the carousel has mounted (its links now exist)
        if (turnNow && rotating) s.slideNext();
      }}
      modules={[Navigation, Pagination, A11y]}
      speed={reducedMotion ? 0 : 300}
      loop
      navigation
      pagination={{ clickable: true }}
      slidesPerView={1}
      spaceBetween={20}
      breakpoints={{ 640: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 1024: { slidesPerView: 4 } }}
    >
      {banners.map((b) => (
        <SwiperSlide key={b.href}>
          <BannerLink banner={b} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
