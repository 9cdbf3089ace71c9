import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBoundaryViolations } from './boundaries.mjs';
import { findVendorNameLeaks } from './vendorNames.mjs';
import { findSqlInRoutes } from './sqlInRoutes.mjs';
import { findSharedTsxWithoutRuntime } from './jsxRuntimeInShared.mjs';
import { findUnsafeForms } from './formMethods.mjs';
import { findConsoleInServer } from './consoleInServer.mjs';
import { findHandFormatting } from './handFormatting.mjs';
import { findOxlintProblems } from './oxlint.mjs';

// The rules are proved on throw-away trees shaped like the repository: each case writes one
// deliberate violation and expects the real checker to name it.
let root = '';

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'lint-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function violations(): string[] {
  return findBoundaryViolations(root).map((v: { rule: string; from: string; to: string }) => `${v.rule}: ${v.from} -> ${v.to}`).sort();
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('import boundaries', () => {
  it('accepts areas that meet only through shared', () => {
    tree({
      'shared/src/rules/money.ts': 'export const cents = 1;',
      'catalog-mfe/src/pages/Home.tsx': "import { cents } from '../../../shared/src/rules/money.ts';\nexport const Home = () => <p>{cents}</p>;",
      'api/src/routes/x.ts': "import { cents } from '../../../shared/src/rules/money.ts';\nexport const x = cents;",
    });
    expect(violations()).toEqual([]);
  });

  it('refuses a remote importing another remote, a new remote included', () => {
    tree({
      'checkout-mfe/src/api/types.ts': 'export const order = 1;',
      'catalog-mfe/src/pages/Cart.ts': "import { order } from '../../../checkout-mfe/src/api/types.ts';\nexport const c = order;",
      'admin-mfe/src/pages/Orders.ts': "import { c } from '../../../catalog-mfe/src/pages/Cart';\nexport const o = c;",
    });
    expect(violations()).toEqual([
      'remote-imports-another-remote: admin-mfe/src/pages/Orders.ts -> catalog-mfe/src/pages/Cart.ts',
      'remote-imports-another-remote: catalog-mfe/src/pages/Cart.ts -> checkout-mfe/src/api/types.ts',
    ]);
  });

  it('refuses shared depending on an area, and the shell and a remote importing each other', () => {
    tree({
      'catalog-mfe/src/pages/Home.ts': "export { Header } from '../../../shell/src/Header.ts';",
      'shell/src/Header.ts': 'export const Header = 1;',
      'shared/src/store/session.ts': "import { Home } from '../../../catalog-mfe/src/pages/Home.ts';\nexport const s = Home;",
      'shell/src/App.ts': "const page = import('../../catalog-mfe/src/pages/Home.ts');\nexport const a = page;",
    });
    expect(violations()).toEqual([
      'remote-imports-shell: catalog-mfe/src/pages/Home.ts -> shell/src/Header.ts',
      'shared-imports-an-area: shared/src/store/session.ts -> catalog-mfe/src/pages/Home.ts',
      'shell-imports-remote: shell/src/App.ts -> catalog-mfe/src/pages/Home.ts',
    ]);
  });

  it('refuses the API importing browser code: a front end, or shared beyond rules and types', () => {
    tree({
      'shared/package.json': JSON.stringify({ name: '@store/shared', exports: { '.': './src/index.ts', './rules': './src/rules/index.ts' } }),
      'shared/src/index.ts': "export { useSession } from './store/session.ts';",
      'shared/src/rules/index.ts': 'export const slug = 1;',
      'shared/src/store/session.ts': 'export const useSession = 1;',
      'content-mfe/src/api/blogs.ts': 'export const blogs = 1;',
      'api/src/routes/x.ts': "import { useSession } from '../../../shared/src/store/session.ts';\nimport { blogs } from '../../../content-mfe/src/api/blogs.ts';\nexport const x = [useSession, blogs];",
      'api/src/routes/y.ts': "import { slug } from '@store/shared/rules';\nimport { useSession } from '@store/shared';\nexport const y = [slug, useSession];",
    });
    expect(violations()).toEqual([
      'api-imports-browser-part-of-shared: api/src/routes/x.ts -> shared/src/store/session.ts',
      'api-imports-browser-part-of-shared: api/src/routes/y.ts -> shared/src/index.ts',
      'api-imports-front-end: api/src/routes/x.ts -> content-mfe/src/api/blogs.ts',
    ]);
  });

  it('refuses an area importing the router directly instead of through shared’s navigation', () => {
    tree({
      'shared/src/navigation.ts': "export { Link } from 'react-router-dom';",
      'shared/src/ui/Strip.tsx': "import { Link } from 'react-router';\nexport const S = Link;",
      'admin-mfe/src/pages/Orders.tsx': "import { useNavigate } from 'react-router-dom';\nexport const o = useNavigate;",
      'shell/src/App.tsx': "import { Link } from '../../shared/src/navigation.ts';\nexport const A = Link;",
      'catalog-mfe/src/pages/Home.test.tsx': "import { MemoryRouter } from 'react-router-dom';\nexport const t = MemoryRouter;",
    });
    expect(violations()).toEqual([
      'router-imported-directly: admin-mfe/src/pages/Orders.tsx -> react-router-dom',
      'router-imported-directly: shared/src/ui/Strip.tsx -> react-router',
    ]);
  });

  it('refuses react-toastify outside the shared toast module, its stylesheet excepted', () => {
    tree({
      'shared/src/ui/toast.ts': "export const load = () => import('react-toastify');",
      'shell/src/AppFrame.tsx': "import 'react-toastify/dist/ReactToastify.css';\nexport const A = 1;",
      'checkout-mfe/src/pages/Cart.tsx': "import { toast } from 'react-toastify';\nexport const c = toast;",
    });
    expect(violations()).toEqual(['toastify-imported-directly: checkout-mfe/src/pages/Cart.tsx -> react-toastify']);
  });

  it('refuses TanStack Query outside shared’s serverState module, in tests too', () => {
    tree({
      'shared/src/serverState.ts': "export { useQuery } from '@tanstack/react-query';",
      'account-mfe/src/pages/Orders.tsx': "import { useQuery } from '@tanstack/react-query';\nexport const o = useQuery;",
      'content-mfe/src/pages/blog.test.tsx': "import { QueryClient } from '@tanstack/query-core';\nexport const q = QueryClient;",
      'shell/src/App.tsx': "import { useQuery } from '@store/shared';\nexport const A = useQuery;",
    });
    expect(violations()).toEqual([
      'query-imported-directly: account-mfe/src/pages/Orders.tsx -> @tanstack/react-query',
      'query-imported-directly: content-mfe/src/pages/blog.test.tsx -> @tanstack/query-core',
    ]);
  });

  it('ignores specifiers inside comments', () => {
    tree({
      'checkout-mfe/src/api/types.ts': 'export const order = 1;',
      'catalog-mfe/src/pages/Cart.ts': "// import { order } from '../../../checkout-mfe/src/api/types.ts';\n/* import '../../../checkout-mfe/src/api/types.ts'; */\nexport const c = 1;",
    });
    expect(violations()).toEqual([]);
  });

  it('refuses an import cycle', () => {
    tree({
      'api/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;",
      'api/src/b.ts': "import { a } from './a.ts';\nexport const b = () => a;",
      'api/src/c.ts': "import { a } from './a.ts';\nexport const c = a;",
    });
    expect(violations()).toEqual(['no-circular: api/src/a.ts -> api/src/a.ts → api/src/b.ts']);
  });
});

describe('vendor names', () => {
  it('finds a vendor named outside its provider folder, and only there', () => {
    tree({
      'api/src/providers/print/printify/printifyClient.ts': "export const base = 'https://api.printify.com';",
      'api/test/fakes/printifyFake.ts': 'export const fake = "printify";',
      'api/src/orders/placeOrder.ts': '// ask Printify for shipping\nexport const x = 1;',
      'checkout-mfe/src/pages/Pay.tsx': "export const note = 'Payments by Authorize.Net';",
    });
    expect(findVendorNameLeaks(root).map((l: { file: string; line: number; vendor: string }) => `${l.file}:${l.line} ${l.vendor}`).sort()).toEqual([
      'api/src/orders/placeOrder.ts:1 Printify',
      'checkout-mfe/src/pages/Pay.tsx:1 Authorize.Net',
    ]);
  });
});

describe('SQL in route files', () => {
  it('finds database calls and statements in api/src/routes only, transactions allowed', () => {
    tree({
      'api/src/routes/orders.ts': "export const r = (db) => db.query<{ id: number }>('SELECT 1');",
      'api/src/routes/cart.ts': 'export const r = (db) => db.transaction(async (tx) => setQuantities(tx));\nconst s = `DELETE FROM favourites_cart`;',
      'api/src/routes/ok.ts': "export const r = (req) => req.query;\nexport const m = 'Select a size';",
      'api/src/orders/orderQueries.ts': "export const q = (db) => db.query('SELECT * FROM orders');",
    });
    expect(findSqlInRoutes(root).map((f: { file: string; line: number }) => `${f.file}:${f.line}`).sort()).toEqual(['api/src/routes/cart.ts:2', 'api/src/routes/orders.ts:1']);
  });
});

describe('console in the server (one log format)', () => {
  it("finds console.* in the server's code, not in its command-line tools, tests, comments or other packages", () => {
    tree({
      'api/src/jobs/jobRunner.ts': "export const f = (err) => console.error('[jobs]', err.message);",
      'api/src/main.ts': "const ok = 1;\nconsole .log(`ready`);",
      'api/src/log.ts': '// never console.log here\nexport const log = 1;',
      'api/src/backups/backupCli.ts': "console.log('backup written');",
      'api/test/x.test.ts': "console.log('test');",
      'scripts/start.mjs': "console.log('starting');",
      'shell/src/App.tsx': "console.warn('[shell] remote unavailable');",
    });
    expect(findConsoleInServer(root).map((f: { file: string; line: number }) => `${f.file}:${f.line}`).sort()).toEqual(['api/src/jobs/jobRunner.ts:1', 'api/src/main.ts:2']);
  });
});

describe('money and dates only through the shared formatters (#43)', () => {
  it('finds toLocale*String, a second Intl formatter, and toFixed(2) in browser code', () => {
    tree({
      'account-mfe/src/pages/OrdersPage.tsx': "const d = (iso) => new Date(iso).toLocaleDateString('en-US');",
      'admin-mfe/src/components/labels.ts': "export const t = (iso) =>\n  new Date(iso).toLocaleString('en-GB');",
      'catalog-mfe/src/pages/ProductPage.tsx': 'const price = (cents) => (cents / 100).toFixed(2);',
      'api/src/mail/slip.ts': "const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });",
      'api/src/content/svg.ts': 'const opacity = (0.15).toFixed(2);',
      'api/src/backups/backupCli.ts': "console.log(new Date().toLocaleString());",
      'shared/src/rules/money.ts': "const usd = new Intl.NumberFormat('en-US');",
      'shared/src/rules/dates.ts': "const day = new Intl.DateTimeFormat('en-GB');",
      'shell/src/App.test.tsx': "expect(new Date().toLocaleDateString()).toBeTruthy();",
      'shell/src/Footer.tsx': '// never .toLocaleDateString() here\nexport const F = 1;',
    });
    expect(findHandFormatting(root).map((f: { file: string; line: number }) => `${f.file}:${f.line}`).sort()).toEqual([
      'account-mfe/src/pages/OrdersPage.tsx:1',
      'admin-mfe/src/components/labels.ts:2',
      'api/src/mail/slip.ts:1',
      'catalog-mfe/src/pages/ProductPage.tsx:1',
    ]);
  });
});

describe('JSX runtime in shared', () => {
  it('finds a shared .tsx the server could not render from source', () => {
    tree({
      'shared/src/ui/Field.tsx': 'export const F = () => <p />;',
      'shared/src/ui/Ok.tsx': '/** @jsxRuntime automatic */\n/** @jsxImportSource react */\nexport const O = () => <p />;',
      'shared/src/ui/Field.test.tsx': 'export const t = <p />;',
      'shell/src/App.tsx': 'export const A = () => <p />;',
    });
    expect(findSharedTsxWithoutRuntime(root)).toEqual(['shared/src/ui/Field.tsx']);
  });
});

describe('forms that could put a credential in a URL (#23)', () => {
  it('finds a form without a method and a GET form with a password, code, card or personal field', () => {
    tree({
      'account-mfe/src/pages/Login.tsx': 'export const L = () => (\n  <form className="f" onSubmit={(e) => { if (1 > 0) e.preventDefault(); }}>\n    <input name="login-password" type="password" />\n  </form>\n);',
      'account-mfe/src/pages/Otp.tsx': 'export const O = () => <form method="get"><input id="otp" autoComplete="one-time-code" /></form>;',
      'content-mfe/src/Contact.tsx': 'export const C = () => <form method="GET" action="/x"><input type="email" /></form>;',
      'checkout-mfe/src/Pay.tsx': 'export const P = () => <form method="post"><input name="cardNumber" /></form>;',
      'shell/src/Search.tsx': 'export const S = () => <form method="get" action="/shop/search"><input type="search" name="q" /></form>;',
      'shell/src/Search.test.tsx': 'export const T = <form><input type="password" /></form>;',
    });
    const found = findUnsafeForms(root).map((f: { file: string; line: number; rule: string }) => `${f.rule}: ${f.file}:${f.line}`).sort();
    expect(found).toEqual([
      'form-without-method: account-mfe/src/pages/Login.tsx:2',
      'get-form-with-sensitive-field: account-mfe/src/pages/Otp.tsx:1',
      'get-form-with-sensitive-field: content-mfe/src/Contact.tsx:1',
    ]);
  });
});

describe('oxlint with the repository config', () => {
  it('finds a hook called conditionally, an impure call during render and a click-only static element; passes clean code', () => {
    tree({
      'catalog-mfe/src/components/Bad.tsx': [
        "import { useState } from 'react';",
        'export function Bad({ open }: { open: boolean }) {',
        '  if (open) useState(0);',
        '  const year = new Date().getFullYear();',
        '  return <div onClick={() => {}}>{year}</div>;',
        '}',
      ].join('\n'),
      'catalog-mfe/src/components/Good.tsx': "export function Good({ year }: { year: number }) {\n  return <button type=\"button\" onClick={() => {}}>{year}</button>;\n}",
    });
    const found = findOxlintProblems(root).map((p: { file: string; rule: string }) => `${p.file}: ${p.rule}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'catalog-mfe/src/components/Bad.tsx: react-hooks(rules-of-hooks)',
        'catalog-mfe/src/components/Bad.tsx: react(purity)',
        'catalog-mfe/src/components/Bad.tsx: jsx-a11y(click-events-have-key-events)',
      ]),
    );
    expect(found.filter((f: string) => f.includes('Good.tsx'))).toEqual([]);
  });
});
