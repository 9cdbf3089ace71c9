import { describe, expect, it } from 'vitest';
import { printHref, printRequestOf } from './printHref.ts';

describe('print page address', () => {
  it('lists each order once, in order, and reads back the same request', () => {
    const href = printHref('invoice', [14, 3, 14]);
    expect(href).toBe('/admin/print?kind=invoice&orders=3,14');
    expect(printRequestOf(new URL(href, 'http://x').searchParams)).toEqual({ kind: 'invoice', orderIds: [3, 14] });
  });

  it.each(['kind=receipt&orders=1', 'kind=invoice&orders=', 'kind=invoice&orders=1,,2', 'kind=invoice&orders=0', 'kind=invoice&orders=-1', 'kind=invoice&orders=1e3', `kind=invoice&orders=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`])(
    'refuses %s',
    (qs) => {
      expect(printRequestOf(new URLSearchParams(qs))).toBeNull();
    },
  );
});
