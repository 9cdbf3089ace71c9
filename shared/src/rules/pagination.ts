export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Listing pager (spec §2): ≤ 7 pages → all. Otherwise 6 pages at the start (current ≤ 5) or at
 * the end, else 5 around the current page; first and last pages always shown, gaps as ellipses.
 */
export function listingPageWindow(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  const page = clamp(current, 1, total);
  if (total <= 7) return range(1, total);
  if (page <= 5) return [...range(1, 6), 'ellipsis-end', total];
  if (page >= total - 4) return [1, 'ellipsis-start', ...range(total - 5, total)];
  return [1, 'ellipsis-start', ...range(page - 2, page + 2), 'ellipsis-end', total];
}

/** Blueprint pager (spec §2): the current page plus or minus 2, clipped to the valid range. */
export function blueprintPageWindow(current: number, total: number): number[] {
  if (total <= 0) return [];
  const page = clamp(current, 1, total);
  return range(Math.max(1, page - 2), Math.min(total, page + 2));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, Math.trunc(n) || lo));
}
