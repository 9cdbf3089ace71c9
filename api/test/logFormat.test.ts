import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/testApp.ts';
import { fakeStoreRoot } from './helpers/fakeRemoteBuild.ts';
import { writeShellDocument } from './helpers/shellDocument.ts';
import { captureLogs } from '../src/log.ts';
import { notifyOwner } from '../src/mail/ownerMail.ts';
import type { Mailer } from '../src/mail/mailer.ts';

/** Issue #43 item 4: one log format — pino JSON lines with a component; the completion line names the route pattern. */
interface Line {
  component?: string;
  msg?: string;
  res?: { statusCode: number; route?: string };
  [key: string]: unknown;
}

describe('one log format', () => {
  const requestLines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const root = fakeStoreRoot({ catalog: { routes: [{ path: '/gift-cards/:n', page: 'GiftCardPage' }], pages: { GiftCardPage: 'ok' } } });
    writeShellDocument(join(root, 'shell', 'dist'));
    t = await startTestApp(testDatabases[0]!, { config: testConfig({ frontendsRoot: root, ownerEmail: 'owner@example.com' }) }, { seed: false, workers: false, frontends: true, logStream: { write: (l) => void requestLines.push(l) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' }); // the page's remote loads from this server
  }, 60_000);
  afterAll(() => t?.close());

  it("every request line is JSON with component http; the completion line carries the route pattern, never the path's ids or query", async () => {
    requestLines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health?email=jane@example.com' });
    await t.app.inject({ method: 'GET', url: '/gift-cards/12345' });
    await t.app.inject({ method: 'GET', url: '/no/such/page/at/all' });
    const lines = requestLines.map((l) => JSON.parse(l) as Line);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.component).toBe('http');
    const completed = lines.filter((l) => l.msg === 'request completed').map((l) => l.res);
    expect(completed).toEqual(
      expect.arrayContaining([
        { statusCode: 200, route: '/api/health' },
        { statusCode: 200, route: '/gift-cards/:n' },
        { statusCode: 404, route: '(not found)' },
      ]),
    );
    expect(requestLines.join('')).not.toContain('jane@example.com');
  });

  it("a failed e-mail logs its code with component mail, never the SMTP server's message quoting the address", async () => {
    const lines: string[] = [];
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw Object.assign(new Error('550 5.1.1 <owner@example.com>: Recipient address rejected'), { code: 'EENVELOPE' });
      },
      close: async () => {},
    };
    const restore = captureLogs((l) => void lines.push(l));
    try {
      await notifyOwner({ ...t.deps, mail: failing }, { kind: 'payment-scripts-changed', lines: ['x'] });
    } finally {
      restore();
    }
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Line;
    expect(line).toMatchObject({ component: 'mail', code: 'EENVELOPE', kind: 'payment-scripts-changed', msg: 'owner notification failed' });
    expect(lines[0]).not.toContain('owner@example.com');
  });
});
