import { randomBytes } from 'node:crypto';
import type { Secrets } from '../config.ts';
import type { Sql } from '../db/db.ts';

const envNames: Record<keyof Secrets, string> = { jwt: 'JWT_SECRET', otp: 'OTP_SECRET', webhook: 'WEBHOOK_SECRET' };

/**
 * Signing keys shared by every instance: from the environment, else from the `secrets` table.
 * The first instance to start inserts them (the local value — e.g. the PGlite data directory's
 * file — or a fresh random one); ON CONFLICT DO NOTHING makes concurrent starts agree on one row.
 * Mutates `secrets` in place so everything holding the config sees the shared values.
 */
export async function loadSharedSecrets(db: Sql, secrets: Secrets, env: NodeJS.ProcessEnv = process.env): Promise<Secrets> {
  for (const name of Object.keys(envNames) as (keyof Secrets)[]) {
    if (env[envNames[name]]) continue;
    const proposed = secrets[name] || randomBytes(32).toString('base64url');
    await db.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, proposed]);
    const [row] = await db.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', [name]);
    if (row) secrets[name] = row.value;
  }
  return secrets;
}
