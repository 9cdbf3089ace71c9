import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outboxMailer.ts';
import { createSmtpMailer } from './smtpMailer.ts';
import { componentLog } from '../log.ts';

/** SMTP_URL selects a real SMTP server; otherwise messages land in <dataDir>/outbox/. */
export function selectMailer(config: Pick<Config, 'smtpUrl' | 'dataDir'>, log: (line: string) => void = (line) => componentLog('mail').info(line)): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(join(config.dataDir, 'outbox'), log);
}
