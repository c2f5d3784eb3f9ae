import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, detailOf, makeProducts, savePrices, userIdOf } from './test/fixtures.js';

/**
 * The reasons the system writes are stored as facts (`reasonCode`) beside their English text, so the
 * web renders them in the reader's language; a reason a person types stays as typed, without a code.
 * List names are one line, like product names: no line break, control or bidi-override character.
 */
let s: TestServer;
let seller: string;
let customer: string;
let p: string[];

const req = (path: string, init: Parameters<TestServer['request']>[1] = {}) => s.request(path, init);
const versionsOf = async (ref: string) => (await json(req(`/api/price-lists/${ref}/versions`, { cookie: seller }))).items as { number: number; reason: string | null; reasonCode: unknown }[];

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
  customer = (await s.signedInAs('customer')).cookie;
  p = await makeProducts(s, 2, { prefix: 'Reason', category: 'fruits' });
  await createList(s, seller, { name: 'Hotel Mar', source: { kind: 'empty' }, sharedWith: [await userIdOf(s, customer)] });
  await savePrices(s, seller, 'hotel-mar', [{ productId: p[0]!, price: '10.00' }]);
  await savePrices(s, seller, 'hotel-mar', [{ productId: p[0]!, price: '12.00' }], { reason: 'Market update' });
});

afterAll(async () => {
  await s?.close();
});

describe('version reasons', () => {
  it('stores a rollback as its facts beside the English text; the item history carries them too, for staff only', async () => {
    const res = await req('/api/price-lists/hotel-mar/rollback', { method: 'POST', cookie: seller, json: { version: 3, to: 2 } });
    expect(res.status).toBe(200);
    const [latest, typed] = await versionsOf('hotel-mar');
    expect(latest).toMatchObject({ number: 4, reason: 'Rolled back to version 2', reasonCode: { kind: 'rollback', version: 2 } });
    expect(typed).toMatchObject({ number: 3, reason: 'Market update', reasonCode: null });
    const detail = await json(req('/api/price-lists/hotel-mar/versions/4', { cookie: seller }));
    expect(detail.version.reasonCode).toEqual({ kind: 'rollback', version: 2 });
    const history = await json(req(`/api/price-lists/hotel-mar/items/${p[0]}/history`, { cookie: seller }));
    expect(history.items.at(-1)).toMatchObject({ version: 4, reason: 'Rolled back to version 2', reasonCode: { kind: 'rollback', version: 2 } });
    const theirs = await json(req(`/api/price-lists/hotel-mar/items/${p[0]}/history`, { cookie: customer }));
    expect(theirs.items.length).toBeGreaterThan(0);
    for (const entry of theirs.items) expect(entry).not.toHaveProperty('reasonCode');
  });

  it('keeps a typed reason as typed, even one that reads like the system’s, and takes no code from the client', async () => {
    await savePrices(s, seller, 'hotel-mar', [{ productId: p[1]!, price: '3.00' }], { reason: 'Rolled back to version 1', reasonCode: { kind: 'rollback', version: 1 } });
    const [latest] = await versionsOf('hotel-mar');
    expect(latest).toMatchObject({ reason: 'Rolled back to version 1', reasonCode: null });
  });

  it('stores the base list and its version when a linked list follows its base', async () => {
    await createList(s, seller, {
      name: 'Hotel Mar plus',
      source: { kind: 'copy', from: 'hotel-mar', adjustment: { kind: 'percent', direction: 'up', value: 500, rounding: 'cent' }, linked: true },
    });
    const { version } = await savePrices(s, seller, 'hotel-mar', [{ productId: p[0]!, price: '11.00' }]);
    const [latest] = await versionsOf('hotel-mar-plus');
    expect(latest).toMatchObject({ reason: `Base list Hotel Mar version ${version}`, reasonCode: { kind: 'base', list: { slug: 'hotel-mar', name: 'Hotel Mar' }, version } });
  });

  it('answers a customer 403 for the versions', async () => {
    expect((await req('/api/price-lists/hotel-mar/versions', { cookie: customer })).status).toBe(403);
  });
});

describe('list names are one line', () => {
  const bad = ['Cafe\n```\n*FREE*', 'Cafe \u202Eraem', 'Tab\there', 'Zero\u200Bwidth'];

  it('refuses a name with a line break, a control or a bidi-override character on create (400 textInvalid)', async () => {
    for (const name of bad) {
      const res = await req('/api/price-lists', { method: 'POST', cookie: seller, json: { name, source: { kind: 'empty' } } });
      expect(res.status, name).toBe(400);
      expect((await json(res)).error.fields).toMatchObject({ name: 'textInvalid' });
    }
  });

  it('refuses one on rename and on copy, and keeps the list as it was', async () => {
    const { version } = await detailOf(s, seller, 'hotel-mar');
    for (const name of bad) {
      const renamed = await req('/api/price-lists/hotel-mar', { method: 'PATCH', cookie: seller, json: { version, name } });
      expect(renamed.status, name).toBe(400);
      expect((await json(renamed)).error.fields).toMatchObject({ name: 'textInvalid' });
      const copied = await req('/api/price-lists/hotel-mar/duplicate', { method: 'POST', cookie: seller, json: { name } });
      expect(copied.status, name).toBe(400);
      expect((await json(copied)).error.fields).toMatchObject({ name: 'textInvalid' });
    }
    expect((await detailOf(s, seller, 'hotel-mar')).name).toBe('Hotel Mar');
  });

  it('copies with the name given (the web sends it in the reader’s language), or " (copy)" without one; customers may not', async () => {
    const named = await req('/api/price-lists/small-business/duplicate', { method: 'POST', cookie: seller, json: { name: 'Pequeña empresa (copia)' } });
    expect(named.status).toBe(201);
    expect(await json(named)).toMatchObject({ name: 'Pequeña empresa (copia)', slug: 'pequena-empresa-copia' });
    const plain = await req('/api/price-lists/hotel-mar/duplicate', { method: 'POST', cookie: seller, json: {} });
    expect(await json(plain)).toMatchObject({ name: 'Hotel Mar (copy)' });
    expect((await req('/api/price-lists/hotel-mar/duplicate', { method: 'POST', cookie: customer, json: {} })).status).toBe(403);
  });
});
