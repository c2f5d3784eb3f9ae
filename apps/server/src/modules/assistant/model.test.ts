import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantMessage, AssistantStreamEvent } from '@freshprice/shared';
import { createLogger } from '../../lib/logger.js';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, detailOf, savePrices } from '../price-lists/test/fixtures.js';
import { createModelReader, requestOf } from './model.js';

// The assistant with a language model: a real HTTP peer that speaks the OpenAI chat API and answers
// from a script (a tool call, some text, an error, or nothing in time).

type Script = { toolCall?: { name: string; args: Record<string, unknown> }; text?: string; status?: number; delayMs?: number };
let next: Script = {};
const received: { model: string; tools: string[]; prompt: string; system: string }[] = [];
let fake: Server;
let s: TestServer;
let seller: string;

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw) as Record<string, unknown>;
}

function completion(script: Script) {
  const message = script.toolCall
    ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: script.toolCall.name, arguments: JSON.stringify(script.toolCall.args) } }] }
    : { role: 'assistant', content: script.text ?? '' };
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'scripted',
    choices: [{ index: 0, message, finish_reason: script.toolCall ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

async function ask(text: string) {
  const res = await s.request('/api/assistant/messages', { method: 'POST', cookie: seller, json: { text, language: 'en' } });
  expect(res.status).toBe(200);
  const events = (await res.text()).trim().split('\n').map((l) => JSON.parse(l) as AssistantStreamEvent);
  const done = events.at(-1) as Extract<AssistantStreamEvent, { type: 'done' }>;
  return done.messages.at(-1)! as AssistantMessage;
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    void (async () => {
      const payload = await body(req);
      const messages = payload.messages as { role: string; content: string }[];
      received.push({ model: String(payload.model), tools: ((payload.tools as { function: { name: string } }[]) ?? []).map((t) => t.function.name), prompt: messages.at(-1)!.content, system: messages.find((m) => m.role === 'system')?.content ?? '' });
      const script = next;
      if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
      if (res.destroyed) return;
      res.writeHead(script.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(script.status ? { error: { message: 'scripted failure' } } : completion(script)));
    })();
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  const model = createModelReader({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'scripted-model', timeoutMs: 400 }, createLogger('silent'));
  s = await createTestServer({ model });
  seller = (await s.signedInAs('seller')).cookie;
  const rows = (await s.database.db.execute(sql`insert into products (slug, name_en, name_es, category, unit) values
    ('m-hass-48', 'Hass Avocados 48 ct', 'Aguacates Hass 48 u.', 'fruits', 'case'),
    ('m-hass-60', 'Hass Avocados 60 ct', 'Aguacates Hass 60 u.', 'fruits', 'case'),
    ('m-basil', 'Basil 1 lb', 'Albahaca 1 lb', 'herbs', 'case')
    returning id`)) as unknown as { rows: { id: string }[] };
  await createList(s, seller, { name: 'Hotel Mar', slug: 'hotel-mar', source: { kind: 'empty' } });
  await savePrices(s, seller, 'hotel-mar', rows.rows.map((r) => ({ productId: r.id, price: '40.00' })));
});
afterAll(async () => {
  await s.close();
  await new Promise((r) => fake.close(r));
});

describe('the assistant with a language model', () => {
  it('turns the model’s tool call into the same preview, applied only on confirmation', async () => {
    next = { toolCall: { name: 'change_prices', args: { products: 'avocados', list: 'Hotel Mar', kind: 'percent', direction: 'up', value: 10 } } };
    const version = (await detailOf(s, seller, 'hotel-mar')).version;
    const reply = await ask('could you bump the avos up a tenth for the hotel folks');
    expect(received.at(-1)).toMatchObject({ model: 'scripted-model', prompt: 'could you bump the avos up a tenth for the hotel folks' });
    expect(received.at(-1)!.tools.sort()).toEqual(['change_prices', 'list_products', 'price_history', 'show_prices']);
    const preview = reply.blocks.find((b) => b.type === 'preview');
    if (preview?.type !== 'preview') throw new Error(reply.text);
    expect(preview.rows.map((r) => [r.name, r.new])).toEqual([
      ['Hass Avocados 48 ct', '44.00'],
      ['Hass Avocados 60 ct', '44.00'],
    ]);
    expect((await detailOf(s, seller, 'hotel-mar')).version).toBe(version);
  });

  it('a yes, a no or an undo never goes to the model', async () => {
    const before = received.length;
    expect((await ask('yes')).text).toMatch(/^Done: 2 prices changed in Hotel Mar/);
    expect(received.length).toBe(before);
    const versions = await json(s.request('/api/price-lists/hotel-mar/versions', { cookie: seller }));
    expect(versions.items[0].reason).toBe('Assistant: could you bump the avos up a tenth for the hotel folks');
  });

  it('is told the language of the request, and the answer is in it whatever the page’s', async () => {
    next = { toolCall: { name: 'show_prices', args: { products: 'basil', list: 'Hotel Mar' } } };
    const reply = await ask('¿me dices qué vale la albahaca para el hotel?');
    expect(received.at(-1)!.system).toContain('The user writes in Spanish');
    expect(reply.text).toBe('Precios en Hotel Mar:');
    expect(reply.blocks[0]).toMatchObject({ type: 'prices', rows: [{ name: 'Albahaca 1 lb' }] });
  });

  it('passes on the model’s own words when it calls no tool', async () => {
    next = { text: 'I can only help with products and prices.' };
    expect((await ask('what is the weather tomorrow?')).text).toBe('I can only help with products and prices.');
  });

  it('answers with the built-in reader when the model fails or is too slow', async () => {
    next = { status: 500 };
    const failed = await ask('list herbs');
    expect(failed.text).toBe('1 product:');
    next = { delayMs: 1500, text: 'too late' };
    const started = Date.now();
    const slow = await ask('list herbs');
    expect(slow.text).toBe('1 product:');
    expect(Date.now() - started).toBeLessThan(1400);
  });
});

describe('tool calls as requests', () => {
  it('reads back each tool in the words of the built-in reader', () => {
    expect(requestOf('change_prices', { category: 'dry_produce', list: 'small-business', kind: 'amount', direction: 'down', value: 1.5 })).toBe('lower dry produce by $1.50 in the small-business list');
    expect(requestOf('change_prices', { products: 'kent mangoes', kind: 'set', value: 24.5 })).toBe('set kent mangoes to 24.50');
    expect(requestOf('change_prices', { products: 'kent mangoes', kind: 'set', value: -3 })).toBeNull();
    expect(requestOf('show_prices', { category: 'herbs' })).toBe('price of herbs');
    expect(requestOf('price_history', { product: 'basil', list: 'Hotel Mar' })).toBe('history of basil in the Hotel Mar list');
    expect(requestOf('list_products', { search: 'lime', inStock: false })).toBe('list lime out of stock');
    expect(requestOf('delete_everything', {})).toBeNull();
  });
});
