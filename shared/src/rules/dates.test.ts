import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBlogDate, formatDateTime, formatDayMonth, formatLongDate, formatShortDate } from './dates.ts';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// Any instant from 1970 to 2199: the store's records and the blog's back catalogue are inside it.
const instant = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true });

describe('date formatters', () => {
  it('print the spec and store forms', () => {
    expect(formatBlogDate('2025-04-05T10:00:00Z')).toBe('5 April 2025');
    expect(formatLongDate('2026-11-23T10:00:00Z')).toBe('November 23, 2026');
    expect(formatShortDate('2026-11-23T10:00:00Z')).toBe('Nov 23, 2026');
    expect(formatDayMonth('2026-11-03')).toBe('Nov 3');
    // ICU puts a narrow no-break space before AM/PM; compare with plain spaces.
    expect(formatDateTime('2026-11-23T15:04:00Z').replace(/\s/g, ' ')).toBe('Nov 23, 2026, 3:04 PM UTC');
  });

  it('show the UTC day, so a server and a browser in other zones print the same text', () => {
    // Just before midnight UTC is already the next day east of Greenwich and still this day west of it.
    expect(formatBlogDate('2025-03-12T23:59:59Z')).toBe('12 March 2025');
    expect(formatLongDate('2025-03-12T00:00:00Z')).toBe('March 12, 2025');
    fc.assert(
      fc.property(instant, (d) => {
        const day = d.getUTCDate();
        const month = months[d.getUTCMonth()]!;
        const year = d.getUTCFullYear();
        expect(formatBlogDate(d)).toBe(`${day} ${month} ${year}`);
        expect(formatLongDate(d.toISOString())).toBe(`${month} ${day}, ${year}`);
        expect(formatShortDate(d.getTime())).toBe(`${month.slice(0, 3)} ${day}, ${year}`);
        expect(formatDayMonth(d)).toBe(`${month.slice(0, 3)} ${day}`);
      }),
      { seed: 20261129, numRuns: 500 },
    );
  });

  it('keep the hour and minute of the UTC clock, with the zone named', () => {
    fc.assert(
      fc.property(instant, (d) => {
        const h = d.getUTCHours();
        const clock = `${h % 12 === 0 ? 12 : h % 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} UTC`;
        expect(formatDateTime(d).replace(/\s/g, ' ')).toBe(`${formatShortDate(d)}, ${clock}`);
      }),
      { seed: 20261129, numRuns: 500 },
    );
  });

  it('print nothing for what is not a date', () => {
    for (const f of [formatBlogDate, formatLongDate, formatShortDate, formatDayMonth, formatDateTime]) {
      expect(f('not a date')).toBe('');
      expect(f('')).toBe('');
      expect(f(Number.NaN)).toBe('');
    }
  });
});
