import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import type { Driver, Engine, Launcher } from './driver.ts';

/**
 * Chromium over the DevTools protocol and Firefox ESR over WebDriver BiDi, both through
 * puppeteer-core and both the Debian packages (no downloaded browser). Playwright's own BiDi mode
 * needs a newer Firefox than the ESR, hence puppeteer-core here.
 */
const launchOptions = {
  chromium: {
    browser: 'chrome' as const,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
  firefox: {
    browser: 'firefox' as const,
    protocol: 'webDriverBiDi' as const,
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  },
};

class PuppeteerDriver implements Driver {
  constructor(
    readonly engine: Engine,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  run<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }
  async click(css: string) {
    await this.page.click(css);
  }
  async type(css: string, text: string) {
    await this.page.type(css, text);
  }
  async press(key: 'Enter' | 'Escape' | 'Backspace') {
    await this.page.keyboard.press(key as KeyInput);
  }
  async select(css: string, value: string) {
    await this.page.select(css, value);
  }
  async viewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }
  async url() {
    return this.page.url();
  }
  async close() {
    await this.context.close();
  }
}

export async function launchPuppeteer(engine: 'chromium' | 'firefox'): Promise<Launcher> {
  const browser: Browser = await puppeteer.launch({ ...launchOptions[engine], headless: true });
  return {
    async newDriver() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      page.setDefaultNavigationTimeout(60_000);
      return new PuppeteerDriver(engine, context, page);
    },
    close: () => browser.close(),
  };
}
