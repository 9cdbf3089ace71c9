import { describe, expect, it } from 'vitest';
import { compareHeaders, compareScripts, describeDifference } from './scriptInventory.ts';

const inventory = [
  { url: '/assets/index-a.js', integrity: 'sha384-A' },
  { url: '/mfe/checkout/remoteEntry.js', integrity: 'sha384-E' },
];

describe('compareScripts', () => {
  it('finds nothing when every script declares and serves its inventoried hash', () => {
    expect(compareScripts(inventory, [{ url: '/assets/index-a.js', declared: 'sha384-A', served: 'sha384-A' }])).toEqual([]);
  });

  it('names a file whose bytes changed, one the inventory lacks, and one loaded without or with another hash', () => {
    const found = compareScripts(inventory, [
      { url: '/mfe/checkout/remoteEntry.js', declared: 'sha384-E', served: 'sha384-X' },
      { url: '/evil.js', declared: null, served: 'sha384-Z' },
      { url: '/assets/index-a.js', declared: null, served: 'sha384-A' },
    ]);
    expect(found.map((d) => [d.file, d.change])).toEqual([
      ['/mfe/checkout/remoteEntry.js', 'content-changed'],
      ['/evil.js', 'not-inventoried'],
      ['/assets/index-a.js', 'integrity-not-declared'],
    ]);
    expect(compareScripts(inventory, [{ url: '/assets/index-a.js', declared: 'sha384-B', served: null }]).map((d) => d.change)).toEqual(['integrity-differs', 'unreachable']);
    expect(describeDifference(found[0]!)).toBe('/mfe/checkout/remoteEntry.js: its content changed since it was inventoried');
  });
});

describe('compareHeaders', () => {
  const csp = "script-src 'self' https://js.gateway.test 'nonce-abc'; object-src 'none'";
  it('ignores the per-reply nonce and the header names’ case', () => {
    expect(compareHeaders({ 'Content-Security-Policy': csp }, { 'content-security-policy': csp.replace('abc', 'xyz') })).toEqual([]);
  });
  it('reports a changed and a missing header', () => {
    const found = compareHeaders({ 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' }, { 'content-security-policy': "script-src * 'nonce-1'" });
    expect(found.map((d) => [d.file, d.change])).toEqual([
      ['Content-Security-Policy', 'header-changed'],
      ['X-Content-Type-Options', 'header-missing'],
    ]);
  });
});
