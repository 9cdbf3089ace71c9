import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, EffectFade, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import type { ProductImage } from '@store/shared';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@store/shared/ui';
import { ZoomImage } from './ZoomImage.tsx';

interface GalleryCarouselProps {
  images: ProductImage[];
  title: string;
  /** the picture to show; a new value slides (fades) to it */
  shown: number;
  /** the shopper moved to another picture with the carousel's own arrows or a swipe */
  onShown: (index: number) => void;
}

/** The gallery's fade main slider; its thumbnails are GalleryThumbs, outside it. */
export default function GalleryCarousel({ images, title, shown, onShown }: GalleryCarouselProps) {
  const [main, setMain] = useState<SwiperClass | null>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  useEffect(() => {
    if (main && !main.destroyed && main.activeIndex !== shown) main.slideTo(shown);
  }, [main, shown]);
  return (
    <Swiper
      modules={[EffectFade, Navigation, A11y]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      speed={reducedMotion ? 0 : 300}
      navigation
      onSwiper={setMain}
      onSlideChange={(s) => onShown(s.activeIndex)}
      initialSlide={shown}
      className="cat-gallery__main"
    >
      {images.map((img, i) => (
        <SwiperSlide key={`${img.src}-${i}`}>
          <ZoomImage src={img.src} alt={`${title} — image ${i + 1}`} width={800} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
