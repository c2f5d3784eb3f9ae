// The QuickBooks export of a month of invoices (docs/performance.md): starts the built server on
// PostgreSQL with INVOICE_COUNT (6,000) invoices of November 2026 written directly (200 customers, half
// with a QuickBooks name; 10 to 30 lines each, half with a QuickBooks item of their own, the others
// taking their product's), then times POST /api/invoices/export for the whole month as Desktop IIF and
// as Online CSV (each run marks the 6,000 invoices exported again in its transaction). The yardstick,
// in the same run: a bare `pg` client reading the same rows and lines and writing them out as text.
//
// Usage: npm run bench:invoices   (needs a build: `npm run build -w @freshprice/server`)
//   BENCH_DATABASE_URL  PostgreSQL server to create a throw-away database on (default postgresql://postgres@127.0.0.1:5432/test)
//   INVOICE_COUNT       invoices in the month (default 6000)
//   INVOICE_RUNS        timed runs per format, after one warm-up (default 5)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchSetup, run, serverEntry, signIn, startServer, stopServer, userCreateEntry } from './bench-lib.mjs';

const COUNT = Number(process.env.INVOICE_COUNT ?? 6000);
const RUNS = Number(process.env.INVOICE_RUNS ?? 5);
const TARGET_MS = 5000;
const FROM = '2026-11-01';
const TO = '2026-11-30';

const SETUP = [
  `insert into "user" (id, name, email, email_verified, company_name, quickbooks_name)
   select 'bench-inv-' || c, 'Customer ' || c, 'bench-inv-' || c || '@example.com', true, 'Restaurant ' || c || ', LLC',
          case when c % 2 = 0 then 'QB Restaurant ' || c end
   from generate_series(1, 200) c`,
  `insert into user_roles (user_id, role) select 'bench-inv-' || c, 'customer' from generate_series(1, 200) c`,
  `insert into orders (number, customer_id, price_list_name, delivery_date, status, total)
   select 'B' || lpad(g::text, 6, '0'), 'bench-inv-' || (1 + g % 200), 'Bench', date '${FROM}' + (g % 30), 'delivered', 0
   from generate_series(1, ${COUNT}) g`,
  `with o as (select id, customer_id, delivery_date, row_number() over (order by number) as g from orders where number like 'B%'),
   p as (select id, name_en, name_es, unit, row_number() over (order by slug) as k, count(*) over () as n from products),
   l as (
     select o.id as order_id, i, p.id as pid, p.name_en, p.name_es, p.unit,
            100 + ((o.g * 7 + i * 13) % 5000) as cents, 1 + ((o.g + i) % 20) as qty
     from o cross join lateral generate_series(1, (10 + o.g % 21)::int) i
     join p on p.k = 1 + ((o.g * 31 + i) % p.n))
   insert into invoices (number, order_id, customer_id, customer_name, invoice_date, lines, subtotal, credit, total)
   select 'INV-' || nextval('invoice_numbers'), o.id, o.customer_id, 'Restaurant', o.delivery_date,
     jsonb_agg(jsonb_build_object(
       'kind', 'item', 'position', l.i, 'productId', l.pid, 'names', jsonb_build_object('en', l.name_en, 'es', l.name_es),
       'unit', l.unit, 'quantity', l.qty, 'delivered', l.qty, 'price', to_char(l.cents / 100.0, 'FM999990.00'),
       'amount', to_char(l.cents * l.qty / 100.0, 'FM99999990.00'), 'credit', '0.00',
       'quickbooksItem', case when l.i % 2 = 0 then 'Produce:' || l.name_en end, 'weight', null, 'substitution', null) order by l.i),
     sum(l.cents * l.qty) / 100.0, 0, sum(l.cents * l.qty) / 100.0
   from o join l on l.order_id = o.id group by o.id, o.customer_id, o.delivery_date`,
  'analyze',
];

const BARE_SQL = `
  select i.number, i.invoice_date::text as date, i.total::text as total, i.lines::text as lines,
         coalesce(u.quickbooks_name, u.company_name, u.name) as customer
  from invoices i left join "user" u on u.id = i.customer_id
  where i.invoice_date between '${FROM}' and '${TO}' order by i.invoice_date, i.number`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!fs.existsSync(serverEntry)) {
    console.error('No server build: run `npm run build -w @freshprice/server` first.');
    process.exit(1);
  }
  const { dataDir, databaseUrl, baseUrl, env, cleanups } = await benchSetup('postgres', 'fp-bench-invoices');
  const { default: pg } = await import('pg');
  try {
    const log = path.join(dataDir, 'server.log');
    await stopServer(await startServer(env, log, baseUrl));
    const email = 'bench-invoices@example.com';
    const password = randomBytes(12).toString('hex');
    await run(process.execPath, [userCreateEntry, `--email=${email}`, `--password=${password}`, '--role=seller'], env);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanups.unshift(() => client.end());
    const setupStart = performance.now();
    for (const statement of SETUP) await client.query(statement);
    const { rows: [facts] } = await client.query(`select count(*)::int as invoices, sum(jsonb_array_length(lines))::int as lines from invoices`);
    console.log(`${facts.invoices} invoices, ${facts.lines} lines (${(facts.lines / facts.invoices).toFixed(1)} a invoice), written in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

    const server = await startServer(env, log, baseUrl);
    cleanups.unshift(() => stopServer(server));
    const cookie = await signIn(baseUrl, email, password);

    const bare = async () => {
      const t = performance.now();
      const { rows } = await client.query(BARE_SQL);
      const text = rows.map((r) => [r.number, r.date, r.customer, r.total, ...JSON.parse(r.lines).map((l) => `${l.quickbooksItem ?? l.names.en}\t${l.delivered}\t${l.price}\t${l.amount}`)].join('\r\n')).join('\r\n');
      return { ms: performance.now() - t, bytes: Buffer.byteLength(text) };
    };
    const exportOnce = async (format) => {
      const t = performance.now();
      const res = await fetch(`${baseUrl}/api/invoices/export`, {
        method: 'POST',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ from: FROM, to: TO, format, again: true }),
      });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`export ${format} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
      return { ms: performance.now() - t, bytes: body.byteLength, count: Number(res.headers.get('x-invoice-count')) };
    };

    const results = {};
    for (const name of ['bare', 'iif', 'qbo']) {
      const once = name === 'bare' ? bare : () => exportOnce(name);
      await once();
      const times = [];
      let last;
      for (let i = 0; i < RUNS; i++) {
        last = await once();
        times.push(last.ms);
      }
      results[name] = { median: median(times), max: Math.max(...times), bytes: last.bytes, count: last.count };
    }
    console.log(`\n${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, PostgreSQL, ${RUNS} runs after a warm-up`);
    console.log(`  bare pg read + text (yardstick): median ${results.bare.median.toFixed(0)} ms, max ${results.bare.max.toFixed(0)} ms, ${(results.bare.bytes / 1048576).toFixed(1)} MB`);
    for (const f of ['iif', 'qbo']) {
      const r = results[f];
      console.log(
        `  POST /api/invoices/export ${f}: ${r.count} invoices, median ${r.median.toFixed(0)} ms, max ${r.max.toFixed(0)} ms, ` +
          `${(r.bytes / 1048576).toFixed(1)} MB, ${(r.median / results.bare.median).toFixed(1)}x the bare read; ` +
          `${r.max < TARGET_MS ? 'met' : 'MISS'} (target < ${TARGET_MS} ms)`,
      );
    }
  } finally {
    for (const c of cleanups) await c().catch((err) => console.warn(`cleanup: ${err.message}`));
  }
}

await main();
