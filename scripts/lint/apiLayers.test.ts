import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBoundaryViolations } from './boundaries.mjs';

// The API's inner layers, proved like the package rules: a throw-away tree with one deliberate
// violation each, which the real checker must name.
let root = '';

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'lint-api-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function violations(): string[] {
  return findBoundaryViolations(root).map((v: { rule: string; from: string; to: string }) => `${v.rule}: ${v.from} -> ${v.to}`).sort();
}

/** A file exporting `name` and importing each of `from` (paths relative to api/src). */
const file = (name: string, ...from: string[]) => from.map((f, i) => `import { x as i${i} } from '${f}';\n`).join('') + `export const ${name} = 1;`;

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the API’s inner boundaries', () => {
  it('accepts one direction: routes → services (admin above orders) → db', () => {
    tree({
      'api/src/config.ts': file('x'),
      'api/src/db/db.ts': file('x', '../config.ts'),
      'api/src/orders/orderQueries.ts': file('x', '../db/db.ts'),
      'api/src/admin/orderActions.ts': file('x', '../orders/orderQueries.ts'),
      'api/src/routes/admin/orders.ts': file('x', '../../admin/orderActions.ts', '../../orders/orderQueries.ts'),
      'api/src/app.ts': file('x', './routes/admin/orders.ts'),
      'api/src/ssr/pagePipeline.ts': file('x', '../remotes/remoteFiles.ts'),
      'api/src/static/shellFiles.ts': file('x', '../remotes/remoteFiles.ts'),
      'api/src/remotes/remoteFiles.ts': file('x'),
    });
    expect(violations()).toEqual([]);
  });

  it('refuses the page pipeline and the static files importing each other (the pair once allowed)', () => {
    tree({
      'api/src/ssr/pagePipeline.ts': file('x', '../static/shellFiles.ts'),
      'api/src/static/shellFiles.ts': file('x', '../ssr/pageCache.ts'),
      'api/src/ssr/pageCache.ts': file('x'),
    });
    expect(violations()).toEqual([
      'api-folders-import-each-other: api/src/ssr/pagePipeline.ts -> api/src/static/shellFiles.ts',
      'api-folders-import-each-other: api/src/static/shellFiles.ts -> api/src/ssr/pageCache.ts',
    ]);
  });

  it('refuses two folders importing each other, naming every arrow of the pair', () => {
    tree({
      'api/src/orders/cancelOrder.ts': file('x', '../payments/refunds.ts'),
      'api/src/payments/refunds.ts': file('x', '../orders/orderEvents.ts'),
      'api/src/orders/orderEvents.ts': file('x'),
    });
    expect(violations()).toEqual([
      'api-folders-import-each-other: api/src/orders/cancelOrder.ts -> api/src/payments/refunds.ts',
      'api-folders-import-each-other: api/src/payments/refunds.ts -> api/src/orders/orderEvents.ts',
    ]);
  });

  it('refuses a longer loop of folders by its folders', () => {
    tree({
      'api/src/catalog/cache.ts': file('x', '../cluster/redis.ts'),
      'api/src/cluster/redis.ts': file('x', '../http/errors.ts'),
      'api/src/http/errors.ts': file('x', '../catalog/other.ts'),
      'api/src/catalog/other.ts': file('x'),
    });
    expect(violations()).toEqual(['api-folder-cycle: api/src/catalog -> api/src/catalog → api/src/cluster → api/src/http']);
  });

  it('refuses orders or mail importing the back office (owner notifications live in mail)', () => {
    tree({
      'api/src/admin/ownerMail.ts': file('x'),
      'api/src/orders/fulfilment.ts': file('x', '../admin/ownerMail.ts'),
      'api/src/routes/admin/orders.ts': file('x', '../../admin/ownerMail.ts'),
      'api/src/main.ts': file('x', './admin/ownerMail.ts'),
    });
    expect(violations()).toEqual(['api-imports-admin: api/src/orders/fulfilment.ts -> api/src/admin/ownerMail.ts']);
  });

  it('refuses a service importing a route file, a provider importing a service, and config importing a layer', () => {
    tree({
      'api/src/routes/backupCommand.ts': file('x'),
      'api/src/backups/backupCli.ts': file('x', '../routes/backupCommand.ts'),
      'api/src/orders/orderQueries.ts': file('x'),
      'api/src/providers/print/local.ts': file('x', '../../orders/orderQueries.ts', '../../config.ts'),
      'api/src/static/frontends.ts': file('x'),
      'api/src/config.ts': file('x', './static/frontends.ts'),
    });
    expect(violations()).toEqual([
      'api-base-imports-a-service: api/src/providers/print/local.ts -> api/src/orders/orderQueries.ts',
      'api-config-imports-a-folder: api/src/config.ts -> api/src/static/frontends.ts',
      'api-imports-routes: api/src/backups/backupCli.ts -> api/src/routes/backupCommand.ts',
    ]);
  });

  it('refuses the server importing the remotes’ Vite helpers, and the federation package importing an area', () => {
    tree({
      'mf-shared.ts': "export { remoteNames } from './federation/index.ts';",
      'federation/package.json': JSON.stringify({ name: '@store/federation', exports: { '.': './index.ts' } }),
      'federation/index.ts': "import { x } from '../api/src/config.ts';\nexport const remoteNames = [x];",
      'api/src/config.ts': "import { remoteNames } from '../../mf-shared.ts';\nexport const x = remoteNames;",
      'api/src/remotes/registry.ts': "import { remoteNames } from '@store/federation';\nexport const r = remoteNames;",
    });
    expect(violations()).toEqual([
      'api-imports-vite-helpers: api/src/config.ts -> mf-shared.ts',
      'federation-imports-an-area: federation/index.ts -> api/src/config.ts',
    ]);
  });
});
