import { expect, type Page } from './test.ts';

/**
 * No table cell on the page is narrower than its longest word: every whitespace-separated word in a
 * visible th/td is laid out on one line (one client rect). "$28.78" drawn as "$2/8./7/8" fails.
 * Words longer than the window itself (a very long e-mail) may break: nothing else fits them. Machine strings
 * inside <code> (hashes, asset paths, ids) are not words and may break anywhere.
 */
export async function expectNoBrokenWords(page: Page, scope = 'main table') {
  const broken = await page.evaluate((selector) => {
    const out: string[] = [];
    const maxWidth = window.innerWidth - 32;
    for (const table of document.querySelectorAll(selector)) {
      for (const cell of table.querySelectorAll('th, td')) {
        if (!(cell as HTMLElement).offsetParent) continue;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('code')) continue;
          const text = node.textContent ?? '';
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0);
            const width = rects.reduce((w, r) => w + r.width, 0);
            if (rects.length > 1 && width <= maxWidth) out.push(`"${m[0]}" in ${rects.length} pieces (cell ${Math.round(cell.getBoundingClientRect().width)}px)`);
          }
        }
      }
    }
    return out;
  }, scope);
  expect(broken, broken.slice(0, 8).join('; ')).toEqual([]);
}

/** Every text of the SVG charts on the page is drawn at least this many CSS pixels tall. */
export async function expectChartTextAtLeast(page: Page, px: number) {
  const sizes = await page.locator('main svg text').evaluateAll((texts) => texts.map((t) => Math.round(t.getBoundingClientRect().height * 10) / 10));
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes), `chart text heights ${sizes.join(', ')}`).toBeGreaterThanOrEqual(px);
}
