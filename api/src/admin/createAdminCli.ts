// `npm run admin:create -- --email owner@example.com --password secret`: creates the store owner's
// admin account, or promotes an existing account, on the database the store would use.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { migrate } from '../db/migrate.ts';
import { runningStorePid } from '../db/embeddedLock.ts';
import { ensureAdmin } from './roles.ts';

const messages = {
  created: 'Created a new admin account for',
  promoted: 'Promoted the existing account to admin:',
  'already-admin': 'Nothing to do: already an admin:',
} as const;

async function run(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error('Usage: npm run admin:create -- --email <address> --password <password>');
    return 2;
  }
  const config = loadConfig();
  const pid = config.databaseUrl ? undefined : runningStorePid(config.dataDir);
  if (pid) {
    console.error(`The store (pid ${pid}) has the embedded database at ${config.dataDir} open. Stop it first, or set ADMIN_EMAIL and ADMIN_PASSWORD when starting it.`);
    return 1;
  }
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const result = await ensureAdmin(db, values.email, values.password);
    console.log(`${messages[result]} ${values.email.trim().toLowerCase()}`);
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await run();
