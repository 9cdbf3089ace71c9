import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../config.ts';
import { icoOfPngs } from './ico.ts';
import { svgToPng } from './svgToPng.ts';

/** The shell's built copy of a public file, else its source in shell/public (API tests run before any build). */
async function shellPublicFile(frontendsRoot: string, name: string): Promise<string | null> {
  for (const dir of [join(frontendsRoot, 'shell', 'dist'), join(repoRoot, 'shell', 'public')]) {
    const text = await readFile(join(dir, name), 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  return null;
}

/**
 * robots.txt: the shell's rules (which pages are private) and the sitemap's absolute address on
 * the public origin. A Sitemap line already in the file is replaced: crawlers must see this origin's.
 */
export async function robotsTxt(frontendsRoot: string, origin: string): Promise<string> {
  const rules = (await shellPublicFile(frontendsRoot, 'robots.txt')) ?? 'User-agent: *\nAllow: /\n';
  const kept = rules.split('\n').filter((line) => !/^\s*sitemap\s*:/i.test(line)).join('\n').trimEnd();
  return `${kept}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

/** /favicon.ico drawn from the shell's favicon.svg at the sizes browsers and search results use; null without one. */
export async function faviconIco(frontendsRoot: string): Promise<Buffer | null> {
  const svg = await shellPublicFile(frontendsRoot, 'favicon.svg');
  if (svg === null) return null;
  return icoOfPngs([16, 32, 48].map((size) => ({ size, png: svgToPng(svg, size) })));
}
