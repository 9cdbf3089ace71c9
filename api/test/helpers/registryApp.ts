import type { Config } from '../../src/config.ts';
import { databaseRegistry } from '../../src/remotes/registry.ts';
import { seedRegistry } from '../../src/remotes/seedRegistry.ts';
import type { TestDatabase } from './testDatabases.ts';
import { startTestApp } from './testApp.ts';

/**
 * The store serving the front ends under `config.frontendsRoot` through the database registry of
 * remotes (seeded from that folder), listening on a free port. The caller stops the registry and
 * closes the app.
 */
export async function startRegistryApp(database: TestDatabase, config: Config) {
  const db = await database.open();
  await seedRegistry(db, { frontendsRoot: config.frontendsRoot, defaults: config.remotes, publicUrl: config.publicUrl });
  const registry = databaseRegistry(db, { pollMs: 60_000 });
  await registry.ready;
  const t = await startTestApp({ name: database.name, open: async () => db }, { config, remotes: registry }, { seed: false, frontends: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { db, registry, t };
}
