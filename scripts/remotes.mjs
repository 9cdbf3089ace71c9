// The store's remotes, as every script reads them: the one list in store-remotes.json at the root.
// A new remote is one entry there plus its package (package.json's workspaces take every `*-mfe` folder).
import { readFileSync } from 'node:fs';

const file = new URL('../store-remotes.json', import.meta.url);

/** @type {{ name: string, package: string, devPort: number }[]} */
export const storeRemotes = JSON.parse(readFileSync(file, 'utf8'));
export const remoteNames = storeRemotes.map((r) => r.name);
export const remotePackages = storeRemotes.map((r) => r.package);
