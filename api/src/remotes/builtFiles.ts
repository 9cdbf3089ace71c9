import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A built remote's files as a deploy uploads them (paths relative to the folder, with /): the
 * bundler's report (mf-stats.json) and the precompressed .br/.gz copies are left out, as
 * `npm run deploy` leaves them out; the store compresses a stored version's replies itself.
 */
export function builtFiles(dir: string): { path: string; body: Buffer }[] {
  if (!existsSync(dir)) return [];
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(dir)
    .filter((f) => !f.endsWith('mf-stats.json') && !/\.(br|gz)$/.test(f))
    .map((f) => ({ path: relative(dir, f).split('\\').join('/'), body: readFileSync(f) }));
}
