import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASSISTANT_RATE_PER_MINUTE, type AssistantMessage, type AssistantStreamEvent } from '@freshprice/shared';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, detailOf, makeProducts, pricesOf, savePrices } from '../price-lists/test/fixtures.js';

let s: TestServer;
let seller: string;
let otherSeller: string;
let customer: string;
const ids: Record<string, string> = {};

/** Sends a request and reads the NDJSON reply: the text as streamed, and the stored messages. */
async function ask(cookie: string, text: string, language: 'en' | 'es' = 'en') {
  const res = await s.request('/api/assistant/messages', { method: 'POST', cookie, json: { text, language } });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  const events = (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as AssistantStreamEvent);
  const done = events.at(-1) as Extract<AssistantStreamEvent, { type: 'done' }>;
  expect(done.type).toBe('done');
  const reply = done.messages.at(-1)!;
  const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
  expect(streamed).toBe(reply.text);
  return reply;
}

const previewOf = (m: AssistantMessage) => {
  const block = m.blocks.find((b) => b.type === 'preview');
  if (!block || block.type !== 'preview') throw new Error(`no preview in: ${m.text}`);
  return block;
};

const confirm = (cookie: string, id: string, body: Record<string, unknown> = {}) =>
  s.request(`/api/assistant/actions/${id}/confirm`, { method: 'POST', cookie, json: { language: 'en', ...body } });

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
  otherSeller = (await s.signedInAs('seller')).cookie;
  const c = await s.signedInAs('customer');
  customer = c.cookie;
  const rows = (await s.database.db.execute(sql`insert into products (slug, name_en, name_es, category, unit, cost) values
    ('t-hass-48', 'Hass Avocados 48 ct', 'Aguacates Hass 48 u.', 'fruits', 'case', '20.00'),
    ('t-hass-60', 'Hass Avocados 60 ct', 'Aguacates Hass 60 u.', 'fruits', 'case', '20.00'),
    ('t-kent', 'Kent Mangoes', 'Mangos Kent', 'fruits', 'case', '10.00'),
    ('t-cilantro', 'Cilantro 30 bunches', 'Cilantro 30 manojos', 'herbs', 'case', '5.00')
    returning slug, id`)) as unknown as { rows: { slug: string; id: string }[] };
  for (const r of rows.rows) ids[r.slug] = r.id;
  await createList(s, seller, { name: 'Hotel Mar', slug: 'hotel-mar', source: { kind: 'empty' } });
  await savePrices(s, seller, 'hotel-mar', [
    { productId: ids['t-hass-48']!, price: '40.00' },
    { productId: ids['t-hass-60']!, price: '36.00' },
    { productId: ids['t-kent']!, price: '20.00' },
    { productId: ids['t-cilantro']!, price: '18.00' },
  ]);
  const { rows: user } = (await s.database.db.execute(sql`select id from "user" where email = ${c.email}`)) as unknown as { rows: { id: string }[] };
  const shared = await s.request('/api/price-lists/hotel-mar/shares', { method: 'PUT', cookie: seller, json: { userIds: [user[0]!.id] } });
  expect(shared.status).toBe(200);
});
afterAll(() => s.close());

describe('who may call the assistant', () => {
  it('refuses anonymous callers everywhere', async () => {
    expect((await s.request('/api/assistant/messages')).status).toBe(401);
    expect((await s.request('/api/assistant/messages', { method: 'POST', json: { text: 'hi' } })).status).toBe(401);
    expect((await s.request('/api/assistant/messages', { method: 'DELETE' })).status).toBe(401);
    expect((await s.request(`/api/assistant/actions/${crypto.randomUUID()}/confirm`, { method: 'POST', json: {} })).status).toBe(401);
  });

  it('checks the request', async () => {
    expect((await s.request('/api/assistant/messages', { method: 'POST', cookie: seller, json: { text: '' } })).status).toBe(400);
    expect((await s.request('/api/assistant/messages', { method: 'POST', cookie: seller, json: { text: 'x'.repeat(501) } })).status).toBe(400);
    expect((await s.request('/api/assistant/actions/not-a-uuid/confirm', { method: 'POST', cookie: seller, json: {} })).status).toBe(400);
  });
});

describe('changing prices', () => {
  it('previews, changes nothing until confirmed, applies one version through the price service, and undoes it', async () => {
    const before = await detailOf(s, seller, 'hotel-mar');
    const reply = await ask(seller, 'raise avocados 10% in hotel mar');
    const preview = previewOf(reply);
    expect(preview).toMatchObject({ status: 'pending', count: 2, list: { slug: 'hotel-mar', name: 'Hotel Mar' }, large: false });
    expect(preview.rows.map((r) => [r.name, r.old, r.new, r.change, r.percent])).toEqual([
      ['Hass Avocados 48 ct', '40.00', '44.00', '+4.00', '+10.0%'],
      ['Hass Avocados 60 ct', '36.00', '39.60', '+3.60', '+10.0%'],
    ]);
    expect((await detailOf(s, seller, 'hotel-mar')).version).toBe(before.version);

    const res = await confirm(seller, preview.actionId);
    expect(res.status).toBe(200);
    expect((await json(res)).items[0].text).toMatch(/^Done: 2 prices changed in Hotel Mar/);
    const after = await detailOf(s, seller, 'hotel-mar');
    expect(after.version).toBe(before.version + 1);
    expect((await pricesOf(s, seller, 'hotel-mar'))[ids['t-hass-48']!]).toBe('44.00');
    const versions = await json(await s.request('/api/price-lists/hotel-mar/versions', { cookie: seller }));
    expect(versions.items[0]).toMatchObject({ number: after.version, reason: 'Assistant: raise avocados 10% in hotel mar', reasonCode: { kind: 'assistant', request: 'raise avocados 10% in hotel mar' } });
    expect((await confirm(seller, preview.actionId)).status).toBe(409);
    // Staff asking the history of it read the reason as facts too, rendered in their language by the page.
    const history = await ask(seller, 'price history of hass avocados 48 ct in hotel mar');
    expect((history.blocks[0] as { rows: object[] }).rows.at(-1)).toMatchObject({
      version: after.version,
      reason: 'Assistant: raise avocados 10% in hotel mar',
      reasonCode: { kind: 'assistant', request: 'raise avocados 10% in hotel mar' },
    });

    // The conversation keeps the preview, now marked applied.
    const conversation = await json(await s.request('/api/assistant/messages', { cookie: seller }));
    const stored = conversation.items.find((m: AssistantMessage) => m.blocks.some((b) => b.type === 'preview' && b.actionId === preview.actionId));
    expect(previewOf(stored).status).toBe('applied');

    const undone = await ask(seller, 'deshaz eso', 'es');
    expect(undone.text).toMatch(/^Deshecho: Hotel Mar/);
    expect((await pricesOf(s, seller, 'hotel-mar'))[ids['t-hass-48']!]).toBe('40.00');
    expect((await detailOf(s, seller, 'hotel-mar')).version).toBe(before.version + 2);
    expect((await ask(seller, 'undo that')).text).toBe('There is no change of mine to undo.');
  });

  it('asks which product when a price is set for several, and the chosen answer changes only that one', async () => {
    const question = await ask(seller, 'set avocado to 41 in hotel mar');
    expect(question.text).toBe('Which avocado: Hass Avocados 48 ct or Hass Avocados 60 ct?');
    const choices = question.blocks.find((b) => b.type === 'choices');
    if (choices?.type !== 'choices') throw new Error('no choices');
    const preview = previewOf(await ask(seller, choices.options[0]!.request));
    expect(preview.rows.map((r) => [r.name, r.new])).toEqual([['Hass Avocados 48 ct', '41.00']]);
  });

  it('asks which list when none is named, and by how much when no amount is given', async () => {
    const question = await ask(seller, 'raise kent mangoes 5%');
    expect(question.text).toBe('Which list?');
    const choices = question.blocks.find((b) => b.type === 'choices');
    if (choices?.type !== 'choices') throw new Error('no choices');
    const hotel = choices.options.find((o) => o.label === 'Hotel Mar')!;
    expect(previewOf(await ask(seller, hotel.request)).rows.map((r) => r.new)).toEqual(['21.00']);
    expect((await ask(seller, 'raise kent mangoes in hotel mar')).text).toMatch(/^By how much\?/);
  });

  it('asks for one product when a history is asked of many, and never applies a stale preview', async () => {
    expect((await ask(seller, 'price history of fruits in hotel mar')).text).toMatch(/^A price history is of one product/);
    const preview = previewOf(await ask(seller, 'raise kent mangoes 1% in hotel mar'));
    // Every action of the user moves back in time, so this preview stays the newest one.
    await s.database.db.execute(
      sql`update assistant_actions set created_at = created_at - interval '31 minutes' where user_id = (select user_id from assistant_actions where id = ${preview.actionId}::uuid)`,
    );
    const res = await confirm(seller, preview.actionId);
    expect((await json(res)).items[0].text).toMatch(/^This preview is more than 30 minutes old/);
    const conversation = await json(s.request('/api/assistant/messages', { cookie: seller }));
    const stored = conversation.items.find((m: AssistantMessage) => m.blocks.some((b) => b.type === 'preview' && b.actionId === preview.actionId));
    expect(previewOf(stored).status).toBe('expired');
  });

  it('flags prices below the margin floor in the preview', async () => {
    const preview = previewOf(await ask(seller, 'set kent mangoes to 9.50 in hotel mar'));
    expect(preview.belowFloor).toBe(1);
    expect(preview.rows[0]!.belowFloor).toBe(true);
  });

  it('cancels by button or by text, and a confirmed "yes" applies the latest preview', async () => {
    const first = previewOf(await ask(seller, 'lower cilantro $1 in hotel mar'));
    const cancelled = await s.request(`/api/assistant/actions/${first.actionId}/cancel`, { method: 'POST', cookie: seller, json: { language: 'es' } });
    expect(cancelled.status).toBe(200);
    expect((await json(cancelled)).items[0].text).toBe('Cancelado. No cambió nada.');
    expect((await confirm(seller, first.actionId)).status).toBe(409);

    previewOf(await ask(seller, 'lower cilantro $1 in hotel mar'));
    expect((await ask(seller, 'no')).text).toBe('Cancelled. Nothing changed.');
    previewOf(await ask(seller, 'lower cilantro $1 in hotel mar'));
    expect((await ask(seller, 'yes')).text).toMatch(/^Done: 1 price changed/);
    expect((await pricesOf(s, seller, 'hotel-mar'))[ids['t-cilantro']!]).toBe('17.00');
  });

  it('confirms only the newest preview: an older one is superseded, by button and by "yes"', async () => {
    const cookie = (await s.signedInAs('seller')).cookie;
    const older = previewOf(await ask(cookie, 'raise kent mangoes $1 in hotel mar'));
    const newer = previewOf(await ask(cookie, 'raise cilantro $1 in hotel mar'));
    const before = await pricesOf(s, seller, 'hotel-mar');
    const refused = await confirm(cookie, older.actionId);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.fields).toEqual({ status: 'superseded' });
    expect((await s.request(`/api/assistant/actions/${older.actionId}/cancel`, { method: 'POST', cookie, json: { language: 'en' } })).status).toBe(409);
    const conversation = await json(await s.request('/api/assistant/messages', { cookie }));
    const statusOf = (id: string) =>
      conversation.items.flatMap((m: AssistantMessage) => m.blocks).find((b: AssistantMessage['blocks'][number]) => b.type === 'preview' && b.actionId === id).status;
    expect([statusOf(older.actionId), statusOf(newer.actionId)]).toEqual(['superseded', 'pending']);
    // Dropping the newer one does not bring the older one back: "yes" has nothing to apply.
    expect((await ask(cookie, 'no')).text).toBe('Cancelled. Nothing changed.');
    expect((await ask(cookie, 'yes')).text).toBe('There is no change waiting for your confirmation.');
    expect((await confirm(cookie, older.actionId)).status).toBe(409);
    expect(await pricesOf(s, seller, 'hotel-mar')).toEqual(before);
  });

  it('applies nothing when the list was saved after the preview', async () => {
    const preview = previewOf(await ask(seller, 'raise cilantro $2 in hotel mar'));
    await savePrices(s, seller, 'hotel-mar', [{ productId: ids['t-cilantro']!, price: '16.00' }]);
    const res = await confirm(seller, preview.actionId);
    expect((await json(res)).items[0].text).toMatch(/^The list changed since this preview/);
    expect((await pricesOf(s, seller, 'hotel-mar'))[ids['t-cilantro']!]).toBe('16.00');
  });

  it("is one user's: another seller can neither see nor confirm it", async () => {
    const preview = previewOf(await ask(seller, 'raise cilantro 1% in hotel mar'));
    expect((await confirm(otherSeller, preview.actionId)).status).toBe(404);
    const theirs = await json(await s.request('/api/assistant/messages', { cookie: otherSeller }));
    expect(theirs.items).toEqual([]);
  });

  it('needs a second confirmation for more than 500 prices', async () => {
    // A seller of its own: the requests of this file stay under each user's limit a minute.
    const bulk = (await s.signedInAs('seller')).cookie;
    const many = await makeProducts(s, 501, { prefix: 'Bulk pear', category: 'fruits' });
    await createList(s, seller, { name: 'Big hotel', slug: 'big-hotel', source: { kind: 'empty' } });
    await savePrices(s, seller, 'big-hotel', many.map((productId) => ({ productId, price: '10.00' })));
    const preview = previewOf(await ask(bulk, 'raise everything 2% in big hotel'));
    expect(preview).toMatchObject({ count: 501, large: true, more: 451 });
    expect(preview.rows).toHaveLength(50);
    expect((await ask(bulk, 'yes')).text).toBe('This changes 501 prices, so it needs a second confirmation.');
    const once = await confirm(bulk, preview.actionId);
    expect(once.status).toBe(409);
    expect((await json(once)).error.fields).toEqual({ large: 'secondConfirmation' });
    expect((await confirm(bulk, preview.actionId, { large: true })).status).toBe(200);
    expect(new Set(Object.values(await pricesOf(s, seller, 'big-hotel')))).toEqual(new Set(['10.20']));
  });
});

describe('amounts, large moves, rounding and the language of the answer', () => {
  // Sellers of their own (each user has 20 requests a minute) and lists of their own.
  let staff: string;
  let other: string;
  const own: Record<string, string> = {};
  beforeEach(async () => {
    staff = (await s.signedInAs('seller')).cookie;
  });
  beforeAll(async () => {
    other = (await s.signedInAs('seller')).cookie;
    const rows = (await s.database.db.execute(sql`insert into products (slug, name_en, name_es, category, unit, cost) values
      ('t-red-onions-25', 'Red Onions 25 lb', 'Cebolla morada 25 lb', 'vegetables', 'sack', '5.00'),
      ('t-red-lentils-25', 'Red Lentils 25 lb', 'Lentejas rojas 25 lb', 'dry_produce', 'bag', '5.00')
      returning slug, id`)) as unknown as { rows: { slug: string; id: string }[] };
    for (const r of rows.rows) own[r.slug] = r.id;
    await createList(s, seller, { name: 'Hotel Sol', slug: 'hotel-sol', source: { kind: 'empty' } });
    await savePrices(s, seller, 'hotel-sol', [
      { productId: own['t-red-onions-25']!, price: '21.50' },
      { productId: own['t-red-lentils-25']!, price: '32.00' },
      { productId: ids['t-kent']!, price: '20.00' },
    ]);
    await createList(s, seller, {
      name: 'Hotel Sol nines',
      slug: 'hotel-sol-nines',
      source: { kind: 'copy', from: 'hotel-sol', linked: true, adjustment: { kind: 'percent', direction: 'up', value: 0, rounding: 'x9' } },
    });
  });

  it('takes an amount off (or adds it) instead of setting the price to it, in both languages', async () => {
    const off = previewOf(await ask(staff, 'take $1.25 off red onions 25 lb in hotel-sol'));
    expect(off.rows.map((r) => [r.name, r.old, r.new, r.change])).toEqual([['Red Onions 25 lb', '21.50', '20.25', '-1.25']]);
    const knock = previewOf(await ask(staff, 'knock off $1.25 from red onions 25 lb in hotel-sol'));
    expect(knock.rows.map((r) => r.new)).toEqual(['20.25']);
    const resta = previewOf(await ask(staff, 'réstale $1.25 a la cebolla morada 25 lb en hotel-sol', 'es'));
    expect(resta.rows.map((r) => [r.name, r.new])).toEqual([['Cebolla morada 25 lb', '20.25']]);
    const sube = previewOf(await ask(staff, 'sube la cebolla morada 25 lb en $1.25 en hotel-sol', 'es'));
    expect(sube.rows.map((r) => r.new)).toEqual(['22.75']);
  });

  it('names only the products whose whole name was said: "cebollas rojas" are not the red lentils', async () => {
    const reply = await ask(staff, 'quita $1.25 a las cebollas rojas 25 lb en hotel-sol', 'es');
    expect(previewOf(reply).rows.map((r) => [r.productId, r.old, r.new])).toEqual([[own['t-red-onions-25'], '21.50', '20.25']]);
  });

  it('asks about a bare amount instead of taking it as a new price, and each answer reads as meant', async () => {
    const question = await ask(staff, 'red onions 25 lb $1.25 in hotel-sol');
    expect(question.text).toBe('Do you mean a new price of $1.25, or a change of $1.25 up or down?');
    expect(question.blocks.some((b) => b.type === 'preview')).toBe(false);
    const choices = question.blocks.find((b) => b.type === 'choices');
    if (choices?.type !== 'choices') throw new Error('no choices');
    expect(choices.options.map((o) => o.label)).toEqual(['Set the price to $1.25', 'Raise it by $1.25', 'Lower it by $1.25']);
    const lower = previewOf(await ask(staff, choices.options[2]!.request));
    expect(lower.rows.map((r) => r.new)).toEqual(['20.25']);
    // In Spanish, the question and the answers stay in Spanish.
    const pregunta = await ask(staff, 'cebolla morada 25 lb $1.25 en hotel-sol');
    expect(pregunta.text).toBe('¿Quiere un precio nuevo de $1.25, o subirlo o bajarlo $1.25?');
    const opciones = pregunta.blocks.find((b) => b.type === 'choices');
    if (opciones?.type !== 'choices') throw new Error('no choices');
    const baja = await ask(staff, opciones.options[2]!.request);
    expect(baja.text).toMatch(/^Este es el cambio en Hotel Sol/);
    expect(previewOf(baja).rows.map((r) => r.new)).toEqual(['20.25']);
  });

  it('answers in the language of the request, whatever the page’s', async () => {
    expect((await ask(staff, 'quita $1.25 a la cebolla morada 25 lb en hotel-sol', 'en')).text).toMatch(/^Este es el cambio en Hotel Sol: 1 precio\./);
    expect((await ask(staff, 'take $1.25 off red onions 25 lb in hotel-sol', 'es')).text).toMatch(/^Here is the change to Hotel Sol: 1 price\./);
    // Nothing tells the language apart: the page's answers.
    expect((await ask(staff, 'red onions 25 lb 1.25 hotel-sol', 'es')).text).toMatch(/^(Do you mean|¿Quiere)/);
  });

  it('flags a large move with the largest named, and applies it only when the moves were ticked', async () => {
    const reply = await ask(staff, 'raise kent mangoes 500% in hotel-sol');
    expect(reply.text).toBe(
      'Here is the change to Hotel Sol: 1 price. Nothing changes until you confirm. 1 price moves by more than 50% or to $0.00 (largest: Kent Mangoes from $20.00 to $120.00, +500%). Tick the box under the preview to confirm it.',
    );
    const preview = previewOf(reply);
    expect(preview.moves).toEqual({
      count: 1,
      zero: 0,
      large: 1,
      thresholdBp: 5000,
      largest: { productId: ids['t-kent'], name: 'Kent Mangoes', old: '20.00', new: '120.00', percent: '+500%' },
    });
    expect(preview.rows[0]).toMatchObject({ flag: 'largeUp' });
    const refused = await confirm(staff, preview.actionId);
    expect(refused.status).toBe(422);
    expect((await json(refused)).error).toMatchObject({ code: 'large_move', fields: { [ids['t-kent']!]: 'largeMove' } });
    // A typed "yes" does not tick them either.
    expect((await ask(staff, 'yes')).text).toMatch(/^This change has 1 large move: tick the box/);
    expect((await pricesOf(s, seller, 'hotel-sol'))[ids['t-kent']!]).toBe('20.00');
    // Another seller may not confirm it, ticked or not.
    expect((await confirm(other, preview.actionId, { largeMoves: true })).status).toBe(404);
    const applied = await confirm(staff, preview.actionId, { largeMoves: true });
    expect(applied.status).toBe(200);
    expect((await pricesOf(s, seller, 'hotel-sol'))[ids['t-kent']!]).toBe('120.00');
    // Undone, the previous price is back (the undo of a confirmed change needs no new tick).
    expect((await ask(staff, 'undo that')).text).toMatch(/^Undone: Hotel Sol/);
    expect((await pricesOf(s, seller, 'hotel-sol'))[ids['t-kent']!]).toBe('20.00');
  });

  it('flags a large drop and a price taken to $0.00 (a cut past zero stops there)', async () => {
    const drop = previewOf(await ask(staff, 'lower kent mangoes 60% in hotel-sol'));
    expect(drop.rows[0]).toMatchObject({ new: '8.00', flag: 'largeDown' });
    const zero = previewOf(await ask(staff, 'take $25 off kent mangoes in hotel-sol'));
    expect(zero.rows[0]).toMatchObject({ old: '20.00', new: '0.00', flag: 'zero' });
    expect(zero.moves).toMatchObject({ count: 1, zero: 1, large: 0 });
    const refused = await confirm(staff, zero.actionId);
    expect(refused.status).toBe(422);
    expect((await json(refused)).error.fields).toEqual({ [ids['t-kent']!]: 'zeroPrice' });
    const set = previewOf(await ask(staff, 'pon el mango kent a 0 en hotel-sol', 'es'));
    expect(set.rows[0]).toMatchObject({ new: '0.00', flag: 'zero' });
    expect((await confirm(staff, set.actionId)).status).toBe(422);
    expect((await pricesOf(s, seller, 'hotel-sol'))[ids['t-kent']!]).toBe('20.00');
    // A small move needs no tick.
    const small = previewOf(await ask(staff, 'lower kent mangoes by $1 in hotel-sol'));
    expect(small.moves).toMatchObject({ count: 0, largest: null });
    expect((await confirm(staff, small.actionId)).status).toBe(200);
  });

  it('rounds new prices as the list does, and says so', async () => {
    const nines = await detailOf(s, seller, 'hotel-sol-nines');
    expect(nines.items.find((i: { productId: string }) => i.productId === own['t-red-onions-25'])?.price).toBe('21.49');
    const amount = await ask(staff, 'raise red onions 25 lb by $1.25 in hotel-sol-nines');
    expect(amount.text).toContain('New prices are rounded to .x9, as this list is.');
    expect(previewOf(amount)).toMatchObject({ rounding: 'x9', rows: [{ old: '21.49', new: '22.79' }] });
    const percent = previewOf(await ask(staff, 'sube la cebolla morada 25 lb 3.3% en hotel-sol-nines', 'es'));
    expect(percent.rows.map((r) => r.new)).toEqual(['22.19']);
    // A price set as said is kept, and the preview says it does not follow the rule.
    const set = await ask(staff, 'set red onions 25 lb to 55.13 in hotel-sol-nines');
    expect(set.text).toContain('$55.13 is kept as you said, although this list rounds to .x9.');
    expect(previewOf(set)).toMatchObject({ rounding: 'cent', rows: [{ new: '55.13' }] });
    // A list without a rule rounds to the cent, and says nothing of it.
    const cent = await ask(staff, 'raise red onions 25 lb 3.3% in hotel-sol');
    expect(cent.text).not.toContain('rounded');
    expect(previewOf(cent)).toMatchObject({ rounding: 'cent', rows: [{ old: '21.50', new: '22.21' }] });
  });

  it('still refuses a customer any change, in the language they write', async () => {
    expect((await ask(customer, 'quita $1.25 a la cebolla morada 25 lb')).text).toBe('Solo el personal puede cambiar precios. Puedo mostrarle sus precios y su historial.');
    expect((await ask(customer, 'red onions 25 lb $1.25')).text).toBe('Only staff can change prices. I can show you your prices and their history.');
    const preview = previewOf(await ask(staff, 'raise kent mangoes 500% in hotel-sol'));
    expect((await confirm(customer, preview.actionId, { largeMoves: true })).status).toBe(403);
  });
});

describe('what a customer may ask', () => {
  it('sees their own prices and history, and is told only staff change prices', async () => {
    const prices = await ask(customer, '¿cuánto vale el cilantro?', 'es');
    expect(prices.text).toBe('Precios en Hotel Mar:');
    expect(prices.blocks[0]).toMatchObject({ type: 'prices', rows: [{ name: 'Cilantro 30 manojos', price: '16.00' }] });
    const history = await ask(customer, 'price history of kent mangoes');
    expect(history.blocks[0]).toMatchObject({ type: 'history', product: 'Kent Mangoes', list: { slug: 'hotel-mar' } });
    // Why a price moved is the staff's note: a customer's history rows have no reason at all (ADR 017).
    const rows = (history.blocks[0] as { rows: object[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !('reason' in r) && !('reasonCode' in r))).toBe(true);
    expect((await ask(customer, 'raise kent mangoes 5%')).text).toBe('Only staff can change prices. I can show you your prices and their history.');
    expect((await ask(customer, 'undo that')).text).toBe('Only staff can change prices. I can show you your prices and their history.');
    expect((await s.request(`/api/assistant/actions/${crypto.randomUUID()}/confirm`, { method: 'POST', cookie: customer, json: {} })).status).toBe(403);
  });

  it('tells a customer with no list that none is shared with them yet, instead of asking which list', async () => {
    const alone = (await s.signedInAs('customer')).cookie;
    const en = await ask(alone, 'how much is cilantro?');
    expect(en).toMatchObject({ text: 'No price list is shared with you yet. Contact us to get yours.', blocks: [] });
    expect((await ask(alone, 'historial del mango kent', 'es')).text).toBe('Todavía no tiene ninguna lista de precios compartida. Contáctenos para obtener la suya.');
  });

  it('lists products and answers an unknown request with what it can do', async () => {
    const list = await ask(customer, 'list herbs');
    expect(list.blocks[0]).toMatchObject({ type: 'products', rows: [{ name: 'Cilantro 30 bunches', category: 'herbs' }] });
    const help = await ask(customer, 'tell me a joke');
    expect(help.text).toMatch(/^I can list products, change prices and show history/);
  });
});

describe('the conversation', () => {
  it('survives, in order, and starts over when cleared', async () => {
    const cookie = (await s.signedInAs('seller')).cookie;
    await ask(cookie, 'list herbs');
    await ask(cookie, 'muestra las frutas', 'es');
    const { items } = await json(await s.request('/api/assistant/messages', { cookie }));
    expect(items.map((m: AssistantMessage) => [m.role, m.text])).toEqual([
      ['user', 'list herbs'],
      ['assistant', '1 product:'],
      ['user', 'muestra las frutas'],
      ['assistant', expect.stringMatching(/productos:$/)],
    ]);
    expect((await s.request('/api/assistant/messages', { method: 'DELETE', cookie })).status).toBe(204);
    expect((await json(await s.request('/api/assistant/messages', { cookie }))).items).toEqual([]);
  });

  it(`takes ${ASSISTANT_RATE_PER_MINUTE} requests a minute per user`, async () => {
    const cookie = (await s.signedInAs('customer')).cookie;
    for (let i = 0; i < ASSISTANT_RATE_PER_MINUTE; i++) await ask(cookie, 'list herbs');
    const refused = await s.request('/api/assistant/messages', { method: 'POST', cookie, json: { text: 'list herbs' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Starting over does not start the count over.
    expect((await s.request('/api/assistant/messages', { method: 'DELETE', cookie })).status).toBe(204);
    expect((await s.request('/api/assistant/messages', { method: 'POST', cookie, json: { text: 'list herbs' } })).status).toBe(429);
    // Another user is not affected.
    const other = (await s.signedInAs('customer')).cookie;
    expect((await s.request('/api/assistant/messages', { method: 'POST', cookie: other, json: { text: 'list herbs' } })).status).toBe(200);
  });
});
