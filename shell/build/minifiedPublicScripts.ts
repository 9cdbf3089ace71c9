import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { minifySync, type Plugin, type ResolvedConfig } from 'vite';

/** The page's own scripts that vite copies from public/ as they are written (kept readable there). */
export const PUBLIC_SCRIPTS = ['early-input.js', 'boot-after-paint.js'];

/**
 * Minifies the scripts the shell ships from public/: early-input.js blocks the parser on every page
 * and both load before the page is live on a phone (#23), yet public/ files are copied verbatim
 * (2.5 and 1.5 KB gzip with their comments; 1.2 and 0.6 KB minified). Runs after vite has copied
 * public/ and before the compressed copies are written (vite-precompress.ts, at closeBundle).
 * A minifier error fails the build rather than ship a broken first script.
 */
export function minifiedPublicScripts(names: readonly string[] = PUBLIC_SCRIPTS): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'store:minified-public-scripts',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      for (const name of names) {
        const file = join(outDir, name);
        const { code, errors } = minifySync(name, await readFile(file, 'utf8'), { compress: true, mangle: true });
        if (errors.length) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
        await writeFile(file, code);
      }
    },
  };
}
