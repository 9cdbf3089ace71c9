import type { Driver } from './driver.ts';
import { call, coveredBy, locate, pageText, wire, type Found, type Target } from './inPage.ts';

const POLL_MS = 100;
const DEFAULT_WAIT_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Shorthands for the store's markup, by role and accessible name as a shopper reads it. */
export const button = (name: string | RegExp, within?: Target): Target => ({ css: 'button, [role="button"]', name, within });
export const link = (name: string | RegExp, within?: Target): Target => ({ css: 'a[href]', name, within });
export const field = (name: string | RegExp): Target => ({ css: 'input, select, textarea', name });
export const heading = (name: string | RegExp): Target => ({ css: 'h1, h2, h3', name });
export const dialog = (name: string): Target => ({ css: '[role="dialog"]', name });

/**
 * A shopper at one browser: finds what is on screen, waits for it (never a fixed sleep), then
 * clicks and types through the engine's native input. Full loads wait until the server-rendered
 * page is live (`<html data-hydrated>`), as the Playwright journeys do (e2e/support/test.ts).
 */
export class Shopper {
  private tags = 0;

  constructor(
    readonly driver: Driver,
    private readonly baseURL: string,
  ) {}

  get engine() {
    return this.driver.engine;
  }

  async goto(path: string) {
    await this.driver.goto(this.baseURL + path);
    await this.untilLive();
  }

  async reload() {
    await this.driver.reload();
    await this.untilLive();
  }

  async viewport(width: number, height: number) {
    await this.driver.viewport(width, height);
  }

  /** Waits until the element is visible, enabled and not covered (as Playwright does), then clicks it. */
  async click(target: Target, waitMs = DEFAULT_WAIT_MS) {
    let last: Found | undefined;
    let cover = '';
    await this.retry(`click ${describe(target)}`, waitMs, async () => {
      const found = (last = await this.find(target));
      if (!found.selector || !found.enabled) return false;
      cover = await this.driver.run<string>(call(coveredBy, found.selector));
      if (cover) return false;
      await this.driver.click(found.selector);
      return true;
    }, () => (cover ? `covered by ${cover}` : last?.selector ? 'it stays disabled' : nearMiss(last)));
  }

  /** Clicks into a field, empties it with the keyboard if it holds text, then types key by key. */
  async fill(target: Target, text: string) {
    await this.click(target);
    const found = await this.see(target);
    const length = await this.driver.run<number>(`document.querySelector('${found.selector}').value.length`);
    if (length > 0) {
      await this.driver.run(`document.querySelector('${found.selector}').select()`);
      await this.driver.press('Backspace');
    }
    await this.driver.type(found.selector!, text);
  }

  async choose(target: Target, value: string) {
    const found = await this.see(target);
    await this.driver.select(found.selector!, value);
  }

  async press(key: 'Enter' | 'Escape') {
    await this.driver.press(key);
  }

  /** Waits until the target is on screen; returns what was found. */
  async see(target: Target, waitMs = DEFAULT_WAIT_MS): Promise<Found> {
    let last: Found | undefined;
    await this.retry(`see ${describe(target)}`, waitMs, async () => {
      last = await this.find(target);
      return last.selector !== null;
    }, () => nearMiss(last));
    return last!;
  }

  /** Waits until the page's rendered text contains `text`. */
  async seeText(text: string | RegExp, waitMs = DEFAULT_WAIT_MS) {
    await this.retry(`see text ${text}`, waitMs, async () => {
      const now = await this.driver.run<string>(call(pageText));
      return typeof text === 'string' ? now.includes(text) : text.test(now);
    });
  }

  /** Waits until a JavaScript expression evaluated in the page is truthy. */
  async until(what: string, expression: string, waitMs = DEFAULT_WAIT_MS) {
    await this.retry(what, waitMs, async () => Boolean(await this.driver.run(expression)));
  }

  /** Waits until the target's text equals `want`; returns the last text read (for the assertion). */
  async textBecomes(target: Target, want: string, waitMs = DEFAULT_WAIT_MS): Promise<string> {
    let text = '';
    await this.retry(`${describe(target)} reads "${want}"`, waitMs, async () => {
      const found = await this.find(target);
      text = found.text;
      return found.selector !== null && text === want;
    }, () => `it read "${text}"`).catch(() => undefined); // the caller's expect() reports the value
    return text;
  }

  async text(target: Target): Promise<string> {
    return (await this.see(target)).text;
  }

  async url(): Promise<string> {
    return this.driver.url();
  }

  async untilUrl(pattern: RegExp, waitMs = 30_000) {
    let now = '';
    await this.retry(`URL matching ${pattern}`, waitMs, async () => pattern.test((now = await this.driver.url())), () => `at ${now}`);
  }

  run<T>(expression: string): Promise<T> {
    return this.driver.run<T>(expression);
  }

  private async untilLive() {
    // Pages rendered only in the browser have no #store-state and are live once they render.
    await this.until('the page is live (data-hydrated)', `!document.getElementById('store-state') || document.documentElement.dataset.hydrated === 'true'`, 30_000);
  }

  private find(target: Target): Promise<Found> {
    return this.driver.run<Found>(call(locate, wire(target), String(++this.tags)));
  }

  private async retry(what: string, waitMs: number, attempt: () => Promise<boolean>, why?: () => string) {
    const deadline = Date.now() + waitMs;
    let lastError: unknown;
    for (;;) {
      try {
        if (await attempt()) return;
        lastError = undefined;
      } catch (err) {
        lastError = err; // e.g. a toast over the button, or a navigation under way: try again
      }
      if (Date.now() > deadline) {
        const reason = lastError instanceof Error ? lastError.message.split('\n')[0] : why?.();
        throw new Error(`[${this.engine}] timed out after ${waitMs} ms: ${what}${reason ? ` (${reason})` : ''}`);
      }
      await sleep(POLL_MS);
    }
  }
}

function nearMiss(found: Found | undefined): string {
  const names = found?.near?.length ? `: ${found.near.map((n) => JSON.stringify(n)).join(', ')}` : '';
  return `${found?.candidates ?? 0} visible elements match the CSS alone${names}`;
}

function describe(t: Target): string {
  return `${t.within ? `${describe(t.within)} › ` : ''}${t.css}${t.name !== undefined ? ` named ${t.name}` : ''}${t.nth ? ` #${t.nth}` : ''}`;
}
