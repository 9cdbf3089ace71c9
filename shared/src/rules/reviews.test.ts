import { describe, expect, it } from 'vitest';
import { averageRating, ratingLabel, reviewStructuredData, reviewAuthorName, reviewCountLabel, reviewHideReasonLabels, reviewHideReasons } from './reviews.ts';

describe('review rules', () => {
  it('averages to one decimal, and gives no number at all without ratings', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(17, 4)).toBe(4.3);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(3, 2)).toBe(1.5);
  });

  it('names the author by first name and initial only', () => {
    expect(reviewAuthorName('Ada', 'lovelace')).toBe('Ada L.');
    expect(reviewAuthorName(' Ada ', '')).toBe('Ada');
    expect(reviewAuthorName('', 'Lovelace')).toBe('A shopper');
  });

  it('counts in words', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(reviewCountLabel(12)).toBe('12 reviews');
    expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
  });

  it('hides only for the fixed reasons, each with a label, none of them about the rating', () => {
    expect([...reviewHideReasons]).toEqual(['spam', 'personal_data', 'offensive']);
    for (const r of reviewHideReasons) expect(reviewHideReasonLabels[r]).toBeTruthy();
    expect(reviewHideReasons.some((r) => /negative|rating|low/i.test(r))).toBe(false);
  });

  it('gives JSON-LD aggregateRating and review only for real visible reviews', () => {
    expect(reviewStructuredData(undefined)).toEqual({});
    expect(reviewStructuredData({ summary: { count: 0, average: null }, items: [] })).toEqual({});
    const review = { id: 1, rating: 4, title: 'Good', body: 'Soft.', author: 'Ada L.', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', reply: null, repliedAt: null };
    expect(reviewStructuredData({ summary: { count: 3, average: 4.3 }, items: [review] })).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
      review: [{ '@type': 'Review', name: 'Good', reviewBody: 'Soft.', datePublished: '2026-11-01', author: { '@type': 'Person', name: 'Ada L.' }, reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 } }],
    });
  });
});
