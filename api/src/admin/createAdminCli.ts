// `npm run admin:create -- --email owner@example.com --password secret [--reset-password]`: creates
// the store owner's admin account on the database the store would use. An existing account is only
// made admin with --reset-password, which also sets this password and ends its sessions (issue #24).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { migrate } from '../db/migrate.ts';
import { runningStorePid } from '../db/embeddedLock.ts';
import { ensureAdmin, ensureAdminMessages } from './roles.ts';


async function run(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, 'reset-password': { type: 'boolean' } } });
  if (!values.email || !values.password) {
    console.error('Usage: npm run admin:create -- --email <address> --password <password> [--reset-password]');
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
    const result = await ensureAdmin(db, values.email, values.password, { resetExisting: values['reset-password'] === true });
    const line = `${ensureAdminMessages[result]} (${values.email.trim().toLowerCase()})`;
    if (result === 'refused-existing') {
      console.error(line);
      return 1;
    }
    console.log(line);
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await run();
