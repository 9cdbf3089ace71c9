import { describe, expect, it } from 'vitest';
import { blueprintPageWindow, listingPageWindow } from './pagination.ts';

describe('listingPageWindow (spec §2)', () => {
  it('shows every page up to 7', () => {
    expect(listingPageWindow(1, 1)).toEqual([1]);
    expect(listingPageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows 6 pages at the start while the current page is 5 or less', () => {
    expect(listingPageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
    expect(listingPageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
  });

  it('shows 5 pages around the current page in the middle', () => {
    expect(listingPageWindow(6, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 20]);
    expect(listingPageWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('shows 6 pages at the end near the last page', () => {
    expect(listingPageWindow(16, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]);
    expect(listingPageWindow(20, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]);
    expect(listingPageWindow(6, 10)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8, 9, 10]);
  });

  it('clamps out-of-range pages and handles no pages', () => {
    expect(listingPageWindow(99, 8)).toEqual([1, 'ellipsis-start', 3, 4, 5, 6, 7, 8]);
    expect(listingPageWindow(1, 0)).toEqual([]);
  });
});

describe('blueprintPageWindow (current ± 2)', () => {
  it('keeps the window inside the range', () => {
    expect(blueprintPageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(blueprintPageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(blueprintPageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(blueprintPageWindow(1, 1)).toEqual([1]);
  });
});
