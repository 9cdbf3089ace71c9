import { LRUCache } from 'lru-cache';
import { svgToPng } from './svgToPng.ts';

/** og:image's recommended width (Facebook, LinkedIn); X takes it as it is. */
export const SOCIAL_IMAGE_WIDTH = 1200;
/** renders at once, and how many may wait for one; past that the caller answers 503 */
const RENDERS_AT_ONCE = 2;
const MOST_WAITING = 16;

export type SvgSource = (src: string) => Promise<string | null>;

export class RenderQueueFull extends Error {}

/**
 * PNG pictures rendered from the store's own SVGs for social cards and the product feed, kept in an
 * lru-cache bounded in bytes for an hour (a source URL names its picture; a blog picture follows its
 * title, so it may change). Concurrent asks for one source share one render; renders run two at a
 * time with at most 16 waiting, so varying a picture's query string buys no more than a queue.
 */
export function socialImages(opts: { maxBytes: number; load: SvgSource }) {
  const done = new LRUCache<string, Buffer>({ maxSize: opts.maxBytes, sizeCalculation: (b) => Math.max(1, b.length), ttl: 3_600_000, perf: Date });
  const pending = new Map<string, Promise<Buffer | null>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function slot(): Promise<() => void> {
    if (running >= RENDERS_AT_ONCE) {
      if (waiting.length >= MOST_WAITING) throw new RenderQueueFull('Too many pictures are being drawn; try again shortly.');
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    return () => {
      running -= 1;
      waiting.shift()?.();
    };
  }

  async function render(src: string): Promise<Buffer | null> {
    const svg = await opts.load(src);
    if (svg === null) return null;
    const release = await slot();
    try {
      const png = svgToPng(svg, SOCIAL_IMAGE_WIDTH);
      done.set(src, png);
      return png;
    } finally {
      release();
    }
  }

  return {
    /** the PNG of `src`, or null when `src` is not one of the store's SVG pictures */
    png(src: string): Promise<Buffer | null> {
      const hit = done.get(src);
      if (hit) return Promise.resolve(hit);
      let job = pending.get(src);
      if (!job) {
        job = render(src).finally(() => pending.delete(src));
        pending.set(src, job);
      }
      return job;
    },
    cachedBytes: () => done.calculatedSize,
  };
}
