// The architecture's import boundaries and "no cycles", checked on the source.
// Why not dependency-cruiser or eslint-plugin-import: both read TypeScript through the
// `typescript` package's JS API (TypeScript 7 has none) or through @swc/core, whose platform
// packages the registry this project installs from does not carry, so `npm ci` would fail.
// What is checked is small: static import/export specifiers, resolved the way Node resolves them.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { cycles } from './cycles.mjs';
import { API_LAYER_RULES, apiFolderCycles } from './apiLayers.mjs';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', '.data', 'test-results', '.ci-out', 'coverage', 'playwright-report']);
// `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`; comments are stripped first.
const SPECIFIERS = [/\b(?:import|export)\s[^'";]*?\bfrom\s*(['"])([^'"]+)\1/g, /\bimport\s*(['"])([^'"]+)\1/g, /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g];
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;

const REMOTE = /^([a-z]+-mfe)\//;

/** Each rule: a name, why, and a test on (from, to) repository-relative paths. */
export const RULES = [
  {
    name: 'remote-imports-another-remote',
    why: 'A remote never imports another remote: areas meet through @store/shared and URLs.',
    test: (from, to) => REMOTE.test(from) && REMOTE.test(to) && from.match(REMOTE)[1] !== to.match(REMOTE)[1],
  },
  {
    name: 'remote-imports-shell',
    why: 'Remotes are deployed on their own: they cannot reach into the host.',
    test: (from, to) => REMOTE.test(from) && to.startsWith('shell/'),
  },
  {
    name: 'shell-imports-remote',
    why: 'The shell loads remotes at runtime through Module Federation, never by import.',
    test: (from, to) => from.startsWith('shell/') && REMOTE.test(to),
  },
  {
    name: 'shared-imports-an-area',
    why: '@store/shared is the contract every area imports; it depends on none of them.',
    test: (from, to) => from.startsWith('shared/') && /^(shell|api|e2e|bench|[a-z]+-mfe)\//.test(to),
  },
  {
    name: 'api-imports-front-end',
    why: 'The server never imports browser code: no shell, no remote.',
    test: (from, to) => from.startsWith('api/') && /^(shell|[a-z]+-mfe)\//.test(to),
  },
  {
    name: 'api-imports-browser-part-of-shared',
    why: 'The API imports only the pure parts of @store/shared: rules, types, the route table, the shell document template, the render env, the client transport, the public origin and the provider name (no stores or UI).',
    test: (from, to) => from.startsWith('api/') && to.startsWith('shared/') && !/^shared\/src\/(rules\/|document\/|types\.ts$|routes\.ts$|api\/transport\.ts$|storeEnv\.ts$|publicOrigin\.ts$|provider\.ts$)/.test(to),
  },
  {
    name: 'api-imports-vite-helpers',
    why: 'The server never imports the remotes\' Vite helpers (mf-shared.ts, mf-remote-vite.ts): what both need is the @store/federation package.',
    test: (from, to) => from.startsWith('api/') && /^mf-[a-z-]+\.ts$/.test(to),
  },
  {
    name: 'federation-imports-an-area',
    why: '@store/federation is plain data the builds and the server read; it imports no area.',
    test: (from, to) => from.startsWith('federation/') && /^(shared|shell|api|e2e|bench|[a-z]+-mfe)\//.test(to),
  },
  ...API_LAYER_RULES,
];

/** Rules on package imports (specifiers that resolve to node_modules), per file. */
export const PACKAGE_RULES = [
  {
    name: 'router-imported-directly',
    why: 'Areas take the router from @store/shared (shared/src/navigation.ts, with its store link): a direct import would bundle a second router, with its own context, into that area.',
    test: (from, spec) =>
      /^(shell|[a-z]+-mfe|shared)\//.test(from) && !['shared/src/navigation.ts', 'shared/src/storeLink.tsx', 'shared/src/fixedLocationRouters.ts'].includes(from) && !/\.test\.tsx?$/.test(from) && /^react-router(-dom)?(\/|$)/.test(spec),
  },
  {
    name: 'query-imported-directly',
    why: 'Areas take TanStack Query from @store/shared (shared/src/serverState.ts): a direct import would bundle a second copy, with its own QueryClient context, into that area.',
    test: (from, spec) => /^(shell|[a-z]+-mfe|shared)\//.test(from) && from !== 'shared/src/serverState.ts' && /^@tanstack\/(react-)?query(-core)?(\/|$)/.test(spec),
  },
  {
    name: 'toastify-imported-directly',
    why: 'Areas raise toasts through `toast` from @store/shared (shared/src/ui/toast.ts), which loads react-toastify on first use: a direct import would put it back into the first paint\'s JavaScript.',
    test: (from, spec) =>
      /^(shell|[a-z]+-mfe|shared)\//.test(from) &&
      !['shared/src/ui/toast.ts', 'shared/src/ui/Toaster.tsx'].includes(from) &&
      /^react-toastify(\/|$)/.test(spec) &&
      !spec.endsWith('.css'),
  },
];

/** The folders whose imports are checked: every area, a new `<name>-mfe/` included. */
export function areaFolders(root) {
  return readdirSync(root).filter((d) => /^(shared|federation|shell|api|e2e|bench|[a-z]+-mfe)$/.test(d) && statSync(join(root, d)).isDirectory());
}

function listSources(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    if (SKIP_DIRS.has(entry)) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) listSources(full, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

export function specifiersOf(text) {
  const code = text.replace(COMMENTS, '$1');
  const found = new Set();
  for (const re of SPECIFIERS) for (const m of code.matchAll(re)) found.add(m[2]);
  return [...found];
}

function asFile(path) {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Workspace packages by name (`@store/shared` → its folder and exports map). */
function workspacePackages(root) {
  const byName = new Map();
  for (const dir of areaFolders(root)) {
    const file = join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (pkg.name) byName.set(pkg.name, { dir: join(root, dir), exports: pkg.exports ?? { '.': pkg.main ?? './index.ts' } });
  }
  return byName;
}

function resolveSpecifier(spec, fromFile, packages) {
  if (spec.startsWith('.')) return asFile(resolve(dirname(fromFile), spec));
  for (const [name, pkg] of packages) {
    if (spec !== name && !spec.startsWith(`${name}/`)) continue;
    const target = pkg.exports[`.${spec.slice(name.length)}`];
    return typeof target === 'string' ? asFile(join(pkg.dir, target)) : null;
  }
  return null; // a package from node_modules: outside these rules
}

/** Every broken rule under `root`: `[{rule, from, to}]`, cycles as `{rule: 'no-circular', files}`. */
export function findBoundaryViolations(root) {
  const packages = workspacePackages(root);
  const rel = (p) => relative(root, p).split(sep).join('/');
  const graph = new Map();
  const violations = [];
  for (const dir of areaFolders(root)) {
    for (const file of listSources(join(root, dir))) {
      const from = rel(file);
      const edges = new Set();
      for (const spec of specifiersOf(readFileSync(file, 'utf8'))) {
        for (const rule of PACKAGE_RULES) if (rule.test(from, spec)) violations.push({ rule: rule.name, from, to: spec });
        const target = resolveSpecifier(spec, file, packages);
        if (!target) continue;
        const to = rel(target);
        edges.add(to);
        for (const rule of RULES) if (rule.test(from, to)) violations.push({ rule: rule.name, from, to });
      }
      graph.set(from, edges);
    }
  }
  for (const files of cycles(graph)) violations.push({ rule: 'no-circular', from: files[0], to: files.join(' → ') });
  violations.push(...apiFolderCycles(graph));
  return violations;
}
