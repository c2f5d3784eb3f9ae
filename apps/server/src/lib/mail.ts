import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from './logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message (a price sheet's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the start-up log. */
  describe(): string;
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written as a standard .eml file under
 * DATA_DIR/outbox and its links are printed to the log, so every flow works on a fresh machine.
 */
/**
 * The sender: MAIL_FROM as given when it names a sender ("Name <address>"); a bare address is shown
 * under the company's name from the company facts, so mails carry the same brand as the site.
 */
export async function senderOf(from: string, senderName?: () => Promise<string>): Promise<string | { name: string; address: string }> {
  if (from.includes('<') || !senderName) return from;
  const name = await senderName().catch(() => '');
  return name ? { name, address: from } : from;
}

export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  senderName?: () => Promise<string>;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, outboxDir, logger } = opts;
  const sender = () => senderOf(opts.from, opts.senderName);
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: await sender(), ...m });
        logger.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
      describe: () => `SMTP (${new URL(smtpUrl).host})`,
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: await sender(), ...m });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = [...new Set(m.text.match(/https?:\/\/\S+/g) ?? [])];
      logger.info({ to: m.to, subject: m.subject, file, links }, 'mail written to outbox');
    },
    describe: () => `outbox folder ${outboxDir}`,
  };
}
