import nodemailer from 'nodemailer';
import { assertHeaderSafe, countedSend, mailFrom, type Mailer } from './mailer.ts';

/**
 * Real delivery through the SMTP server named by SMTP_URL, e.g.
 * smtps://user:pass@mail.example.com or smtp://host:587?requireTLS=true. Credentials are never logged.
 */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      assertHeaderSafe(message);
      await countedSend('smtp', () => transport.sendMail({ from: mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers }));
    },
    async close() {
      transport.close();
    },
  };
}
