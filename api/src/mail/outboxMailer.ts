import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeForLog } from '@store/shared/rules';
import { assertHeaderSafe, countedSend, mailFrom, type MailMessage, type Mailer } from './mailer.ts';

export interface OutboxMessage extends MailMessage {
  from: string;
  date: string;
}

/**
 * Without SMTP every message becomes a JSON file in `<dataDir>/outbox/` (name sorts by time), so a
 * person running the store locally can read a recovery code. Written to a temp name then renamed,
 * so a reader never sees half a file.
 */
export function createOutboxMailer(dir: string, log: (line: string) => void = () => {}): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      assertHeaderSafe(message);
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      await countedSend('outbox', async () => {
        await mkdir(dir, { recursive: true });
        const body: OutboxMessage = { from: mailFrom, ...message, date: date.toISOString() };
        await writeFile(join(dir, `.${name}.tmp`), JSON.stringify(body, null, 2), { mode: 0o600 });
        await rename(join(dir, `.${name}.tmp`), join(dir, name));
      });
      log(`[mail] "${escapeForLog(message.subject)}" → outbox/${name}`);
    },
    async close() {},
  };
}
