// "No SQL text in route files" as a check: routes call named query functions (repositories) of
// their area, which are the only places that know tables and columns.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listSources } from './vendorNames.mjs';

const ROUTES = 'api/src/routes/';
// A database call, or a statement's opening words in capitals (as this code writes SQL) inside a
// string or template, so "Select a size" is not SQL. Opening a
// transaction is allowed: a route may make several named calls one unit of work.
const SQL = /\.query\s*(<[^>]*>)?\s*\(|[`'"]\s*(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS)\b/;

/** Lines of route files that hold SQL or call the database directly: `[{file, line, text}]`. */
export function findSqlInRoutes(root, files = listSources(root)) {
  const found = [];
  for (const file of files) {
    if (!file.startsWith(ROUTES) || file.endsWith('.test.ts')) continue;
    readFileSync(join(root, file), 'utf8').split('\n').forEach((text, i) => {
      if (SQL.test(text)) found.push({ file, line: i + 1, text: text.trim().slice(0, 120) });
    });
  }
  return found;
}
