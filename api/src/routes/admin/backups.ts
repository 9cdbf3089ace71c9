import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { describe } from '../../http/routeDoc.ts';
import { parse } from '../../http/validate.ts';
import { conflict, notFound } from '../../http/httpError.ts';
import { backupEnv } from '../../backups/backupSettings.ts';
import { backupNamePattern } from '../../backups/backupStore.ts';
import { BackupAlreadyRunning, lastRuns, recentRuns, saveScheduleSettings, scheduleSettings } from '../../backups/backupRuns.ts';
import { reportBackupsOf, runBackup } from '../../backups/runBackup.ts';
import { restoreCommand } from '../../backups/restoreCommand.ts';
import { secretsLeftOutNote } from '../../backups/writeBackup.ts';
import { backupsReply, backupTakenReply, scheduleReply } from './replies.ts';

const nameParams = z.object({ name: z.string().regex(backupNamePattern, 'Not a backup file name.') });
const scheduleBody = z.object({
  enabled: z.boolean(),
  everyHours: z.number().int().min(1, 'Back up at least once a week (every 1 to 168 hours).').max(168, 'Back up at least once a week (every 1 to 168 hours).'),
  keepDaily: z.number().int().min(1, 'Keep 1 to 90 daily backups.').max(90, 'Keep 1 to 90 daily backups.'),
  keepWeekly: z.number().int().min(0, 'Keep 0 to 52 weekly backups.').max(52, 'Keep 0 to 52 weekly backups.'),
});

/** The Backups page: the runs and files, "Back up now", download, the schedule and the restore command. */
export function adminBackupRoutes(admin: FastifyInstance, deps: Deps) {
  const backups = deps.backups ?? backupEnv(deps.config.dataDir);
  const d = { ...deps, backups };
  reportBackupsOf(deps.db);

  admin.get('/backups', describe({ reply: backupsReply, summary: 'Backups: recent runs, the files kept, the schedule and where they go', access: 'admin' }), async () => {
    const files = await backups.store.list();
    return ok({
      runs: await recentRuns(deps.db),
      files: files.map((f) => ({ name: f.name, size: f.size, modifiedAt: f.modifiedAt.toISOString(), restoreCommand: restoreCommand(f.name, deps.config, backups) })),
      schedule: await scheduleSettings(deps.db),
      lastSuccessAt: (await lastRuns(deps.db)).lastSuccessAt,
      store: { kind: backups.store.kind, where: backups.store.where },
      secretsSealed: Boolean(backups.passphrase),
    });
  });

  admin.post('/backups', describe({ reply: backupTakenReply, errors: [409], summary: 'Back up now (one at a time across the cluster)', access: 'admin' }), async () => {
    try {
      const out = await runBackup(d, 'manual');
      const message = out.secretsIncluded ? `Backup saved: ${out.name}` : `Backup saved: ${out.name}. ${secretsLeftOutNote}`;
      return ok({ name: out.name, size: out.size, secretsIncluded: out.secretsIncluded, tables: out.manifest.tables.length, holdMs: out.holdMs ?? null }, message);
    } catch (err) {
      if (err instanceof BackupAlreadyRunning) throw conflict(err.message);
      throw err;
    }
  });

  admin.get('/backups/:name', describe({ summary: 'Download one backup file', access: 'admin', params: nameParams, produces: 'application/gzip' }), async (req, reply) => {
    const { name } = parse(nameParams, req.params);
    const stream = await backups.store.read(name).catch(() => {
      throw notFound('No backup of that name.');
    });
    reply.type('application/gzip').header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(stream);
  });

  admin.put('/backups/schedule', describe({ reply: scheduleReply, summary: 'Change the backup schedule and retention', access: 'admin', body: scheduleBody }), async (req) => {
    const body = parse(scheduleBody, req.body);
    await saveScheduleSettings(deps.db, body);
    return ok(body, body.enabled ? `Backups every ${body.everyHours} h; keeping ${body.keepDaily} daily and ${body.keepWeekly} weekly` : 'Scheduled backups are off');
  });
}
