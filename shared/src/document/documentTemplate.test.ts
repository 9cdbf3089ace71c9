import { describe, expect, it } from 'vitest';
import { compileDocument, parseDocumentTemplate } from './documentTemplate.ts';

const html = (head = '', body = '<!--store:state--><!--/store:state-->') =>
  [
    '<!doctype html><html><head><!--store:lock--><!--/store:lock--><script src="/early-input.js"></script>',
    '<!--store:config--><meta name="store:print-provider" content="local" /><!--/store:config-->',
    '<!--store:head--><title>Store &amp; more</title><!--/store:head--><link rel="icon" href="/favicon.svg">',
    `<script type="module" crossorigin src="/assets/entry-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a&amp;b.js"><link rel="stylesheet" crossorigin href="/assets/index.css">${head}</head>`,
    `<body><div id="root"><!--store:root--><p>Loading</p><!--/store:root--></div>${body}</body></html>`,
  ].join('');

describe('compileDocument (the shell build’s document template)', () => {
  it('turns markers into slots with their defaults, the scripts and hints into tags, the rest into text; head-end closes <head>', () => {
    const t = compileDocument(html(), ['/assets/boot.js']);
    const shape = t.nodes.map((n) => ('text' in n ? 'text' : 'slot' in n ? `slot:${n.slot}` : `${n.role}:${String(n.attrs.src ?? n.attrs.href)}`));
    expect(shape).toEqual([
      'text', 'slot:lock', 'script:/early-input.js', 'slot:config', 'slot:head',
      // the icon link stays text: only scripts, module hints and stylesheets are the server's to write
      'text', 'entry:/assets/entry-1.js', 'modulepreload:/assets/a&b.js', 'stylesheet:/assets/index.css',
      'slot:head-end', 'text', 'slot:root', 'text', 'slot:state', 'text',
    ]);
    expect(t.nodes.find((n) => 'slot' in n && n.slot === 'head')).toEqual({ slot: 'head', fallback: '<title>Store &amp; more</title>' });
    expect(t.nodes.find((n) => 'slot' in n && n.slot === 'root')).toEqual({ slot: 'root', fallback: '<p>Loading</p>' });
    expect(t.nodes.find((n) => 'tag' in n && n.role === 'entry')).toEqual({ tag: 'script', role: 'entry', attrs: { type: 'module', crossorigin: true, src: '/assets/entry-1.js' } });
    expect(t.bootChunks).toEqual(['/assets/boot.js']);
    expect(parseDocumentTemplate(JSON.stringify(t))).toEqual(t);
  });

  it('fails the build on a missing, repeated or unknown slot, a second entry, or a head-end marker', () => {
    expect(() => compileDocument(html('', ''))).toThrow('slot <!--store:state--> appears 0 times');
    expect(() => compileDocument(html('', '<!--store:state--><!--/store:state--><!--store:state-->'))).toThrow('appears 2 times');
    expect(() => compileDocument(html('<!--store:footer-->'))).toThrow('unknown slot <!--store:footer-->');
    expect(() => compileDocument(html('<script type="module" src="/assets/other.js"></script>'))).toThrow('2 module entry scripts');
    expect(() => compileDocument(html('<!--store:head-end-->'))).toThrow('head-end is the end of <head>');
  });

  it('reads back only a template of its version', () => {
    expect(parseDocumentTemplate('{"version":2,"nodes":[],"bootChunks":[]}')).toBeNull();
    expect(parseDocumentTemplate('not json')).toBeNull();
  });
});
