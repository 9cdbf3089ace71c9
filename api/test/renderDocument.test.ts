import { describe, expect, it } from 'vitest';
import { compileDocument } from '@store/shared/document';
import { renderDocument } from '../src/ssr/renderDocument.ts';
import { shellHtml } from './helpers/shellDocument.ts';

// The page's bytes are written piece by piece (#24): what the browser gets must be exactly the
// template with its slots filled, in order, whatever the pieces' sizes and characters.
describe('renderDocument', () => {
  const template = compileDocument(shellHtml({ tags: '<script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js">' }));

  it('writes the filled template as UTF-8, large and small pieces in order', () => {
    // a render's markup over 16 K characters (written on its own) holding characters outside Latin-1
    const root = `<main>${'<p>Sizes — S… ‹ › “quoted” €</p>'.repeat(2_000)}</main>`;
    const head = '<title>Hoodies — Store</title>';
    const state = `<script type="application/json" id="store-state">{"q":"${'é'.repeat(20_000)}"}</script>`;
    const bytes = renderDocument(template, { slots: { head, root, state, config: '<meta name="c" content="1">' } });
    const text = bytes.toString('utf8');
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.length).toBe(Buffer.byteLength(text));
    expect(text).toBe(
      [
        '<!doctype html><html><head><meta name="c" content="1">',
        `${head}<script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js"></head>`,
        `<body><div id="root">${root}</div>${state}</body></html>`,
      ].join(''),
    );
  });

  it('keeps the defaults of slots with no fill', () => {
    const text = renderDocument(template, { slots: {} }).toString('utf8');
    expect(text).toContain('<div id="root"><div>Loading</div></div>');
    expect(text).toContain('<title>Store</title>');
  });
});
