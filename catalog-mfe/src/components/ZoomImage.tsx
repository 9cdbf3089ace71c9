import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { BLUR_IMAGE, CARD_IMAGE, sizedImage } from '@store/shared/rules';

interface ZoomImageProps {
  src: string;
  alt: string;
  /** show 'Image not loaded.' on failure (the general list does) */
  showError?: boolean;
  width?: number;
  /** the page's largest image (LCP): fetched at once and first, not lazily */
  priority?: boolean;
}

/**
 * A product image: spinner until loaded (hidden on load or failure), a width=20 quality=10 blur
 * placeholder underneath, and a 1.8× zoom that follows the pointer and resets on leave (spec §2).
 * The image is never hidden by style: an image still loading paints nothing, so the placeholder
 * shows through, and a server-rendered page shows each image the moment it arrives instead of
 * after hydration. No fade: on a phone, twenty cards fading in repainted the grid for every frame
 * of the transition (measured as blocking time on the listing). The placeholder goes once the
 * image is in, so the blurred layer is not painted again under it.
 */
export function ZoomImage({ src, alt, showError = true, width = CARD_IMAGE.width, priority = false }: ZoomImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [origin, setOrigin] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  // An image the browser finished before hydration fired its load event before React listened:
  // read its state once hydrated, or the placeholder and the spinner stay for good (#23).
  useLayoutEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth > 0) setState('loaded');
  }, []);
  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setOrigin(`${((e.clientX - r.left) / r.width) * 100}% ${((e.clientY - r.top) / r.height) * 100}%`);
  };
  return (
    <div className="cat-zoom" onMouseMove={onMove} onMouseLeave={() => setOrigin(null)}>
      {/* lazy: the server renderer would otherwise put a preload for every card's placeholder in the head, ahead of the page's first paint */}
      {state === 'loading' && <img className="cat-zoom__blur" src={sizedImage(src, BLUR_IMAGE)} alt="" aria-hidden="true" loading={priority ? undefined : 'lazy'} />}
      {/* one element drawn by CSS: the image sits in an aria-hidden link (the title link is the
          accessible one), so a status text here was never heard, and it was four nodes per card
          for the server to render and the browser to hydrate (#24) */}
      {state === 'loading' && <span className="cat-zoom__spinner" />}
      {state === 'failed' ? (
        showError && <p className="cat-zoom__error">Image not loaded.</p>
      ) : (
        <img
          ref={img}
          className="cat-zoom__img"
          src={sizedImage(src, { width })}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          style={origin ? { transform: 'scale(1.8)', transformOrigin: origin } : undefined}
        />
      )}
    </div>
  );
}
