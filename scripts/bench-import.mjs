// QuickBooks import bench (issue 10, docs/performance.md). Generates a QuickBooks Online "Products and
// Services" export of about 10 MB (50,000 rows: produce items, services, items without a price) and
// imports it into a price list of the built server, end to end as the browser does it: the file is
// decoded and read (the Web Worker's code), hashed, checked in batches, the dry run read, the batches
// applied, the import finished (one price version) and its results read. In the same run, the bare
// yardstick: PostgreSQL's own COPY of the same file into a staging table of text columns, plus the
// parse time. Target: the import within 2x of (COPY + parse), and well under a minute. The same file is
// then imported on the embedded database (PGlite) and reported. Each run then imports the same file
// again, the daily case: every row matches its product and nothing changes.
//
// Usage: npm run bench:import   (needs a build: `npm run build`, or `npm run build -w @freshprice/server`)
//   BENCH_DATABASE_URL  PostgreSQL server to create a throw-away database on
//                       (default postgresql://postgres@127.0.0.1:5432/test); it must read the generated
//                       file from this machine's /tmp for the COPY (a local server does)
//   BENCH_ROWS          rows in the generated export (default 50,000)
//   BENCH_DATABASES     which runs: "postgres,pglite" (default), "postgres" or "pglite"
//   BENCH_JSON          write the figures to this file as JSON too
//   BENCH_PROFILE_DIR   write CPU profiles of the app server there (node --cpu-prof)
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { IMPORT_BATCH_SIZE } from '@freshprice/shared';
import { decodeQuickBooks, readQuickBooks } from '@freshprice/shared/quickbooks';
import { benchSetup, run, signIn, startServer, stopServer, userCreateEntry, serverEntry } from './bench-lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const TARGET_RATIO = 2;
const TARGET_SECONDS = 60;
const LIST_SLUG = 'bench-import';

const PRODUCE = [
  ['AVOCADO HASS', 'CT'], ['TOMATO ROMA', 'LB'], ['MANGO TOMMY', 'CT'], ['LIME PERSIAN', 'CT'], ['PINEAPPLE GOLDEN', 'CT'],
  ['ONION YELLOW JUMBO', 'LB'], ['PEPPER GREEN BELL', 'LB'], ['LETTUCE ROMAINE', 'CT'], ['CILANTRO', 'CT'], ['PLANTAIN GREEN', 'CT'],
  ['POTATO RUSSET', 'LB'], ['CARROT JUMBO', 'LB'], ['CUCUMBER SELECT', 'CT'], ['PAPAYA MARADOL', 'CT'], ['WATERMELON SEEDLESS', 'CT'],
  ['LEMON', 'CT'], ['GARLIC PEELED', 'LB'], ['CABBAGE GREEN', 'LB'], ['BANANA', 'LB'], ['STRAWBERRY', 'CT'],
];
const ORIGINS = ['Michoacán', 'Homestead', 'Immokalee', 'Costa Rica', 'Guatemala', 'Plant City', 'Belle Glade', 'Jalisco'];

/** The export: QuickBooks Online's header, one item per line, a few quoted fields as QuickBooks writes them. */
function generateExport(rows) {
  const lines = ['Product/Service Name,Sales Description,SKU,Type,Sales Price / Rate,Taxable,Income Account,Purchase Description,Purchase Cost,Expense Account'];
  for (let i = 1; i <= rows; i++) {
    const [name, unit] = PRODUCE[i % PRODUCE.length];
    const size = 10 + (i % 90);
    const origin = ORIGINS[i % ORIGINS.length];
    if (i % 50 === 0) {
      lines.push(`DELIVERY ZONE ${i},Same-day delivery to zone ${i},,Service,${(15 + (i % 10)).toFixed(2)},no,Delivery Income,,,`);
      continue;
    }
    const item = `${name} ${size}${unit} LOT ${i}`;
    const price = i % 97 === 0 ? '0' : (20 + (i % 400) / 10).toFixed(2);
    const cost = (12 + (i % 300) / 10).toFixed(2);
    const description = `"${name.toLowerCase()}, ${size} ${unit.toLowerCase()} case, grown in ${origin}, packed for restaurants"`;
    const purchase = `"${name.toLowerCase()} ${size}${unit.toLowerCase()}, ${origin} grower lot ${i}"`;
    lines.push(`${item},${description},SKU-${i},Inventory,${price},no,Sales of Product Income,${purchase},${cost},Cost of Goods Sold`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

if (!fs.existsSync(serverEntry) || !fs.existsSync(userCreateEntry)) {
  console.error('No server build: run `npm run build -w @freshprice/server` (or `npm run build`) first.');
  process.exit(1);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-bench-import-'));
fs.chmodSync(workDir, 0o755);
const filePath = path.join(workDir, 'qbo-products-and-services.csv');
fs.writeFileSync(filePath, generateExport(ROWS));
fs.chmodSync(filePath, 0o644);
const bytes = fs.readFileSync(filePath);
console.log(`export: ${ROWS.toLocaleString('en-US')} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);

// What the browser does before anything is sent: decode, read (papaparse), hash.
const parseStart = performance.now();
const { text } = decodeQuickBooks(new Uint8Array(bytes));
const file = readQuickBooks(text);
const fileHash = createHash('sha256').update(bytes).digest('hex');
const parseMs = performance.now() - parseStart;
console.log(`parse: ${file.records.length.toLocaleString('en-US')} records (${file.layout}) in ${parseMs.toFixed(0)} ms`);

const which = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',').map((s) => s.trim());
const results = [];
try {
  for (const kind of ['postgres', 'pglite']) {
    if (!which.includes(kind)) continue;
    console.log(`\n== ${kind} ==`);
    results.push({ kind, ...(await benchDatabase(kind)) });
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

console.log(`\n${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
  `${ROWS.toLocaleString('en-US')} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, batches of ${IMPORT_BATCH_SIZE}`);
console.log(`  parse (decode, read, hash)          ${fmt(parseMs)}`);
const verdicts = [];
for (const r of results) {
  console.log(`\n${r.kind}`);
  for (const [label, ms] of Object.entries(r.steps)) console.log(`  ${label.padEnd(36)}${fmt(ms)}`);
  console.log(`  ${'import, end to end'.padEnd(36)}${fmt(r.totalMs)}`);
  if (r.copyMs !== undefined) {
    console.log(`  ${'bare COPY into a staging table'.padEnd(36)}${fmt(r.copyMs)}`);
    const ratio = r.totalMs / (r.copyMs + parseMs);
    verdicts.push({ label: `${r.kind} import / (bare COPY + parse)`, ok: ratio <= TARGET_RATIO, value: ratio.toFixed(1), target: `<= ${TARGET_RATIO}` });
  }
  if (r.floor) {
    console.log(`  ${'writes floor (set-based SQL)'.padEnd(36)}${fmt(r.floor.totalMs)}`);
    for (const [label, ms] of Object.entries(r.floor.steps)) console.log(`    ${label.padEnd(34)}${fmt(ms)}`);
    const floorRatio = r.floor.totalMs / (r.copyMs + parseMs);
    console.log(`  writes floor / (bare COPY + parse)  ${floorRatio.toFixed(1).padStart(7)}x  (the floor alone ${floorRatio <= TARGET_RATIO ? 'fits' : 'does not fit'} within ${TARGET_RATIO}x)`);
    console.log(`  import / writes floor               ${(r.totalMs / r.floor.totalMs).toFixed(1).padStart(7)}x`);
  }
  verdicts.push({ label: `${r.kind} import, end to end`, ok: r.totalMs < TARGET_SECONDS * 1000, value: fmt(r.totalMs).trim(), target: `< ${TARGET_SECONDS} s` });
  console.log(`  summary: ${JSON.stringify(r.summary)}`);
  console.log(`  ${'the same file again (all unchanged)'.padEnd(36)}${fmt(r.again.totalMs)}`);
  for (const [label, ms] of Object.entries(r.again.steps)) console.log(`    ${label.padEnd(34)}${fmt(ms)}`);
}
console.log('\nTargets');
for (const v of verdicts) console.log(`  ${v.ok ? 'met ' : 'MISS'}  ${v.label}: ${v.value} (target ${v.target})`);
if (process.env.BENCH_JSON) {
  fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ date: new Date().toISOString(), rows: ROWS, bytes: bytes.length, parseMs, results, verdicts }, null, 2));
}

function fmt(ms) {
  return `${(ms / 1000).toFixed(2).padStart(7)} s`;
}

async function benchDatabase(kind) {
  const { dataDir, databaseUrl, baseUrl, env, cleanups } = await benchSetup(kind, 'fp-bench-import');
  try {
    const log = path.join(dataDir, 'server.log');
    // The first start migrates and seeds; the seller is created with the server stopped (the embedded
    // database has one owner).
    await stopServer(await startServer(env, log, baseUrl));
    const email = 'bench-seller@example.com';
    const password = randomBytes(12).toString('hex');
    await run(process.execPath, [userCreateEntry, `--email=${email}`, `--password=${password}`, '--role=seller'], env);
    const server = await startServer(env, log, baseUrl);
    cleanups.unshift(() => stopServer(server));
    const headers = { cookie: await signIn(baseUrl, email, password), origin: baseUrl, 'content-type': 'application/json' };
    const api = async (method, url, body) => {
      const res = await fetch(`${baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
      return res.json();
    };
    await api('POST', '/api/price-lists', { name: 'Bench import', slug: LIST_SLUG, source: { kind: 'empty' } });

    const first = await importOnce(api);
    if (first.finished.status !== 'completed') throw new Error(`the import ended ${first.finished.status}`);
    // The daily case: the same file again. Every row matches its product by QuickBooks id; nothing changes.
    console.log('the same file again:');
    const again = await importOnce(api);
    if (again.finished.summary.unchanged !== first.finished.summary.created) throw new Error(`the second import did not report every product unchanged: ${JSON.stringify(again.finished.summary)}`);

    let copyMs;
    let floor;
    if (kind === 'postgres') {
      copyMs = await bareCopy(databaseUrl);
      const { id: listId } = await api('POST', '/api/price-lists', { name: 'Bench floor', slug: 'bench-floor', source: { kind: 'empty' } });
      floor = await writesFloor(databaseUrl, listId);
    }
    return { steps: first.steps, totalMs: first.totalMs, again: { steps: again.steps, totalMs: again.totalMs }, copyMs, floor, summary: first.finished.summary };
  } finally {
    for (const c of cleanups) await c().catch((e) => console.warn(`cleanup: ${e.message}`));
  }
}

/** One import of the file into the bench list, step by step as the page runs it; each step timed. */
async function importOnce(api) {
  const steps = {};
  const time = async (label, fn) => {
    const start = performance.now();
    const out = await fn();
    steps[label] = (steps[label] ?? 0) + performance.now() - start;
    return out;
  };
  const batches = Math.ceil(file.records.length / IMPORT_BATCH_SIZE);
  const batch = (n) => file.records.slice((n - 1) * IMPORT_BATCH_SIZE, n * IMPORT_BATCH_SIZE);
  const started = await time('start', () =>
    api('POST', '/api/imports', { fileName: 'qbo-products-and-services.csv', fileHash, layout: file.layout, priceList: LIST_SLUG, totalRows: file.records.length, batchCount: batches }),
  );
  await time(`check ${batches} batches`, async () => {
    for (let n = 1; n <= batches; n++) await api('POST', `/api/imports/${started.id}/batches/${n}`, { records: batch(n) });
  });
  const plan = await time('dry run (read the plan)', () => api('GET', `/api/imports/${started.id}`));
  console.log(`dry run: ${plan.create} to create, ${plan.update} to update, ${plan.unchanged} unchanged, ${plan.priceChanges} price changes, ${plan.belowFloor} below floor`);
  await time(`apply ${batches} batches`, async () => {
    for (let n = 1; n <= batches; n++) await api('POST', `/api/imports/${started.id}/batches/${n}/apply`, {});
  });
  const finished = await time('finish (one price version)', () => api('POST', `/api/imports/${started.id}/finish`, { confirmBelowFloor: true }));
  await time('results (read them)', () => api('GET', `/api/imports/${started.id}`));
  return { steps, totalMs: Object.values(steps).reduce((a, b) => a + b, 0), finished };
}

/**
 * The least the import's own writes cost: the same file COPYed into a staging table, then one
 * set-based statement per table into the real tables with their real indexes, constraints and
 * triggers, in one transaction, rolled back: the rows with their outcome (the per-row results),
 * the products created (with the search's trigram index), the list's items and their history, and
 * the rows settled with their product. No classification, naming, matching, checks, batches or
 * HTTP: an import cannot write less and still be the import the issue asks for.
 */
async function writesFloor(databaseUrl, listId) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const steps = {};
  const time = async (label, sql, params) => {
    const start = performance.now();
    const out = await client.query(sql, params);
    steps[label] = performance.now() - start;
    return out;
  };
  try {
    await client.query('begin');
    const columns = Array.from({ length: 10 }, (_, i) => `c${i} text`).join(', ');
    await client.query(`create temp table floor_staging (line serial, ${columns}) on commit drop`);
    const start = performance.now();
    await time('COPY the file', `copy floor_staging (${Array.from({ length: 10 }, (_, i) => `c${i}`).join(', ')}) from '${filePath}' with (format csv, header true)`);
    const { rows: [imp] } = await client.query(
      `insert into imports (user_email, file_name, file_hash, layout, price_list_id, price_list_slug, total_rows, batch_count)
       values ('bench@example.com', 'floor.csv', 'floor', 'qbo-products', $1, 'bench-floor', $2, 1) returning id`,
      [listId, ROWS],
    );
    await time('rows staged', `insert into import_rows (import_id, line, batch, qb_id, source_name, name_key, row_class, name_en, name_es, price, cost, action)
       select $1, line, 1 + line / 1000, c0, c0, lower(c0), case when c3 = 'Service' then 'skipped_service_item' else 'product' end,
              c0, c0, nullif(c4, '')::numeric, nullif(c8, '')::numeric, case when c3 = 'Service' then 'skip' else 'create' end
       from floor_staging`, [imp.id]);
    await time('products created', `create temp table floor_new on commit drop as
       with p as (
         insert into products (slug, name_en, name_es, category, unit, quickbooks_id, cost)
         select 'floor-' || line, c0, c0, 'vegetables', 'each', 'floor:' || c0, nullif(c8, '')::numeric from floor_staging where c3 <> 'Service'
         returning id, quickbooks_id)
       select p.id, s.line, s.c4::numeric as price from p join floor_staging s on p.quickbooks_id = 'floor:' || s.c0`);
    await time('list items', `insert into price_items (price_list_id, product_id, price) select $1, id, price from floor_new where price > 0`, [listId]);
    await time('price history', `insert into price_history (price_list_id, product_id, old_price, new_price, reason, version)
       select $1, id, null, price, 'QuickBooks import floor.csv', 2 from floor_new where price > 0`, [listId]);
    await time('rows settled', `update import_rows r set status = 'success', product_id = n.id from floor_new n where r.import_id = $1 and r.line = n.line`, [imp.id]);
    const totalMs = performance.now() - start;
    await client.query('rollback');
    return { totalMs, steps };
  } finally {
    await client.end();
  }
}

/** PostgreSQL reads the same file into a table of ten text columns: the least any import can do. */
async function bareCopy(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = Array.from({ length: 10 }, (_, i) => `c${i} text`).join(', ');
    const times = [];
    for (let i = 0; i < 3; i++) {
      await client.query(`drop table if exists bench_staging; create table bench_staging (${columns})`);
      const start = performance.now();
      const { rowCount } = await client.query(`copy bench_staging from '${filePath}' with (format csv, header true)`);
      times.push(performance.now() - start);
      if (rowCount !== ROWS) throw new Error(`COPY read ${rowCount} rows, not ${ROWS}`);
    }
    return times.sort((a, b) => a - b)[1];
  } finally {
    await client.end();
  }
}
