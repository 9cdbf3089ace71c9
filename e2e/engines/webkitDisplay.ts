import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where MiniBrowser draws: a private Xvfb display (MiniBrowser has no headless mode), and a GTK
 * style sheet that shrinks MiniBrowser's own toolbar. Without it the window cannot be narrower
 * than the toolbar and the page gets 447 px at least, never a 390 px phone. The style sheet touches
 * GTK widgets only; the page's fonts and layout are WebKit's own (body text stays 16 px).
 */
const TOOLBAR_CSS = 'toolbar, toolbar *, headerbar, headerbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n';

export interface Display {
  /** the environment WebKitWebDriver (and the MiniBrowser it starts) runs in */
  env: NodeJS.ProcessEnv;
  close(): void;
}

/** Starts Xvfb on the first free display number (Xvfb writes it to fd 3). */
function startXvfb(): Promise<{ display: string; proc: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const proc = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    proc.on('error', (err) => reject(new Error(`Xvfb: ${err.message} (apt-get install xvfb)`)));
    proc.stdio[3]!.once('data', (d: Buffer) => resolve({ display: `:${d.toString().trim()}`, proc }));
  });
}

export async function startDisplay(): Promise<Display> {
  const { display, proc } = await startXvfb();
  const config = mkdtempSync(join(tmpdir(), 'engines-gtk-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), TOOLBAR_CSS);
  return {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config },
    close() {
      proc.kill();
      rmSync(config, { recursive: true, force: true });
    },
  };
}
