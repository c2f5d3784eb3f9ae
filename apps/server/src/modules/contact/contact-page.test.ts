import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { BASE_URL, createTestServer, type TestServer } from '../../test/harness.js';
import { CONTACT_FORM_MAX_BYTES, CONTACT_SENT_PATH } from './contact.page.js';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');

/**
 * A web build made of the web app's own sources: the real server renderer (entry-server.tsx, compiled
 * by the test runner) and the real translations, so the page's messages are the ones a visitor reads.
 */
function sourceBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-contact-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(`${dist}-ssr`);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="description" content="" /><title>x</title>' +
      '<script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, '.vite', 'islands-manifest.json'), JSON.stringify({ 'src/islands/main.ts': { file: 'islands/islands.js' } }));
  fs.symlinkSync(path.join(WEB, 'public', 'locales'), path.join(dist, 'locales'));
  fs.writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), `export { renderPage } from ${JSON.stringify(path.join(WEB, 'src', 'entry-server.tsx'))};\n`);
  return dist;
}

let s: TestServer;
let dist: string;
beforeAll(async () => {
  dist = sourceBuild();
  s = await createTestServer({ webDistDir: dist });
}, 120_000);
afterAll(async () => {
  await s.close();
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
});

const valid = {
  fullName: 'Carlos Méndez',
  email: 'carlos@restaurante.example',
  phone: '+1 (305) 555-0199',
  company: 'Restaurante El Sol',
  message: 'Quisiera recibir su lista de precios.',
  reason: 'request_price_list',
  purchaseSize: '500_1000',
};

const post = (fields: Record<string, string>, options: { ip?: string; language?: 'en' | 'es'; headers?: Record<string, string> } = {}) =>
  s.request('/contact', {
    method: 'POST',
    ip: options.ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    cookie: options.language ? `language=${options.language}` : undefined,
    body: new URLSearchParams(fields).toString(),
  });

/** The value attribute of the input named `name` in the page. */
const inputValue = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="${name}"`))?.slice(1).find(Boolean);

describe('POST /contact (the form without JavaScript)', () => {
  it('stores and mails the message, then sends the browser to the confirmation', async () => {
    s.mails.length = 0;
    const before = (await s.database.db.select().from(contactMessages)).length;
    const res = await post(valid, { language: 'es' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(CONTACT_SENT_PATH);
    const rows = await s.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.email === valid.email)).toMatchObject({ fullName: 'Carlos Méndez', language: 'es', reason: 'request_price_list' });
    expect(s.mails.find((m) => m.to === 'sales@freshproduce.example')?.text).toContain(valid.message);
    expect(s.mails.find((m) => m.to === valid.email)?.subject).toContain('Recibimos su mensaje');

    // The page it lands on shows the confirmation, and loading it again sends nothing.
    const landed = await s.request(CONTACT_SENT_PATH, { cookie: 'language=es' });
    expect(landed.status).toBe(200);
    const confirmation = await landed.text();
    expect(confirmation).toContain('¡Mensaje enviado! Le enviamos una confirmación por correo electrónico.');
    // It opens on the confirmation's heading.
    expect(confirmation).toMatch(/<h2[^>]*autofocus=""[^>]*>¡Mensaje enviado!/);
    expect((await s.database.db.select().from(contactMessages)).length).toBe(before + 1);
  });

  it('answers a mistake with the form again: 422, each field\'s message in English, the values kept and escaped', async () => {
    const before = (await s.database.db.select().from(contactMessages)).length;
    const res = await post({ ...valid, fullName: '"><script>alert(1)</script>', email: 'nope', purchaseSize: '', message: 'Tomatoes & <b>onions</b>' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('There was an error sending your message. Please check the highlighted fields.');
    expect(html).toContain('Invalid email format');
    expect(html).toContain('Choose an estimated purchase size');
    expect(html).not.toContain('>Full name is required<');
    expect(html).toContain('>Invalid email format<');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(inputValue(html, 'fullName')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(inputValue(html, 'email')).toBe('nope');
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Tomatoes &amp; &lt;b&gt;onions&lt;\/b&gt;<\/textarea>/);
    expect(html).toMatch(/<option value="request_price_list" selected="">/);
    expect(html).toMatch(/name="email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="email"/);
    // The page opens on the first refused field in the form's order (the address, not the purchase size), and only there.
    expect(html.match(/autofocus/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*autofocus=""[^>]*name="email"|<input[^>]*name="email"[^>]*autofocus=""/);
    expect((await s.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('gives the same messages in Spanish', async () => {
    const res = await post({ ...valid, fullName: '', phone: 'abc' }, { language: 'es' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Hubo un error al enviar su mensaje. Revise los campos marcados.');
    expect(html).toContain('El nombre completo es obligatorio');
    expect(html).toContain('Escriba un número de teléfono válido');
    expect(inputValue(html, 'phone')).toBe('abc');
  });

  it('refuses a post from another site', async () => {
    const before = (await s.database.db.select().from(contactMessages)).length;
    const from = (headers: Record<string, string>) =>
      s.app.request(`${BASE_URL}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(valid).toString(),
      });
    expect((await from({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await from({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await s.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses a body over its limit with the page\'s message, and takes a long Spanish message within it', async () => {
    const huge = await post({ ...valid, message: 'x'.repeat(CONTACT_FORM_MAX_BYTES) });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('Your message is too large to send. Please shorten it and try again.');
    // 5,000 accented characters: 45 KB percent-encoded, still a message the API would take.
    const long = await post({ ...valid, message: 'ñ'.repeat(5000) });
    expect(long.status).toBe(303);
  });

  it('is rate limited with the API: the sixth message from one address gets the rate-limit message', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(valid, { ip: '10.88.0.1' })).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303]);
    // The JSON API counts against the same limit.
    const api = await s.request('/api/contact', { method: 'POST', json: valid, ip: '10.88.0.1' });
    expect(api.status).toBe(429);
    const refused = await post(valid, { ip: '10.88.0.1' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain('You have sent several messages in a short time. Please wait a few minutes or call us.');
    expect(inputValue(html, 'fullName')).toBe('Carlos Méndez');
    expect((await post(valid, { ip: '10.88.0.2' })).status).toBe(303);
  });

  it('refuses invisible characters field by field, as the API does', async () => {
    const res = await post({ ...valid, company: 'Acme\u0000' });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Remove the invisible or invalid characters from this field');
  });
});
