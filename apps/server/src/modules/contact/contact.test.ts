import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { createTestServer, json, type TestServer } from '../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const valid = {
  fullName: 'Carlos Méndez',
  email: 'carlos@restaurante.example',
  phone: '+1 (305) 555-0199',
  company: 'Restaurante El Sol',
  message: 'Quisiera recibir su lista de precios para restaurantes.',
  reason: 'request_price_list',
  purchaseSize: '500_1000',
  language: 'es',
};

const send = (body: unknown, ip?: string) => s.request('/api/contact', { method: 'POST', json: body, ip });

describe('POST /api/contact', () => {
  it('stores the message, tells the staff and confirms to the sender in their language', async () => {
    s.mails.length = 0;
    const res = await send(valid);
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const rows = await s.database.db.select().from(contactMessages);
    expect(rows.find((r) => r.id === id)).toMatchObject({ fullName: 'Carlos Méndez', reason: 'request_price_list', language: 'es' });
    const staff = s.mails.find((m) => m.to === 'sales@freshproduce.example');
    expect(staff?.replyTo).toBe(valid.email);
    expect(staff?.text).toContain(valid.message);
    const confirmation = s.mails.find((m) => m.to === valid.email);
    expect(confirmation?.subject).toContain('Recibimos su mensaje');
  });

  it('names every invalid field with a translation key', async () => {
    const res = await send({ fullName: '', email: 'nope', phone: 'abc', message: '', reason: 'gossip', purchaseSize: 'huge' });
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      message: 'messageRequired',
      reason: 'reasonRequired',
      purchaseSize: 'purchaseSizeRequired',
    });
  });

  it('keeps a name and a company on one line', async () => {
    s.mails.length = 0;
    const res = await send({ ...valid, fullName: 'Eve\r\nBcc: victim@example.com', company: 'Acme\n\tSubject: pwn' });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const row = (await s.database.db.select().from(contactMessages)).find((r) => r.id === id);
    expect(row).toMatchObject({ fullName: 'Eve Bcc: victim@example.com', company: 'Acme Subject: pwn' });
    const staff = s.mails.find((m) => m.to === 'sales@freshproduce.example')!;
    expect(staff.text).not.toMatch(/^(Bcc|Subject):/m);
  });

  it('accepts a message without phone or company', async () => {
    const { phone: _p, company: _c, ...rest } = valid;
    expect((await send(rest)).status).toBe(201);
  });

  it('refuses a message over 5,000 characters, and a body over 32 KB before parsing it', async () => {
    const long = await send({ ...valid, message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect((await json(long)).error.fields.message).toBe('messageMax');
    const huge = await send({ ...valid, message: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    expect((await json(huge)).error.code).toBe('payload_too_large');
  });

  it('refuses a flood from one address, not from others', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(valid, '10.77.0.1')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await send(valid, '10.77.0.1');
    expect((await json(refused)).error.code).toBe('rate_limited');
    // The standard header says when the window ends (at most its 10 minutes).
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect((await send(valid, '10.77.0.2')).status).toBe(201);
  });

  it('mails one address only a few confirmations a day, however many client addresses send the form', async () => {
    const victim = { ...valid, email: 'Victim@Example.com' };
    const staffBefore = s.mails.filter((m) => m.to === 'sales@freshproduce.example').length;
    for (let i = 0; i < 6; i++) expect((await send({ ...victim, email: i % 2 ? victim.email : 'victim@example.com' }, `10.79.0.${i}`)).status).toBe(201);
    expect(s.mails.filter((m) => m.to.toLowerCase() === 'victim@example.com')).toHaveLength(3);
    // Every message is still stored and reaches the staff.
    expect(s.mails.filter((m) => m.to === 'sales@freshproduce.example').length).toBe(staffBefore + 6);
  });

  it('keeps the message when mail fails', async () => {
    const before = (await s.database.db.select().from(contactMessages)).length;
    const original = s.mails.push;
    s.mails.push = () => {
      throw new Error('smtp down');
    };
    try {
      expect((await send(valid, '10.78.0.1')).status).toBe(201);
    } finally {
      s.mails.push = original;
    }
    expect((await s.database.db.select().from(contactMessages)).length).toBe(before + 1);
  });
});
