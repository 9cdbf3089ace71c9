import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { describe } from '../http/routeDoc.ts';
import { conflict, unauthorized } from '../http/httpError.ts';
import { sameSecret } from '../auth/secrets.ts';
import { backupEndpointFile, backupEnv } from '../backups/backupSettings.ts';
import { BackupAlreadyRunning } from '../backups/backupRuns.ts';
import { runBackup } from '../backups/runBackup.ts';
import { startBackupSchedule, type BackupSchedule } from '../backups/backupSchedule.ts';
import { componentLog } from '../log.ts';
import { loggableError } from '../http/errorHandling.ts';
import { z } from 'zod';

/** what a backup run answers `npm run backup` */
const backupTaken = z.object({ name: z.string(), size: z.number().int().describe('bytes'), where: z.string(), manifest: z.looseObject({}).describe("the backup's manifest (tables, row counts, versions)"), secretsIncluded: z.boolean(), holdMs: z.number().int().optional().describe('embedded database on disk: how long every statement waited for the snapshot') });


/**
 * `npm run backup` on a running embedded store asks the store itself: the store writes a random token
 * and its loopback address into the data directory (mode 600, so only the store's own user can read
 * it) when it starts listening, and this route takes a backup for whoever shows that token.
 * Also starts the backup schedule on a listening server that runs background work.
 */
export function backupCommandRoutes(app: FastifyInstance, deps: Deps, opts: { schedule: boolean }) {
  const backups = deps.backups ?? backupEnv(deps.config.dataDir);
  const d = { ...deps, backups };
  const token = randomBytes(32).toString('base64url');
  const file = backupEndpointFile(deps.config.dataDir);
  let schedule: BackupSchedule | undefined;

  app.post('/api/backup/run', describe({ reply: backupTaken, errors: [409], summary: 'Take a backup for `npm run backup` (X-Backup-Token from the data directory)', access: 'own-token' }), async (req) => {
    const given = req.headers['x-backup-token'];
    if (typeof given !== 'string' || !sameSecret(given, token)) throw unauthorized('This route is for `npm run backup` on the store’s own machine.');
    try {
      const out = await runBackup(d, 'command');
      return ok({ name: out.name, size: out.size, where: backups.store.where, manifest: out.manifest, secretsIncluded: out.secretsIncluded, ...(out.holdMs !== undefined && { holdMs: out.holdMs }) }, `Backup saved: ${out.name}`);
    } catch (err) {
      if (err instanceof BackupAlreadyRunning) throw conflict(err.message);
      throw err;
    }
  });

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') writeFileSync(file, JSON.stringify({ url: `http://127.0.0.1:${address.port}`, token, pid: process.pid }), { mode: 0o600 });
    if (opts.schedule && backups.scheduleOn) {
      // after the job runner's own pg-boss has started: on PGlite both share one connection, and two
      // pg-boss starts creating their schema at once leave it in an aborted transaction. Not awaited:
      // the store is ready without its schedule.
      void deps.jobs
        .start()
        .then(() => startBackupSchedule(d))
        .then((s) => (schedule = s))
        .catch((err: unknown) => componentLog('backups').error({ err: loggableError(err) }, 'backup schedule could not start'));
    }
  });
  app.addHook('onClose', async () => {
    rmSync(file, { force: true });
    await schedule?.stop();
  });
}
