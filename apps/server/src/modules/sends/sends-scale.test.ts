import { performance } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { createMailer } from '../../lib/mail.js';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, makeProducts, savePrices, userIdOf } from '../price-lists/test/fixtures.js';
import { createSendsService } from './sends.service.js';
import { MAIL_CONCURRENCY } from './send-worker.js';

/**
 * A list of 345 items (the demo catalogue's size) e-mailed to its 300 customers (half English, half
 * Spanish) through a local SMTP server this test starts (SMTP_URL pointing at it, as in production;
 * not the outbox), timed from the request to the send finished: budget 60 s (docs/performance.md).
 * The yardstick, in the same run and to the same server: 300 plain nodemailer messages with the same
 * PDF attached, MAIL_CONCURRENCY at a time, no database and no rendering. Runs on the embedded
 * database and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const CUSTOMERS = 300;
const ITEMS = 345;
let s: TestServer;
let smtp: SMTPServer;
let smtpUrl: string;
let received = 0;
let seller: { id: string; email: string };
const LIST = 'scale-send';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, _session, done) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;

  s = await createTestServer();
  const staff = await s.signedInAs('seller');
  seller = { id: await userIdOf(s, staff.cookie), email: staff.email };
  const products = await makeProducts(s, ITEMS, { prefix: 'Scale', category: 'vegetables' });
  await s.database.db.execute(sql`insert into "user" (id, name, email, email_verified, language, phone)
    select 'scale-' || i, 'Customer ' || i, 'scale-' || i || '@example.com', true, case when i % 2 = 0 then 'es' end, '305555' || lpad(i::text, 4, '0')
    from generate_series(1, ${CUSTOMERS}) i`);
  await s.database.db.execute(sql`insert into user_roles (user_id, role) select 'scale-' || i, 'customer' from generate_series(1, ${CUSTOMERS}) i`);
  const ids = Array.from({ length: CUSTOMERS }, (_, i) => `scale-${i + 1}`);
  await createList(s, staff.cookie, { name: 'Scale list', slug: LIST, source: { kind: 'empty' }, sharedWith: ids });
  await savePrices(s, staff.cookie, LIST, products.map((productId, i) => ({ productId, price: `${10 + i}.50` })), { confirmLargeMoves: true, confirmBelowFloor: true });
}, 120_000);
afterAll(async () => {
  await s?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe(`a list sent to ${CUSTOMERS} customers by e-mail through SMTP`, () => {
  it('is sent in well under a minute, beside a bare baseline to the same server', async () => {
    const logger = createLogger('silent');
    const mailer = createMailer({ smtpUrl, from: 'Shop <no-reply@shop.example>', outboxDir: path.join(os.tmpdir(), 'unused-outbox'), logger });
    const sends = createSendsService({ db: s.database.db, mailer, logger, baseUrl: 'http://localhost:3999' });
    const actor = { id: seller.id, email: seller.email, name: 'Seller', role: 'seller' as const };

    // The same PDF a customer gets, for the baseline's messages.
    const pdf = Buffer.from(await (await s.request(`/api/price-lists/${LIST}/sheet.pdf?language=en`, { cookie: (await s.signedInAs('seller')).cookie })).arrayBuffer());
    const transport = nodemailer.createTransport(smtpUrl);
    const bareStart = performance.now();
    const queue = Array.from({ length: CUSTOMERS }, (_, i) => i + 1);
    await Promise.all(
      Array.from({ length: MAIL_CONCURRENCY }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
          await transport.sendMail({ from: 'no-reply@shop.example', to: `scale-${i}@example.com`, subject: 'Prices', text: 'Attached.', attachments: [{ filename: 'list.pdf', content: pdf }] });
        }
      }),
    );
    const bareMs = performance.now() - bareStart;
    expect(received).toBe(CUSTOMERS);

    const start = performance.now();
    const { send } = await sends.create({ actor, input: { ref: LIST, key: 'scale', channels: ['email'], validUntil: null, inStockOnly: false } });
    const answeredMs = performance.now() - start;
    await sends.idle();
    const appMs = performance.now() - start;
    const detail = await sends.detail({ actor, input: { id: send.id } });
    expect(detail.counts.email).toEqual({ total: CUSTOMERS, sent: CUSTOMERS, failed: 0, pending: 0, skipped: 0 });
    expect(received).toBe(2 * CUSTOMERS);
    expect(detail.finishedAt).not.toBeNull();

    console.log(
      `\nA ${ITEMS}-item list e-mailed to ${CUSTOMERS} customers through a local SMTP server (${s.database.kind}, ${MAIL_CONCURRENCY} at a time, ${(pdf.length / 1024).toFixed(0)} KB PDF):\n` +
        `  bare: ${CUSTOMERS} nodemailer messages with the PDF attached: ${(bareMs / 1000).toFixed(2)} s\n` +
        `  the send: answered in ${answeredMs.toFixed(0)} ms, all ${CUSTOMERS} sent in ${(appMs / 1000).toFixed(2)} s (${(appMs / bareMs).toFixed(2)}x the bare run)`,
    );
    expect(appMs).toBeLessThan(60_000);
    // Sanity: the recent sends read back.
    expect((await json(s.request(`/api/price-lists/${LIST}/sends`, { cookie: (await s.signedInAs('seller')).cookie }))).items[0].counts.email.sent).toBe(CUSTOMERS);
  }, 120_000);
});
