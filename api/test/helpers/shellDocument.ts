import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DOCUMENT_TEMPLATE_FILE, compileDocument } from '@store/shared/document';

/** A shell index.html as the build leaves it, with the store's slots: the tags are the build's scripts and hints. */
export function shellHtml({
  head = '<title>Store</title><meta name="description" content="d">',
  tags = '<script type="module" crossorigin src="/assets/entry.js"></script>',
  root = '<div>Loading</div>',
} = {}): string {
  return [
    '<!doctype html><html><head><!--store:lock--><!--/store:lock--><!--store:config--><!--/store:config-->',
    `<!--store:head-->${head}<!--/store:head-->${tags}</head>`,
    `<body><div id="root"><!--store:root-->${root}<!--/store:root--></div><!--store:state--><!--/store:state--></body></html>`,
  ].join('');
}

/** Writes the shell's document template into a (fake) shell dist, as its build does. */
export function writeShellDocument(shellDist: string, html: string = shellHtml(), bootChunks: string[] = []): void {
  const file = join(shellDist, DOCUMENT_TEMPLATE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(compileDocument(html, bootChunks)));
}
