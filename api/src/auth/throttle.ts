import type { CounterStore } from './counterStore.ts';

/** At most `max` hits per `windowSeconds` for one key. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts this attempt against every limit first (atomically), then answers how long to wait:
 * 0 when every count is within its limit. Counting before the work is what keeps N parallel
 * requests from all passing a check made before any of them was recorded.
 */
export async function takeHit(store: CounterStore, limits: Limit[]): Promise<number> {
  const hits = await Promise.all(limits.map((l) => store.hit(l.key, l.windowSeconds * 1000)));
  return hits.reduce((wait, h, i) => (h.count > limits[i].max ? Math.max(wait, h.resetIn) : wait), 0);
}

/** 'N minute(s)' or 'N second(s)' for a 429 message. */
export function describeWait(seconds: number): string {
  if (seconds >= 60) {
    const m = Math.ceil(seconds / 60);
    return `${m} minute${m === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
