import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, EffectFade, Navigation, Thumbs } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import type { ProductImage } from '@store/shared';
import { sizedImage } from '@store/shared/rules';
import { ZoomImage } from './ZoomImage.tsx';

export interface GalleryProps {
  images: ProductImage[];
  title: string;
  /** the image a chosen variant shows (-1: none); changing it scrolls the gallery */
  active: number;
}

/** Fade main slider with thumbnails (3 visible, 2 on narrow screens); `active` scrolls it. */
export default function GalleryCarousel({ images, title, active, initial = 0 }: GalleryProps & { initial?: number }) {
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  const [main, setMain] = useState<SwiperClass | null>(null);
  useEffect(() => {
    if (main && !main.destroyed && active >= 0) main.slideTo(active);
  }, [main, active]);
  return (
    <div className="cat-gallery">
      <Swiper
        modules={[EffectFade, Navigation, Thumbs, A11y]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        navigation
        onSwiper={setMain}
        initialSlide={initial}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        className="cat-gallery__main"
      >
        {images.map((img, i) => (
          <SwiperSlide key={`${img.src}-${i}`}>
            <ZoomImage src={img.src} alt={`${title} — image ${i + 1}`} width={800} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper
        modules={[Thumbs]}
        onSwiper={setThumbs}
        watchSlidesProgress
        slidesPerView={2}
        spaceBetween={10}
        breakpoints={{ 576: { slidesPerView: 3 } }}
        className="cat-gallery__thumbs"
      >
        {images.map((img, i) => (
          <SwiperSlide key={`${img.src}-t${i}`}>
            <img src={sizedImage(img.src, { width: 150 })} alt={`${title} — thumbnail ${i + 1}`} width={150} height={150} loading="lazy" />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
