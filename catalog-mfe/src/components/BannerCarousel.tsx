import { useEffect } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { BANNER_AUTOPLAY_MS, BannerLink, banners } from './banners.tsx';

interface BannerCarouselProps {
  /** the first autoplay turn is already due (the static banners stood for one turn): take it now */
  turnNow?: boolean;
  onReady?: () => void;
}

/** Autoplay 3000 ms, loop, arrows, clickable dots; 1/2/3/4 slides at <640/640/768/1024 px, 20 px apart. */
export default function BannerCarousel({ turnNow = false, onReady }: BannerCarouselProps) {
  // once, when the carousel has mounted (its links now exist)
  useEffect(() => onReady?.(), []);
  return (
    <Swiper
      onSwiper={(swiper) => turnNow && swiper.slideNext()}
      modules={[Autoplay, Navigation, Pagination, A11y]}
      autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false }}
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
