// `npm run lint`: the architecture's rules, checked — import boundaries and cycles
// (scripts/lint/boundaries.mjs; inside the API, scripts/lint/apiLayers.mjs), vendor names (scripts/lint/vendorNames.mjs) and SQL kept out of
// route files (scripts/lint/sqlInRoutes.mjs), forms that could put a credential in a URL (scripts/lint/formMethods.mjs),
// console.* in the server's code (scripts/lint/consoleInServer.mjs: one log format), money and dates
// formatted by hand instead of through the shared formatters (scripts/lint/handFormatting.mjs), and oxlint with
// .oxlintrc.json (scripts/lint/oxlint.mjs: correctness, React and react-hooks, jsx-a11y, import).
import { findBoundaryViolations, PACKAGE_RULES, RULES } from './lint/boundaries.mjs';
import { API_FOLDER_RULES } from './lint/apiLayers.mjs';
import { findVendorNameLeaks } from './lint/vendorNames.mjs';
import { findSqlInRoutes } from './lint/sqlInRoutes.mjs';
import { findSharedTsxWithoutRuntime } from './lint/jsxRuntimeInShared.mjs';
import { findUnsafeForms } from './lint/formMethods.mjs';
import { findConsoleInServer } from './lint/consoleInServer.mjs';
import { findHandFormatting } from './lint/handFormatting.mjs';
import { findOxlintProblems } from './lint/oxlint.mjs';

const root = new URL('..', import.meta.url).pathname;

const violations = findBoundaryViolations(root);
const why = Object.fromEntries([...RULES, ...PACKAGE_RULES, ...API_FOLDER_RULES].map((r) => [r.name, r.why]));
for (const v of violations) console.error(`  error ${v.rule}: ${v.from} → ${v.to}${why[v.rule] ? `\n        ${why[v.rule]}` : ''}`);
if (!violations.length) console.log('✔ import boundaries hold and there are no import cycles');

const leaks = findVendorNameLeaks(root);
for (const l of leaks) console.error(`  error vendor-name-outside-provider: ${l.file}:${l.line} names ${l.vendor}: ${l.text}`);
if (!leaks.length) console.log('✔ vendor names only inside their provider folders');

const sql = findSqlInRoutes(root);
for (const q of sql) console.error(`  error sql-in-route-file: ${q.file}:${q.line}: ${q.text}\n        Routes call their area's named query functions; SQL lives next to the tables' other queries.`);
if (!sql.length) console.log('✔ no SQL in route files');

const noRuntime = findSharedTsxWithoutRuntime(root);
for (const f of noRuntime) console.error(`  error shared-tsx-without-jsx-runtime: ${f}\n        The server imports shared .tsx from source: start it with /** @jsxRuntime automatic */ /** @jsxImportSource react */.`);
if (!noRuntime.length) console.log('✔ every shared .tsx states its JSX runtime');

const forms = findUnsafeForms(root);
for (const f of forms) console.error(`  error ${f.rule}: ${f.file}:${f.line}: ${f.text}\n        A form sent before hydration or without JavaScript must not put a password, code or personal data in a URL: method="post" (the page answers it), or a GET form with nothing sensitive.`);
if (!forms.length) console.log('✔ every form states its method; no GET form carries a sensitive field');

const consoles = findConsoleInServer(root);
for (const c of consoles) console.error(`  error console-in-server: ${c.file}:${c.line}: ${c.text}\n        The server logs JSON lines with a component: componentLog('<part>') from api/src/log.ts (only the *Cli.ts tools print).`);
if (!consoles.length) console.log('✔ no console.* in the server: one log format');

const handFormatted = findHandFormatting(root);
for (const h of handFormatted) console.error(`  error hand-formatting: ${h.file}:${h.line}: ${h.text}\n        Money through formatCents, dates through shared/src/rules/dates.ts: one fixed locale and zone, so the server's render and the hydration print the same text.`);
if (!handFormatted.length) console.log('✔ money and dates only through the shared formatters');

const oxlint = findOxlintProblems(root);
for (const o of oxlint) console.error(`  error oxlint ${o.rule}: ${o.file}:${o.line}: ${o.message}`);
if (!oxlint.length) console.log('✔ oxlint: no findings (correctness, React and react-hooks, jsx-a11y, import)');

const failed = violations.length > 0 || leaks.length > 0 || sql.length > 0 || noRuntime.length > 0 || forms.length > 0 || consoles.length > 0 || handFormatted.length > 0 || oxlint.length > 0;
console.log(failed ? '[lint] failed' : '[lint] all rules pass');
process.exit(failed ? 1 : 0);
