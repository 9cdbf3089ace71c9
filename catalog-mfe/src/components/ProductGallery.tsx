import { lazy, Suspense, useState } from 'react';
import type { ProductImage } from '@store/shared';
import { GalleryThumbs } from './GalleryThumbs.tsx';
import { ZoomImage } from './ZoomImage.tsx';

export interface GalleryProps {
  images: ProductImage[];
  title: string;
  /** the image a chosen variant shows (-1: none); changing it shows that image */
  active: number;
}

// Swiper waits for the shopper (#12): the page paints its main image (the LCP) as a plain image in
// the carousel's place; Swiper loads when a pointer, a finger or the keyboard reaches the gallery,
// or a variant asks for another image, and starts on the image shown. The thumbnails are the same
// buttons before and after (GalleryThumbs), so a thumbnail picked meanwhile is the one it opens on.
const GalleryCarousel = lazy(() => import('./GalleryCarousel.tsx'));

function StaticMain({ images, title, shown }: { images: ProductImage[]; title: string; shown: number }) {
  const main = images[shown] ?? images[0];
  return <div className="cat-gallery__main">{main && <ZoomImage src={main.src} alt={`${title} — image ${shown + 1}`} width={800} priority />}</div>;
}

export function ProductGallery({ images, title, active }: GalleryProps) {
  const [woken, setWoken] = useState(false);
  const [shown, setShown] = useState(Math.max(active, 0));
  // a newly chosen variant shows its image (state adjusted while rendering, not in an effect)
  const [variantImage, setVariantImage] = useState(active);
  if (active !== variantImage) {
    setVariantImage(active);
    if (active >= 0) setShown(active);
  }
  // a variant that shows another image needs the carousel's slide to it
  const live = woken || active > 0;
  const wake = () => setWoken(true);
  const pick = (i: number) => {
    setShown(i);
    wake();
  };
  const still = <StaticMain images={images} title={title} shown={shown} />;
  return (
    <div className="cat-gallery" onPointerEnter={wake} onTouchStart={wake} onFocus={wake}>
      {live ? (
        <Suspense fallback={still}>
          <GalleryCarousel images={images} title={title} shown={shown} onShown={setShown} />
        </Suspense>
      ) : (
        still
      )}
      <GalleryThumbs images={images} title={title} shown={shown} onPick={pick} />
    </div>
  );
}
