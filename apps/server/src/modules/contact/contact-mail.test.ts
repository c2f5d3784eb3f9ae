import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { contactConfirmationMail, contactStaffMail } from './contact.mail.js';

const message = {
  fullName: 'Carlos Méndez',
  email: 'carlos@restaurante.example',
  phone: '',
  company: '',
  message: 'Hola',
  reason: 'purchase_inquiry' as const,
  purchaseSize: '500_1000' as const,
  language: 'es' as const,
};

describe('contact mails', () => {
  it('show the staff the choices by name, never as codes', () => {
    const mail = contactStaffMail('sales@example.test', message);
    expect(mail.subject).toBe('Contact form: Purchase inquiry from Carlos Méndez');
    expect(mail.text).toContain('Reason: Purchase inquiry (Consulta de compra)');
    expect(mail.text).toContain('Estimated purchase: $500 – $1,000');
    expect(mail.text).toContain('Language: Spanish');
    expect(mail.text).not.toMatch(/purchase_inquiry|500_1000/);
    const en = contactStaffMail('sales@example.test', { ...message, language: 'en', reason: 'other', purchaseSize: 'over_5000' });
    expect(en.text).toContain('Reason: Other\n');
    expect(en.text).toContain('Estimated purchase: Over $5,000\n');
  });

  it('confirm to the sender without repeating anything they wrote (the address is not verified)', () => {
    const spam = { ...message, fullName: 'Buy now at spam.example', message: 'Cheap pills http://spam.example' };
    for (const language of ['es', 'en'] as const) {
      const mail = contactConfirmationMail({ ...spam, language }, DEFAULT_COMPANY_FACTS);
      expect(mail.to).toBe(message.email);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/spam\.example|Buy now|Cheap pills/);
    }
  });

  it('give the opening hours in the site format (12-hour clock, opening days from the facts)', () => {
    const es = contactConfirmationMail(message, DEFAULT_COMPANY_FACTS).text;
    expect(es).toContain('(de lunes a sábado, de 4:00 a. m. a 11:00 a. m.)');
    const en = contactConfirmationMail({ ...message, language: 'en' }, { ...DEFAULT_COMPANY_FACTS, hours: { days: ['mon', 'wed'], opens: '13:30', closes: '22:00' } }).text;
    expect(en).toMatch(/\(Monday and Wednesday, 1:30\sPM to 10:00\sPM\)/);
    expect(`${es}${en}`).not.toMatch(/\b(0\d|1[3-9]|2[0-3]):\d\d\b/);
  });
});

describe('the brand in mails', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('is the company name from the company facts', async () => {
    const admin = (await s.signedInAs('admin')).cookie;
    const put = await s.request('/api/company', { method: 'PUT', cookie: admin, json: { ...DEFAULT_COMPANY_FACTS, name: 'Verde Mayorista' } });
    expect(put.status).toBe(200);
    s.mails.length = 0;
    const res = await s.request('/api/contact', { method: 'POST', json: { ...message, message: 'Brand check' } });
    expect(res.status).toBe(201);
    const confirmation = s.mails.find((m) => m.to === message.email)!;
    expect(confirmation.subject).toBe('Recibimos su mensaje - Verde Mayorista');
    expect(confirmation.text.endsWith('Verde Mayorista')).toBe(true);
  });
});
