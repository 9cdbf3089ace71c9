import axe from 'axe-core';
import type { Shopper } from './shopper.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe (WCAG 2 A/AA) on the page as it is now, in whichever engine the shopper uses: the same rules
 * as the Chromium journeys (e2e/support/a11y.ts). Returns one line per violation (empty = none).
 */
export async function a11yViolations(s: Shopper, exclude: string[] = []): Promise<string[]> {
  if (!(await s.run<boolean>(`typeof window.axe === 'object'`))) await s.run(`(() => { ${axe.source}\n; return true; })()`);
  const context = JSON.stringify({ exclude: exclude.map((sel) => [sel]) });
  return s.run<string[]>(`window.axe.run(${context}, { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} } }).then((r) =>
    r.violations.map((v) => v.id + ': ' + v.help + ' (' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ') + ')'))`);
}
