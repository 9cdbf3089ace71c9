import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plainText.ts';

describe('htmlToPlainText', () => {
  it('drops tags and collapses whitespace between blocks', () => {
    expect(htmlToPlainText('<p>Soft <b>cotton</b>.</p>\n<ul><li>Unisex</li><li>Pre-shrunk</li></ul>')).toBe('Soft cotton. Unisex Pre-shrunk');
  });
  it('decodes named and numeric entities once', () => {
    expect(htmlToPlainText('Tom &amp; Jerry &lt;3 &#8217;s &#x2014; &amp;lt;')).toBe('Tom & Jerry <3 ’s — &lt;');
  });
  it('leaves out script and style content', () => {
    expect(htmlToPlainText('<style>p{}</style>Hi<script>alert(1)</script> there')).toBe('Hi there');
  });
  it('keeps an unknown entity as written', () => {
    expect(htmlToPlainText('a &bogus; b')).toBe('a &bogus; b');
  });
});
