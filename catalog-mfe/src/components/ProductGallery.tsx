import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { sizedImage } from '@store/shared/rules';
import type { GalleryProps } from './GalleryCarousel.tsx';
import { ZoomImage } from './ZoomImage.tsx';

// Swiper waits for the shopper (#12): the page paints its main image (the LCP) and the first
// thumbnails as plain images in the carousel's places; Swiper loads when a pointer, a finger or
// the keyboard reaches the gallery, or a variant asks for another image, and starts on the image
// shown (or the thumbnail clicked while it loaded).
const GalleryCarousel = lazy(() => import('./GalleryCarousel.tsx'));

function StaticGallery({ images, title, shown, onPick }: { images: GalleryProps['images']; title: string; shown: number; onPick: (i: number) => void }) {
  const main = images[shown] ?? images[0];
  const pick = (e: MouseEvent<HTMLUListElement>) => {
    const index = (e.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index;
    if (index !== undefined) onPick(Number(index));
  };
  return (
    <>
      <div className="cat-gallery__main">{main && <ZoomImage src={main.src} alt={`${title} — image ${shown + 1}`} width={800} priority />}</div>
      {/* clicks are delegated: the carousel, loading meanwhile, opens on the picked image */}
      <ul className="cat-gallery__static-thumbs" onClick={pick}>
        {images.map((img, i) => (
          <li key={`${img.src}-t${i}`} data-index={i} className={i === shown ? 'is-active' : undefined}>
            <img src={sizedImage(img.src, { width: 150 })} alt={`${title} — thumbnail ${i + 1}`} width={150} height={150} loading="lazy" />
          </li>
        ))}
      </ul>
    </>
  );
}

export function ProductGallery({ images, title, active }: GalleryProps) {
  const [woken, setWoken] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  // a variant that shows another image needs the carousel's slide to it
  const live = woken || active > 0;
  const shown = picked ?? Math.max(active, 0);
  const wake = () => setWoken(true);
  const still = <StaticGallery images={images} title={title} shown={shown} onPick={(i) => (setPicked(i), wake())} />;
  return (
    <div className="cat-gallery" onPointerEnter={wake} onTouchStart={wake} onFocus={wake}>
      {live ? (
        <Suspense fallback={still}>
          <GalleryCarousel images={images} title={title} active={active} initial={shown} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
