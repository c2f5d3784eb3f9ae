import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { createMailer } from './mail.js';
import { magicLinkMail } from './mail-templates.js';

describe('outbox mailer', () => {
  it('writes each message as a standard .eml file', async () => {
    const outboxDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'fp-mail-')), 'outbox');
    const mailer = createMailer({ from: 'Shop <no-reply@shop.example>', outboxDir, logger: createLogger('silent') });
    await mailer.send(magicLinkMail('ana@example.com', 'http://localhost:3000/api/auth/magic-link/verify?token=abc', 'en'));
    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(outboxDir, files[0]), 'utf8');
    expect(eml).toMatch(/^From: Shop <no-reply@shop\.example>$/m);
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toMatch(/^MIME-Version: 1\.0$/m);
    expect(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('magic-link/verify?token=abc');
  });

  it('shows a bare sender address under the company name from the company facts', async () => {
    const outboxDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'fp-mail-')), 'outbox');
    let brand = 'Verde Mayorista';
    const mailer = createMailer({ from: 'no-reply@shop.example', senderName: async () => brand, outboxDir, logger: createLogger('silent') });
    await mailer.send(magicLinkMail('ana@example.com', 'http://localhost/x', 'en'));
    brand = 'Fresh Produce Wholesale';
    await mailer.send(magicLinkMail('ana@example.com', 'http://localhost/y', 'en'));
    const emls = await Promise.all((await fs.readdir(outboxDir)).sort().map((f) => fs.readFile(path.join(outboxDir, f), 'utf8')));
    expect(emls.map((e) => /^From: (.*)$/m.exec(e)?.[1]).sort()).toEqual([
      'Fresh Produce Wholesale <no-reply@shop.example>',
      'Verde Mayorista <no-reply@shop.example>',
    ]);
  });
});

describe('SMTP mailer', () => {
  it('sends messages with their attachments through an SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString());
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.server.address() as { port: number }).port;
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Shop <no-reply@shop.example>', outboxDir: '/nonexistent', logger: createLogger('silent') });
      for (let i = 0; i < 2; i++) {
        await mailer.send({ to: `c${i}@example.com`, subject: `Prices ${i}`, text: 'Attached.', attachments: [{ filename: 'list.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }] });
      }
      expect(received).toHaveLength(2);
      expect(received[0]).toMatch(/^Subject: Prices 0$/m);
      expect(received[0]).toContain('filename=list.pdf');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
