import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });

  it('escapes an ampersand once, so an entity in the text stays visible as written', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves other text, non-ASCII included, as it is', () => {
    expect(escapeHtml('Café — 10 % off, 2 × mugs')).toBe('Café — 10 % off, 2 × mugs');
  });

  it('cannot be broken out of: no escaped string contains a raw < > " or \'', () => {
    const nasty = `"><script>alert('x')</script><img src=x onerror="y">&#x3c;`;
    expect(escapeHtml(nasty)).not.toMatch(/[<>"']/);
  });
});
