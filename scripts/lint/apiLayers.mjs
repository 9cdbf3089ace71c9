// The API's inner boundaries (api/src), checked by boundaries.mjs on the same import graph.
import { cycles } from './cycles.mjs';

// Inside api/src, one direction: routes → services (admin above orders and payments) → providers / db.
// The top-level files are the composition root (app.ts, main.ts: may import anything) and the
// leaves every layer reads (config.ts, deps.ts, log.ts).
/** The folder of an api/src file ('orders'), or null for a top-level file or a file outside api/src. */
export const apiFolder = (path) => /^api\/src\/([^/]+)\//.exec(path)?.[1] ?? null;
const API_BASE = new Set(['db', 'providers']);
/** The top-level files every layer reads: the configuration and the logger. */
const API_LEAVES = new Set(['api/src/config.ts', 'api/src/log.ts']);
/** Folder pairs allowed to import each other: none since ssr/ owns a page request end to end (#26 item 1). */
export const API_FOLDERS_ALLOWED_BOTH_WAYS = [];
export const API_LAYER_RULES = [
  {
    name: 'api-imports-routes',
    why: 'Route files are the top of the API: only the composition root (api/src/app.ts, main.ts) registers them; code a route and a command share lives in a service folder.',
    test: (from, to) => to.startsWith('api/src/routes/') && from.startsWith('api/src/') && apiFolder(from) !== 'routes' && !/^api\/src\/(app|main)\.ts$/.test(from),
  },
  {
    name: 'api-base-imports-a-service',
    why: 'providers/ and db/ are the bottom layer: they import each other, config.ts and log.ts, never a service, a route or the HTTP layer.',
    test: (from, to) => API_BASE.has(apiFolder(from)) && to.startsWith('api/src/') && !API_LEAVES.has(to) && !API_BASE.has(apiFolder(to)),
  },
  {
    name: 'api-imports-admin',
    why: 'The back office (api/src/admin) may use orders and payments, never the reverse: only its routes and the composition root import it. Owner notifications live in mail/.',
    test: (from, to) => to.startsWith('api/src/admin/') && from.startsWith('api/src/') && !['admin', 'routes'].includes(apiFolder(from)) && !/^api\/src\/(app|main)\.ts$/.test(from),
  },
  {
    name: 'api-config-imports-a-folder',
    why: 'config.ts is read by every layer, so it imports none of them (a default it needs is defined in it).',
    test: (from, to) => from === 'api/src/config.ts' && apiFolder(to) !== null,
  },
];

/** The rules found on the whole graph rather than on one import. */
export const API_FOLDER_RULES = [
  { name: 'api-folders-import-each-other', why: 'Two folders of api/src import each other: one of them is a layer below the other; move what the lower one needs down, or pass it in from the composition root.' },
  { name: 'api-folder-cycle', why: 'Folders of api/src import each other in a loop: the layers have one direction (routes → services → providers / db).' },
];

/**
 * Folders of api/src that reach each other (an arrow back up), from the file graph: two folders
 * importing each other are named file by file; a longer loop by its folders.
 */
export function apiFolderCycles(graph) {
  const allowed = (a, b) => API_FOLDERS_ALLOWED_BOTH_WAYS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const folders = new Map();
  const fileEdges = new Map();
  for (const [from, targets] of graph) {
    const a = apiFolder(from);
    if (!a) continue;
    if (!folders.has(a)) folders.set(a, new Set());
    for (const to of targets) {
      const b = apiFolder(to);
      if (!b || b === a || allowed(a, b)) continue;
      folders.get(a).add(b);
      const key = `${a} ${b}`;
      if (!fileEdges.has(key)) fileEdges.set(key, []);
      fileEdges.get(key).push({ from, to });
    }
  }
  const found = [];
  for (const loop of cycles(folders)) {
    if (loop.length === 2) {
      const [a, b] = loop;
      for (const e of [...fileEdges.get(`${a} ${b}`), ...fileEdges.get(`${b} ${a}`)]) found.push({ rule: 'api-folders-import-each-other', ...e });
    } else found.push({ rule: 'api-folder-cycle', from: `api/src/${loop[0]}`, to: loop.map((f) => `api/src/${f}`).join(' → ') });
  }
  return found;
}
