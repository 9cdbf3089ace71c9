import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { PrintProvider } from './providers/print/printProvider.ts';

/** Everything a route needs, passed explicitly (no globals), so tests build the app with fakes. */
export interface Deps {
  config: Config;
  db: Db;
  print: PrintProvider;
}
