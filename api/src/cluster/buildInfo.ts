import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The store server's version: STORE_VERSION when the deploy sets one (a tag, a commit), else the api package's. */
export const storeVersion: string = process.env.STORE_VERSION || (require('../../package.json') as { version: string }).version;

/** store_build_info's rows: the server, then each live remote and its canary, if any. */
export function buildInfo(live: readonly { name: string; version: string; canary?: { version: string } }[]) {
  return [
    { component: 'store', version: storeVersion, track: 'live' },
    ...live.flatMap((r) => [
      { component: r.name, version: r.version, track: 'live' },
      ...(r.canary ? [{ component: r.name, version: r.canary.version, track: 'canary' }] : []),
    ]),
  ];
}
