import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser; the same flags as the browser journeys. */
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromiumFlags });
}
