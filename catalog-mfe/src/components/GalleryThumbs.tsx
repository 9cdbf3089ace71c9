import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ProductImage } from '@store/shared';
import { sizedImage } from '@store/shared/rules';

interface GalleryThumbsProps {
  images: ProductImage[];
  title: string;
  /** the picture the main area shows */
  shown: number;
  onPick: (index: number) => void;
}

const stepOf: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * The gallery's thumbnails as buttons ("Show picture 2 of 5"), the shown one marked aria-current:
 * Tab reaches each, Enter or Space shows it, and the arrow keys (Home, End) move along the row and
 * show as they go. One row, 3 in view (2 on narrow screens), scrolled natively, so a focused or
 * shown thumbnail is brought into view by the browser and no Swiper is needed for it; the same
 * buttons serve before and after the main carousel loads, so focus is never lost in the swap.
 */
export function GalleryThumbs({ images, title, shown, onPick }: GalleryThumbsProps) {
  const list = useRef<HTMLUListElement>(null);
  // the shown thumbnail in view when the main picture changes another way (arrows, swipe, a variant)
  useEffect(() => {
    const row = list.current;
    const item = row?.children[shown] as HTMLElement | undefined;
    if (!row || !item) return;
    const left = item.offsetLeft; // the row is positioned: offsets are within it
    if (left < row.scrollLeft || left + item.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left - 6;
  }, [shown]);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const step = stepOf[e.key];
    if (!step) return;
    e.preventDefault();
    const next = step(at, images.length - 1);
    list.current?.querySelectorAll('button')[next]?.focus();
    onPick(next);
  };
  return (
    <ul ref={list} className="cat-gallery__thumbs" aria-label={`Pictures of ${title}`}>
      {images.map((img, i) => (
        <li key={`${img.src}-t${i}`}>
          <button
            type="button"
            className="cat-gallery__thumb"
            aria-label={`Show picture ${i + 1} of ${images.length}`}
            aria-current={i === shown ? 'true' : undefined}
            onClick={() => onPick(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <img src={sizedImage(img.src, { width: 150 })} alt="" width={150} height={150} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
