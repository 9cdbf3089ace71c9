import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { backupNamePattern, type BackupStore } from './backupStore.ts';

/** Backups in a folder on this machine (`.data/backups/` by default). */
export function localBackupStore(dir: string): BackupStore {
  const pathOf = (name: string) => {
    if (!backupNamePattern.test(name)) throw new Error('Not a backup file name.');
    return join(dir, name);
  };
  return {
    kind: 'local',
    where: dir,
    async put(name, localPath) {
      await mkdir(dir, { recursive: true });
      const target = pathOf(name);
      // a temp file on another file system cannot be renamed across: copy then
      await rename(localPath, target).catch(async () => {
        await copyFile(localPath, target);
        await rm(localPath, { force: true });
      });
      return (await stat(target)).size;
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const out = [];
      for (const name of names.filter((n) => backupNamePattern.test(n))) {
        const s = await stat(join(dir, name)).catch(() => null);
        if (s) out.push({ name, size: s.size, modifiedAt: s.mtime });
      }
      return out.sort((a, b) => b.name.localeCompare(a.name));
    },
    async read(name) {
      const path = pathOf(name);
      await stat(path);
      return createReadStream(path);
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}
