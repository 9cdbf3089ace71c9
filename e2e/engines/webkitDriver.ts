import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import type { Driver, Launcher } from './driver.ts';
import { startDisplay } from './webkitDisplay.ts';

type Session = Awaited<ReturnType<typeof remote>>;
type Capabilities = Parameters<typeof remote>[0]['capabilities'];

/**
 * WebKit as Debian ships it: WebKitGTK's MiniBrowser under WebKitWebDriver (package
 * webkit2gtk-driver), on a private Xvfb display (webkitDisplay.ts), driven by WebdriverIO over
 * classic WebDriver (`wdio:enforceWebDriverClassic`: WebKitGTK does not speak BiDi).
 */
function miniBrowser(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const lib = '/usr/lib/x86_64-linux-gnu';
  const dir = readdirSync(lib).filter((d) => /^webkit2?gtk-[\d.]+$/.test(d)).sort().pop();
  if (!dir) throw new Error('WebKitGTK MiniBrowser not found: apt-get install webkit2gtk-driver');
  return `${lib}/${dir}/MiniBrowser`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Resolves once something answers on the port (WebKitWebDriver takes a moment to listen). */
async function untilListening(port: number) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

class WebKitDriver implements Driver {
  readonly engine = 'webkit' as const;
  constructor(private readonly session: Session) {}

  async goto(url: string) {
    await this.session.url(url);
  }
  async reload() {
    await this.session.refresh();
  }
  run<T>(expression: string): Promise<T> {
    return this.session.execute(`return ${expression}`) as Promise<T>;
  }
  async click(css: string) {
    await this.session.$(css).click();
  }
  async type(css: string, text: string) {
    await this.session.$(css).addValue(text);
  }
  async press(key: 'Enter' | 'Escape' | 'Backspace') {
    await this.session.keys(key);
  }
  async select(css: string, value: string) {
    await this.session.$(css).selectByAttribute('value', value);
  }
  /** Sizes the window so that the page (not the window with its toolbar) gets the size asked for. */
  async viewport(width: number, height: number) {
    await this.session.setWindowSize(width, height);
    const inner = await this.run<[number, number]>('[innerWidth, innerHeight]');
    await this.session.setWindowSize(width + (width - inner[0]), height + (height - inner[1]));
  }
  async url() {
    return this.session.getUrl();
  }
  async close() {
    await this.session.deleteSession();
  }
}

export async function launchWebKit(): Promise<Launcher> {
  const display = await startDisplay();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: display.env });
  driver.on('error', () => undefined); // reported by untilListening
  await untilListening(port);
  const binary = miniBrowser();
  return {
    async newDriver() {
      const session = await remote({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'error',
        connectionRetryTimeout: 60_000,
        // WebKitGTK's own capability is not in WebdriverIO's types
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
        } as Capabilities,
      });
      return new WebKitDriver(session);
    },
    async close() {
      driver.kill();
      display.close();
    },
  };
}
