import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DOCUMENT_TEMPLATE_FILE, compileDocument } from '../../shared/src/document/documentTemplate.ts';
import { bootChunks } from './bootChunks.ts';

/**
 * Writes the shell's document template (dist/.vite/document.json) from the index.html this build
 * wrote, once every plugin (federation's preload hints included) has finished with it: the store's
 * server fills its slots per page and never edits HTML with regular expressions (#26 item 1). A
 * missing or repeated `<!--store:…-->` marker fails the build.
 */
export function documentTemplateFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'store-document-template',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const template = compileDocument(readFileSync(join(outDir, 'index.html'), 'utf8'), bootChunks(outDir));
        writeFileSync(join(outDir, DOCUMENT_TEMPLATE_FILE), JSON.stringify(template));
      },
    },
  };
}
