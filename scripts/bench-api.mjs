// API throughput bench (issues 8 and 9, docs/performance.md): starts the built server on PostgreSQL and
// on the embedded database with a generated catalogue of 2,000 products and 50 customer price lists
// (20 of them linked to the Small business template), and loads each endpoint with 50 connections
// through autocannon. On PostgreSQL, a bare node:http + pg server that answers the same JSON as
// signed-in GET /api/products (and as a customer's GET /api/price-lists/{ref}) is the yardstick. Then,
// one request at a time: a save of 2,000 changed prices, a base-list save that the 20 linked lists
// follow, and a comparison of two 10,000-item lists.
//
// Usage: npm run bench:api   (needs a build: `npm run build`, or `npm run build -w @freshprice/server`)
//   BENCH_DATABASE_URL  PostgreSQL server to create a throw-away database on
//                       (default postgresql://postgres@127.0.0.1:5432/test)
//   BENCH_SECONDS       seconds of load per endpoint (default 10), after 2 s of warm-up
//   BENCH_ROUNDS        the seconds are split into this many turns per endpoint (default 3;
//                       PGlite: one turn of at least 20 s)
//   BENCH_CONNECTIONS   concurrent connections (default 50)
//   BENCH_DATABASES     which runs: "postgres,pglite" (default), "postgres" or "pglite"
//   BENCH_ONLY          measure only these endpoints: bare,products,me,health,public,notModified,bareList,list,
//                       and "overload": OVERLOAD_CONNECTIONS (200) connections for OVERLOAD_SECONDS (30) on one
//                       customer's list, then on the public catalogue, with /api/health timed during and after,
//                       and "rush": the morning rush (scripts/bench-rush.mjs: RUSH_CUSTOMERS customers, 200 on
//                       PostgreSQL and 50 on the embedded database, place a 30-line order each within RUSH_SECONDS, 60)
//   BENCH_JSON          write the figures to this file as JSON too
//   BENCH_PROFILE_DIR   write CPU profiles of the app server there (node --cpu-prof)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { freePort } from './free-port.mjs';
import { benchSetup, run, serverEntry, signIn, startServer, stopServer, userCreateEntry, waitFor } from './bench-lib.mjs';
import { judgeRush, printRush, runRush, RUSH_ITEMS_SQL, RUSH_ORDERS_SQL, rushCustomers, rushSetupStatements } from './bench-rush.mjs';

const PRODUCT_COUNT = 2000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PGLITE_MIN_SECONDS = 20;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OVERLOAD_CONNECTIONS = Number(process.env.OVERLOAD_CONNECTIONS ?? 200);
const OVERLOAD_SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 30);
const TARGETS = { healthAfterOverloadMs: 1000, productsVsBare: 0.8, meVsHealth: 0.6, notModifiedVsHealth: 0.7, pgliteP99Ms: 1000, listVsBare: 0.8, save2000Ms: 500, baseSaveMs: 2000, compareMs: 50, exportMs: 300 };
const COPY_LISTS = 30;
const LINKED_LISTS = 20;
const COMPARE_ITEMS = 10_000;
const COMPARE_WARMUP = 6;
const COMPARE_RUNS = 21;
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
/** Parts other than the endpoints' throughput that BENCH_ONLY may pick: overload, rush. */
const wanted = (part) => !only || only.includes(part);

// The bare server answers what GET /api/products answers a seller: a page of live products in
// (English name, id) order, each with the prices of the standard lists, through the same two queries.
const BARE_PAGE_SQL = `
  select id, slug, name_en as "nameEn", name_es as "nameEs", category, unit, pack_en as "packEn",
         pack_es as "packEs", in_stock as "inStock", image_url as "imageUrl"
  from products where archived_at is null order by name_en, id limit $1`;
const BARE_PRICES_SQL = `
  select pi.product_id as "productId", pl.id as "listId", pl.name as "listName", pl.tier, pi.price
  from price_items pi join price_lists pl on pl.id = pi.price_list_id
  where pi.product_id = any($1::uuid[]) and pl.is_template
  order by pl.name`;

// What GET /api/price-lists/{ref} answers a customer the list is shared with: the list's header and
// its items of live products (category, then English name), the old price of a change within 7 days.
const BARE_LIST_SQL = `
  select l.id, l.slug, l.name, l.description, l.is_template as "isTemplate", l.tier, l.linked, l.version,
         to_char(l.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
         (select count(*)::int from price_items i where i.price_list_id = l.id) as "itemCount",
         (select min_margin_bp from pricing_settings where id = 1) as "minMarginBp"
  from price_lists l
  where l.slug = $1 and exists(select 1 from price_list_shares s where s.price_list_id = l.id and s.user_id = $2)`;
const BARE_ITEMS_SQL = `
  select p.id as "productId", p.slug as "productSlug", p.name_en as "nameEn", p.name_es as "nameEs", p.category, p.unit,
         p.pack_en as "packEn", p.pack_es as "packEs", p.in_stock as "inStock", p.image_url as "imageUrl",
         i.price::text as price, i.quantity::text as quantity, i.overridden,
         to_char(i.price_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "changedAt",
         case when h.changed_at > now() - interval '7 days' then h.old_price::text end as "previousPrice",
         null::text as cost, null::text as "basePrice"
  from price_items i
    join products p on p.id = i.product_id
    left join lateral (select ph.old_price, ph.changed_at from price_history ph
      where ph.price_list_id = i.price_list_id and ph.product_id = i.product_id
      order by ph.changed_at desc, ph.id desc limit 1) h on true
  where i.price_list_id = $1 and p.archived_at is null
  order by p.category nulls last, p.name_en, p.id`;

if (process.argv[2] === '--bare') await runBare();
else await main();

async function main() {
  if (!fs.existsSync(serverEntry) || !fs.existsSync(userCreateEntry)) {
    console.error('No server build: run `npm run build -w @freshprice/server` (or `npm run build`) first.');
    process.exit(1);
  }
  const which = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',').map((s) => s.trim());
  const runs = [];
  for (const kind of ['postgres', 'pglite']) {
    if (!which.includes(kind)) continue;
    console.log(`\n== ${kind} ==`);
    const { endpoints, operations, overloads, rush } = await benchDatabase(kind);
    runs.push({ kind, results: endpoints, operations, overloads, rush });
  }
  console.log(`\n${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
    `${CONNECTIONS} connections, ${SECONDS} s per endpoint`);
  const verdicts = [];
  for (const run of runs) {
    console.log(`\n${run.kind}`);
    if (run.results.length) printTable(run.results);
    for (const o of run.operations) {
      console.log(`  ${o.label}: median ${o.medianMs.toFixed(0)} ms, max ${o.maxMs.toFixed(0)} ms over ${o.runs} runs${o.note ? ` (${o.note})` : ''}`);
    }
    for (const o of run.overloads) printOverload(o);
    if (run.rush) printRush(run.rush);
    verdicts.push(...judge(run));
  }
  console.log('\nTargets');
  for (const v of verdicts) console.log(`  ${v.ok ? 'met ' : 'MISS'}  ${v.label}: ${v.value} (target ${v.target})`);
  if (process.env.BENCH_JSON) {
    fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, runs, verdicts }, null, 2));
  }
}

async function benchDatabase(kind) {
  const { dataDir, databaseUrl, baseUrl, env, cleanups } = await benchSetup(kind, 'fp-bench');
  try {
    // First start migrates and seeds the demo catalogue; then, with the server stopped (the embedded
    // database has one owner), the catalogue is topped up to 2,000 products and a seller is created.
    const log = path.join(dataDir, 'server.log');
    await stopServer(await startServer(env, log, baseUrl));
    const added = await generateCatalogue(kind, databaseUrl, dataDir);
    console.log(`catalogue: ${added} generated products added, ${PRODUCT_COUNT} live in all, three standard prices each`);
    const email = 'bench-seller@example.com';
    const password = randomBytes(12).toString('hex');
    await run(process.execPath, [userCreateEntry, `--email=${email}`, `--password=${password}`, '--role=seller'], env);
    const customerEmail = 'bench-customer@example.com';
    const customerPassword = randomBytes(12).toString('hex');
    await run(process.execPath, [userCreateEntry, `--email=${customerEmail}`, `--password=${customerPassword}`, '--role=customer'], env);
    const customerId = await generatePriceLists(kind, databaseUrl, dataDir, customerEmail);
    console.log(`price lists: ${COPY_LISTS} copies and ${LINKED_LISTS} linked lists of ${PRODUCT_COUNT} items; bench-copy-1 shared with ${customerEmail}`);
    const rushCount = rushCustomers(kind);
    const rushPassword = randomBytes(12).toString('hex');
    let rushItems = [];
    if (wanted('rush')) {
      // One customer made by the CLI; the rush's customers share its password hash (scripts/bench-rush.mjs).
      const templateEmail = 'bench-rush-template@example.com';
      await run(process.execPath, [userCreateEntry, `--email=${templateEmail}`, `--password=${rushPassword}`, '--role=customer'], env);
      rushItems = await withDatabase(kind, databaseUrl, dataDir, async (db) => {
        for (const statement of rushSetupStatements(rushCount, templateEmail)) await db.run(statement);
        return db.rows(RUSH_ITEMS_SQL);
      });
      console.log(`morning rush: ${rushCount + 1} customers, each with a list of its own (${rushItems.length} items in all)`);
    }

    // Throughput is measured without the per-user read limit (one customer's 50 connections would
    // be refused past 10 reads a second); the overload below runs with it, as shipped.
    let server = await startServer({ ...env, READ_LIMIT_PER_SECOND: '0' }, log, baseUrl);
    cleanups.unshift(() => stopServer(server));
    const cookie = await signIn(baseUrl, email, password);
    const signedIn = { cookie };
    const customer = { cookie: await signIn(baseUrl, customerEmail, customerPassword) };
    const listUrl = `${baseUrl}/api/price-lists/bench-copy-1`;
    const listFirst = await fetch(listUrl, { headers: customer });
    if (listFirst.status !== 200) throw new Error(`GET /api/price-lists/bench-copy-1 answered ${listFirst.status}`);
    const appList = await listFirst.json();
    console.log(`GET /api/price-lists/bench-copy-1 (customer): ${appList.items.length} items, ${(JSON.stringify(appList).length / 1024).toFixed(0)} KB`);
    const first = await fetch(`${baseUrl}/api/products`, { headers: signedIn });
    if (first.status !== 200) throw new Error(`GET /api/products answered ${first.status}`);
    const etag = first.headers.get('etag');
    const appBody = await first.json();
    const pageSize = appBody.items.length;
    console.log(`GET /api/products: ${pageSize} products per page, ${(JSON.stringify(appBody).length / 1024).toFixed(0)} KB, ETag ${etag ? 'yes' : 'none'}`);

    const targets = [];
    if (kind === 'postgres') {
      const barePort = await freePort();
      const bare = await startBare(databaseUrl, barePort, pageSize, log, customerId);
      cleanups.unshift(() => stopServer(bare));
      const bareBody = await (await fetch(`http://127.0.0.1:${barePort}/`)).json();
      if (!isDeepStrictEqual(bareBody.items, appBody.items)) {
        console.warn('WARNING: the bare server does not answer the same items as GET /api/products');
      }
      targets.push({ name: 'bare', label: 'bare node:http + pg', url: `http://127.0.0.1:${barePort}/` });
      const bareList = await (await fetch(`http://127.0.0.1:${barePort}/list/bench-copy-1`)).json();
      if (!isDeepStrictEqual(bareList, appList)) {
        console.warn('WARNING: the bare server does not answer the same list as GET /api/price-lists/bench-copy-1');
      }
      targets.push({ name: 'bareList', label: 'bare list node:http + pg', url: `http://127.0.0.1:${barePort}/list/bench-copy-1` });
    }
    targets.push(
      { name: 'products', label: 'GET /api/products (signed in)', url: `${baseUrl}/api/products`, headers: signedIn },
      { name: 'me', label: 'GET /api/me (signed in)', url: `${baseUrl}/api/me`, headers: signedIn },
      { name: 'health', label: 'GET /api/health', url: `${baseUrl}/api/health` },
      { name: 'public', label: 'GET /api/public/products', url: `${baseUrl}/api/public/products` },
      { name: 'list', label: 'GET /api/price-lists/{ref} (customer, 2,000 items)', url: listUrl, headers: customer },
    );
    if (etag) {
      targets.push({
        name: 'notModified',
        label: 'GET /api/products If-None-Match',
        url: `${baseUrl}/api/products`,
        headers: { ...signedIn, 'if-none-match': etag },
        expect: 304,
      });
    } else {
      console.warn('WARNING: GET /api/products sends no ETag: the 304 case is not measured');
    }

    if (only) targets.splice(0, targets.length, ...targets.filter((t) => only.includes(t.name)));
    // The machine is shared: the endpoints take turns, ROUNDS slices each, so that a burst of
    // someone else's work weighs on all of them alike instead of on one.
    const stats = new Map(targets.map((t) => [t.name, { requests: 0, seconds: 0, bytes: 0, unexpected: 0, errors: 0, timeouts: 0, statuses: {}, latencies: [] }]));
    for (const t of targets) t.idleMs = await solo(t, 5);
    for (const t of targets) await load(t, WARMUP_SECONDS);
    // On the embedded database one request of the product list waits for the 49 before it: a turn
    // shorter than that wait would finish none. Only absolute figures count there, so one long turn.
    const rounds = kind === 'pglite' ? 1 : ROUNDS;
    const seconds = kind === 'pglite' ? Math.max(SECONDS, PGLITE_MIN_SECONDS) : SECONDS;
    for (let round = 1; round <= rounds; round++) {
      for (const t of targets) {
        process.stdout.write(`  round ${round}/${rounds} ${t.label} ... `);
        const r = await load(t, seconds / rounds, stats.get(t.name));
        console.log(`${r.requests} requests`);
      }
    }
    const soloMs = new Map();
    for (const t of targets) soloMs.set(t.name, await solo(t));
    const overloads = [];
    if (wanted('overload')) {
      await stopServer(server);
      server = await startServer(env, log, baseUrl);
      customer.cookie = await signIn(baseUrl, customerEmail, customerPassword);
      // More load than the database can take: one customer's 200 connections on their own list (the
      // per-user limit answers most of them), then 200 anonymous connections on the public catalogue
      // (only the bounded queue stands in front of the database).
      const health = { url: `${baseUrl}/api/health` };
      overloads.push(await overload('one customer, own list', { url: listUrl, headers: customer }, health));
      overloads.push(await overload('anonymous, public catalogue', { url: `${baseUrl}/api/public/products?limit=500` }, health));
    }
    let rush = null;
    if (wanted('rush')) {
      // As shipped (the per-user read limit on): the overload has restarted the server so already.
      if (only && !only.includes('overload')) {
        await stopServer(server);
        server = await startServer(env, log, baseUrl);
      }
      const readOrders = async () => {
        if (kind === 'postgres') return withDatabase(kind, databaseUrl, dataDir, (db) => db.rows(RUSH_ORDERS_SQL));
        // The embedded database has one owner: the server stops while the orders are read.
        await stopServer(server);
        try {
          return await withDatabase(kind, databaseUrl, dataDir, (db) => db.rows(RUSH_ORDERS_SQL));
        } finally {
          server = await startServer(env, log, baseUrl);
        }
      };
      rush = await runRush({ kind, baseUrl, count: rushCount, password: rushPassword, items: rushItems, readOrders });
    }
    const operations = only ? [] : [...(await timeExports(baseUrl, signedIn)), ...(await timeWrites(baseUrl, signedIn))];
    if (!only) {
      // The comparison needs 10,000 products: added with the server stopped, after every measurement
      // of the 2,000-product catalogue.
      await stopServer(server);
      await generateCompareLists(kind, databaseUrl, dataDir);
      const again = await startServer(env, log, baseUrl);
      cleanups.unshift(() => stopServer(again));
      const staff = { cookie: await signIn(baseUrl, email, password) };
      operations.push(await timeCompare(baseUrl, staff));
    }
    const endpoints = targets.map((t) => {
      const s = stats.get(t.name);
      const sorted = s.latencies.sort((a, b) => a - b);
      const at = (q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : NaN);
      return {
        name: t.name,
        label: t.label,
        rps: s.requests / s.seconds,
        p50: at(0.5),
        p99: at(0.99),
        requests: s.requests,
        unexpected: s.unexpected,
        unexpectedStatuses: s.statuses,
        errors: s.errors,
        timeouts: s.timeouts,
        kbPerRequest: s.requests ? s.bytes / s.requests / 1024 : 0,
        soloMs: soloMs.get(t.name),
      };
    });
    return { endpoints, operations, overloads, rush };
  } finally {
    for (const c of cleanups) await c().catch((err) => console.warn(`cleanup: ${err.message}`));
  }
}

/**
 * `seconds` of load on one endpoint, added to `into` (a warm-up when omitted). `unexpected`: answers
 * other than the expected status, errors and timeouts. Requests still running in the server when the
 * load stops would slow the next endpoint down: one more request, queued behind them, waits them out.
 */
async function load(target, seconds, into) {
  const { default: autocannon } = await import('autocannon');
  const expected = target.expect ?? 200;
  const instance = autocannon({ url: target.url, connections: CONNECTIONS, headers: target.headers ?? {}, duration: seconds, timeout: 30 });
  let requests = 0;
  instance.on('response', (_client, status, bytes, ms) => {
    if (!into) return;
    into.latencies.push(ms);
    into.bytes += bytes;
    if (status !== expected) {
      into.unexpected++;
      into.statuses[status] = (into.statuses[status] ?? 0) + 1;
    }
    requests++;
  });
  const result = await instance;
  if (into) {
    into.requests += requests;
    into.seconds += result.duration;
    into.unexpected += result.errors + result.timeouts;
    into.errors += result.errors;
    into.timeouts += result.timeouts;
  }
  await drain(target);
  return { requests };
}

/**
 * Waits out the requests the server is still working on (the load tool has hung up, the server has
 * not): one request at a time until one takes no more than twice what it took before any load
 * (`target.idleMs`), at most a minute.
 */
async function drain(target) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(target.url, { headers: target.headers ?? {} }).then((r) => r.arrayBuffer()).catch(() => undefined);
    if (performance.now() - started <= 2 * target.idleMs + 5) return;
  }
}

/** Median time of one request at a time: the cost of a request with no queue in front of it. */
async function solo(target, times = 15) {
  const ms = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await fetch(target.url, { headers: target.headers ?? {} });
    await res.arrayBuffer();
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)];
}

function printTable(results) {
  const rows = [['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'solo ms', 'KB/resp', 'unexpected']];
  for (const r of results) {
    rows.push([r.label, r.rps.toFixed(0), String(r.p50), String(r.p99), r.soloMs.toFixed(1), r.kbPerRequest.toFixed(1), String(r.unexpected)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log('  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
}

function judge(run) {
  const by = Object.fromEntries(run.results.map((r) => [r.name, r]));
  const ratio = (a, b, target, label) =>
    by[a] && by[b] ? [{ label: `${run.kind} ${label}`, value: (by[a].rps / by[b].rps).toFixed(2), target: `>= ${target}`, ok: by[a].rps / by[b].rps >= target }] : [];
  const verdicts = [
    ...ratio('products', 'bare', TARGETS.productsVsBare, '/api/products / bare'),
    ...ratio('me', 'health', TARGETS.meVsHealth, '/api/me / /api/health'),
    ...ratio('notModified', 'health', TARGETS.notModifiedVsHealth, '304 / /api/health'),
    ...ratio('list', 'bareList', TARGETS.listVsBare, 'customer price list / bare'),
  ];
  for (const o of run.operations) {
    verdicts.push({ label: `${run.kind} ${o.label}`, value: `${o.medianMs.toFixed(0)} ms`, target: `<= ${o.targetMs} ms`, ok: o.medianMs <= o.targetMs });
  }
  for (const o of run.overloads) {
    verdicts.push({
      label: `${run.kind} /api/health after ${OVERLOAD_SECONDS} s of ${OVERLOAD_CONNECTIONS} connections (${o.label}), slowest of 10`,
      value: `${o.healthAfter.max.toFixed(0)} ms (idle ${o.healthIdleMs.toFixed(1)} ms)`,
      target: `< ${TARGETS.healthAfterOverloadMs} ms`,
      ok: o.healthAfter.max < TARGETS.healthAfterOverloadMs,
    });
  }
  if (run.rush) verdicts.push(...judgeRush(run.rush));
  if (run.kind === 'pglite') {
    for (const r of run.results) {
      verdicts.push({ label: `pglite p99 ${r.label}`, value: `${r.p99} ms`, target: `< ${TARGETS.pgliteP99Ms} ms`, ok: r.p99 < TARGETS.pgliteP99Ms });
    }
  }
  for (const r of run.results) {
    if (r.unexpected) {
      const statuses = Object.entries(r.unexpectedStatuses).map(([status, n]) => `${n} x ${status}`);
      if (r.errors) statuses.push(`${r.errors} connection errors`);
      if (r.timeouts) statuses.push(`${r.timeouts} timeouts`);
      verdicts.push({ label: `${run.kind} ${r.label} unexpected answers`, value: statuses.join(', '), target: '0', ok: false });
    }
  }
  return verdicts;
}

/**
 * OVERLOAD_CONNECTIONS connections on `target` for OVERLOAD_SECONDS (requests time out after 10 s, as
 * a client gives up), with /api/health timed every 250 ms meanwhile; then ten health checks one after
 * the other as soon as the load stops. No waiting for the server to drain first: that is the point.
 */
async function overload(label, target, health) {
  const { default: autocannon } = await import('autocannon');
  const timeHealth = async () => {
    const started = performance.now();
    const ok = await fetch(health.url, { signal: AbortSignal.timeout(60_000) }).then((r) => r.status === 200, () => false);
    return { ms: performance.now() - started, ok };
  };
  const healthIdleMs = (await timeHealth()).ms;
  process.stdout.write(`  overload: ${label}, ${OVERLOAD_CONNECTIONS} connections for ${OVERLOAD_SECONDS} s ... `);
  const statuses = {};
  const latencies = [];
  const instance = autocannon({ url: target.url, connections: OVERLOAD_CONNECTIONS, headers: target.headers ?? {}, duration: OVERLOAD_SECONDS, timeout: 10 });
  instance.on('response', (_client, status, _bytes, ms) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) latencies.push(ms);
  });
  const during = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      during.push(await timeHealth());
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const result = await instance;
  probing = false;
  const after = [];
  for (let i = 0; i < 10; i++) after.push(await timeHealth());
  await probe;
  const ms = (list) => list.map((h) => h.ms).sort((a, b) => a - b);
  const summary = (list) => {
    const sorted = ms(list);
    return { n: list.length, failed: list.filter((h) => !h.ok).length, p50: sorted[Math.floor(sorted.length / 2)] ?? NaN, max: sorted.at(-1) ?? NaN, first: list[0]?.ms ?? NaN };
  };
  latencies.sort((a, b) => a - b);
  console.log(`${Object.values(statuses).reduce((a, b) => a + b, 0)} answers`);
  return {
    label,
    seconds: result.duration,
    statuses,
    okPerSecond: (statuses[200] ?? 0) / result.duration,
    okP50: latencies[Math.floor(latencies.length / 2)] ?? NaN,
    okP99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    errors: result.errors,
    timeouts: result.timeouts,
    healthIdleMs,
    healthDuring: summary(during),
    healthAfter: summary(after),
  };
}

function printOverload(o) {
  const answers = Object.entries(o.statuses).map(([status, n]) => `${n} x ${status}`).join(', ');
  console.log(`  overload, ${o.label}: ${answers}; ${o.timeouts} timeouts, ${o.errors} errors`);
  console.log(`    200s: ${o.okPerSecond.toFixed(1)}/s, p50 ${o.okP50} ms, p99 ${o.okP99} ms`);
  console.log(`    /api/health idle ${o.healthIdleMs.toFixed(1)} ms; during the load p50 ${o.healthDuring.p50.toFixed(0)} ms, slowest ${o.healthDuring.max.toFixed(0)} ms (${o.healthDuring.n} checks, ${o.healthDuring.failed} failed); after it: first ${o.healthAfter.first.toFixed(0)} ms, slowest of 10 ${o.healthAfter.max.toFixed(0)} ms`);
}

/**
 * Tops the live catalogue up to PRODUCT_COUNT with generated products, each priced in the three
 * standard lists, in two statements. The embedded database is opened directly (the server is stopped).
 */
async function generateCatalogue(kind, databaseUrl, dataDir) {
  const statements = [
    `insert into products (slug, name_en, name_es, category, unit, pack_en, pack_es, in_stock)
     select 'bench-' || g,
            (array['Golden', 'Red', 'Baby', 'Organic', 'Large'])[1 + g % 5] || ' ' ||
              (array['Pineapple', 'Tomato', 'Mango', 'Pepper', 'Lettuce', 'Cilantro', 'Plantain'])[1 + g % 7] || ' ' || g,
            (array['Piña', 'Tomate', 'Mango', 'Pimiento', 'Lechuga', 'Cilantro', 'Plátano'])[1 + g % 7] || ' ' ||
              (array['dorado', 'rojo', 'baby', 'orgánico', 'grande'])[1 + g % 5] || ' ' || g,
            (array['vegetables', 'fruits', 'dry_produce', 'herbs', 'others'])[1 + g % 5],
            'case', g % 40 || ' lb case', 'caja de ' || g % 40 || ' lb', g % 9 <> 0
     from generate_series(1, greatest(0, ${PRODUCT_COUNT} - (select count(*) from products where archived_at is null))::int) g`,
    `insert into price_items (price_list_id, product_id, price, price_changed_at)
     select pl.id, p.id,
            round((4 + (abs(hashtext(p.slug)) % 4000) / 100.0) * case pl.tier when 'small' then 1 when 'medium' then 0.95 else 0.9 end, 2),
            now() - make_interval(days => abs(hashtext(p.slug || pl.id)) % 30)
     from products p cross join price_lists pl
     where p.slug like 'bench-%' and pl.is_template`,
  ];
  const db = kind === 'postgres' ? await connectPostgres(databaseUrl) : await openEmbedded(path.join(dataDir, 'pgdata'));
  try {
    const added = await db.run(statements[0]);
    await db.run(statements[1]);
    await db.run('analyze');
    return added;
  } finally {
    await db.close();
  }
}

/**
 * Customer lists of PRODUCT_COUNT items each: COPY_LISTS one-time copies of Small business
 * (bench-copy-N) and LINKED_LISTS lists that follow it at +8% rounded to .x9 (bench-linked-N), each at
 * version 1 with its history; bench-copy-1 is shared with the bench customer. Answers the customer's id.
 */
async function generatePriceLists(kind, databaseUrl, dataDir, customerEmail) {
  const x9 = (cents) => `(case when ${cents} = 0 then 0 else ((${cents} + 5) / 10) * 10 - 1 end)`;
  const statements = [
    `insert into price_lists (slug, name, parent_id, linked, adjust_kind, adjust_direction, adjust_value, rounding, version)
     select 'bench-copy-' || g, 'Bench copy ' || g, (select id from price_lists where slug = 'small-business'), false, null, null, null, null, 1
     from generate_series(1, ${COPY_LISTS}) g
     union all
     select 'bench-linked-' || g, 'Bench linked ' || g, (select id from price_lists where slug = 'small-business'), true, 'percent', 'up', 800, 'x9', 1
     from generate_series(1, ${LINKED_LISTS}) g`,
    `insert into price_items (price_list_id, product_id, price, price_changed_at)
     select l.id, i.product_id,
            case when l.linked then ${x9('round(i.price * 108)::int')} / 100.0 else i.price end,
            now() - interval '10 days'
     from price_lists l cross join price_items i
     where l.slug like 'bench-%' and i.price_list_id = (select id from price_lists where slug = 'small-business')
       and i.product_id in (select id from products where archived_at is null)`,
    `insert into price_history (price_list_id, product_id, version, old_price, new_price, reason, changed_at)
     select i.price_list_id, i.product_id, 1, null, i.price, 'Bench', i.price_changed_at
     from price_items i join price_lists l on l.id = i.price_list_id where l.slug like 'bench-%'`,
    `insert into price_list_versions (price_list_id, number, reason, added, created_at)
     select l.id, 1, 'Bench', (select count(*) from price_items i where i.price_list_id = l.id), now() - interval '10 days'
     from price_lists l where l.slug like 'bench-%'`,
    `insert into price_list_shares (price_list_id, user_id)
     select (select id from price_lists where slug = 'bench-copy-1'), id from "user" where email = '${customerEmail}'`,
    'analyze',
  ];
  const db = kind === 'postgres' ? await connectPostgres(databaseUrl) : await openEmbedded(path.join(dataDir, 'pgdata'));
  try {
    for (const statement of statements) await db.run(statement);
    return await db.value(`select id from "user" where email = '${customerEmail}'`);
  } finally {
    await db.close();
  }
}

/**
 * Two lists of COMPARE_ITEMS items for the comparison: the catalogue topped up to that many live
 * products, list A prices all of them, list B nine in ten (a third of those at another price) plus
 * none of its own.
 */
async function generateCompareLists(kind, databaseUrl, dataDir) {
  const statements = [
    `insert into products (slug, name_en, name_es, category, unit)
     select 'bench-cmp-' || g, 'Compare item ' || g, 'Artículo comparado ' || g,
            (array['vegetables', 'fruits', 'dry_produce', 'herbs', 'others'])[1 + g % 5], 'case'
     from generate_series(1, greatest(0, ${COMPARE_ITEMS} - (select count(*) from products where archived_at is null))::int) g`,
    `insert into price_lists (slug, name, version) values ('bench-compare-a', 'Compare A', 1), ('bench-compare-b', 'Compare B', 1)`,
    `insert into price_items (price_list_id, product_id, price)
     select (select id from price_lists where slug = 'bench-compare-a'), p.id, 5 + (abs(hashtext(p.slug)) % 3000) / 100.0
     from products p where p.archived_at is null`,
    `insert into price_items (price_list_id, product_id, price)
     select (select id from price_lists where slug = 'bench-compare-b'), i.product_id,
            case when abs(hashtext(p.slug)) % 3 = 0 then i.price + 0.50 else i.price end
     from price_items i join products p on p.id = i.product_id
     where i.price_list_id = (select id from price_lists where slug = 'bench-compare-a') and abs(hashtext(p.slug || 'b')) % 10 <> 0`,
    // Vacuumed, as a catalogue in steady state is: otherwise the saves' dead rows and the 10,000 new
    // ones leave autovacuum work that can fall inside the measurement (runs gave 31 ms to 68 ms).
    'vacuum analyze',
  ];
  const db = kind === 'postgres' ? await connectPostgres(databaseUrl) : await openEmbedded(path.join(dataDir, 'pgdata'));
  try {
    for (const statement of statements) await db.run(statement);
  } finally {
    await db.close();
  }
}

/** One POST at a time, as the page sends it: JSON with the Origin the server expects. */
async function post(baseUrl, pathname, headers, body) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`POST ${pathname} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return { json, ms };
}

function summarize(label, targetMs, times, note) {
  return {
    label,
    targetMs,
    runs: times.length,
    medianMs: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)],
    maxMs: Math.max(...times),
    note,
  };
}

/**
 * Issue 11: a 2,000-item list as a customer receives it. The PDF is timed through the API (wall
 * clock, one request at a time) beside the same list read as JSON, the yardstick; the WhatsApp message
 * is built here with the page's own code from that JSON, as the browser does.
 */
async function timeExports(baseUrl, staff) {
  const { buildWhatsAppMessage, DEFAULT_COMPANY_FACTS } = await import('@freshprice/shared');
  const timed = async (url) => {
    const started = performance.now();
    const res = await fetch(url, { headers: staff });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return { ms: performance.now() - started, body };
  };
  const pdf = [];
  const json = [];
  const message = [];
  let list;
  let bytes = 0;
  let chars = 0;
  for (let i = 0; i < 3 + 9; i++) {
    const read = await timed(`${baseUrl}/api/price-lists/bench-copy-1`);
    const sheet = await timed(`${baseUrl}/api/price-lists/bench-copy-1/sheet.pdf?language=es&validDate=2026-11-27&validTime=18:00`);
    list = JSON.parse(read.body.toString());
    const started = performance.now();
    const text = buildWhatsAppMessage(list.items, { company: DEFAULT_COMPANY_FACTS, listName: list.name, customerName: null, tier: list.tier }, {
      language: 'es', categories: null, inStockOnly: false, changedOnly: false, arrows: true, validUntil: { date: '2026-11-27', time: '18:00' }, now: new Date(),
    });
    const built = performance.now() - started;
    if (i < 3) continue;
    json.push(read.ms);
    pdf.push(sheet.ms);
    message.push(built);
    bytes = sheet.body.length;
    chars = text.length;
  }
  const jsonMedian = [...json].sort((a, b) => a - b)[Math.floor(json.length / 2)];
  const pdfOp = summarize(`PDF of a ${list.items.length}-item list`, TARGETS.exportMs, pdf, `${(bytes / 1024).toFixed(0)} KB; the same list as JSON: median ${jsonMedian.toFixed(0)} ms`);
  pdfOp.note += `, PDF / JSON ${(pdfOp.medianMs / jsonMedian).toFixed(1)}`;
  return [pdfOp, summarize(`WhatsApp message of a ${list.items.length}-item list (built as the page does)`, TARGETS.exportMs, message, `${chars} characters`)];
}

/**
 * The two saves of issue 9, one at a time, each changing every one of the 2,000 prices (up a cent
 * on odd runs, back down on even ones): a customer list on its own, then the Small business template
 * that the 20 linked lists follow.
 */
async function timeWrites(baseUrl, staff) {
  const saveAll = async (slug, runs) => {
    const times = [];
    let linked = 0;
    for (let i = 0; i < runs; i++) {
      const list = await (await fetch(`${baseUrl}/api/price-lists/${slug}`, { headers: staff })).json();
      const changes = list.items.map((item) => {
        const cents = Math.round(Number(item.price) * 100) + (i % 2 ? -1 : 1);
        return { productId: item.productId, price: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` };
      });
      const { json, ms } = await post(baseUrl, `/api/price-lists/${slug}/save`, staff, { version: list.version, changes, confirmBelowFloor: true, reason: 'Bench' });
      if (json.changed !== changes.length) throw new Error(`${slug}: ${json.changed} of ${changes.length} prices changed`);
      linked = json.linked.length;
      times.push(ms);
    }
    return { times, linked };
  };
  const own = await saveAll('bench-copy-2', 5);
  const base = await saveAll('small-business', 3);
  // The demo data adds its own linked list (private-list-1) to the bench's twenty.
  if (base.linked < LINKED_LISTS) throw new Error(`the base save moved ${base.linked} linked lists, not ${LINKED_LISTS}`);
  return [
    summarize(`save ${PRODUCT_COUNT} changed prices (one version)`, TARGETS.save2000Ms, own.times),
    summarize(`base save with ${base.linked} linked lists following`, TARGETS.baseSaveMs, base.times, `${base.linked} x ${PRODUCT_COUNT} prices recomputed`),
  ];
}

/** Compares the two 10,000-item lists: the server's own time (Server-Timing) when it sends it. */
async function timeCompare(baseUrl, staff) {
  const url = `${baseUrl}/api/price-lists/compare?a=bench-compare-a&b=bench-compare-b`;
  const times = [];
  let rows = 0;
  let serverTimed = true;
  // The server has just started: the first requests also compile the code and grow the heap, which a
  // server that has run all morning has done long ago.
  for (let i = 0; i < COMPARE_WARMUP + COMPARE_RUNS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: staff });
    const body = await res.json();
    const wall = performance.now() - started;
    if (res.status !== 200) throw new Error(`compare answered ${res.status}`);
    rows = body.rows.length;
    const app = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (!app) serverTimed = false;
    if (i >= COMPARE_WARMUP) times.push(app ? Number(app[1]) : wall);
  }
  return summarize(`compare two ${COMPARE_ITEMS.toLocaleString('en-US')}-item lists`, TARGETS.compareMs, times, `${rows} rows; ${serverTimed ? 'server time' : 'wall time'}`);
}

/** The bench's database opened directly (the embedded one only while the server is stopped), for `use`. */
async function withDatabase(kind, databaseUrl, dataDir, use) {
  const db = kind === 'postgres' ? await connectPostgres(databaseUrl) : await openEmbedded(path.join(dataDir, 'pgdata'));
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/** `run(sql)` answers how many rows the statement changed. */
async function connectPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    run: async (sql) => (await client.query(sql)).rowCount,
    value: async (sql) => Object.values((await client.query(sql)).rows[0] ?? {})[0],
    rows: async (sql) => (await client.query(sql)).rows,
    close: () => client.end(),
  };
}

async function openEmbedded(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  return {
    run: async (sql) => (await db.query(sql)).affectedRows,
    value: async (sql) => Object.values((await db.query(sql)).rows[0] ?? {})[0],
    rows: async (sql) => (await db.query(sql)).rows,
    close: () => db.close(),
  };
}

function startBare(databaseUrl, port, limit, logFile, customerId) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--bare'], {
    env: { ...process.env, BARE_DATABASE_URL: databaseUrl, BARE_PORT: String(port), BARE_LIMIT: String(limit), BARE_CUSTOMER: customerId },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return waitFor(`http://127.0.0.1:${port}/`, child, logFile);
}

/** The yardstick: node:http and pg, no framework, no session, the same JSON as GET /api/products. */
async function runBare() {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  const limit = Number(process.env.BARE_LIMIT);
  const money = (value) => {
    const [whole, frac = ''] = value.split('.');
    return `${String(Number(whole))}.${frac.padEnd(2, '0').slice(0, 2)}`;
  };
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const server = http.createServer(async (req, res) => {
    try {
      if (req.url.startsWith('/list/')) {
        const { rows: [list] } = await pool.query(BARE_LIST_SQL, [decodeURIComponent(req.url.slice(6)), process.env.BARE_CUSTOMER]);
        if (!list) return send(res, 404, '{}');
        const items = await pool.query(BARE_ITEMS_SQL, [list.id]);
        const { isTemplate, minMarginBp, ...rest } = list;
        return send(res, 200, JSON.stringify({
          ...rest,
          kind: isTemplate ? 'template' : 'customer',
          base: null,
          adjustment: null,
          sharedWith: [],
          updatedBy: null,
          items: items.rows,
          minMarginBp,
        }));
      }
      const { rows } = await pool.query(BARE_PAGE_SQL, [limit + 1]);
      const page = rows.slice(0, limit);
      const prices = await pool.query(BARE_PRICES_SQL, [page.map((r) => r.id)]);
      const byProduct = new Map();
      for (const p of prices.rows) {
        const list = byProduct.get(p.productId) ?? [];
        list.push({ listId: p.listId, listName: p.listName, tier: p.tier, price: money(p.price) });
        byProduct.set(p.productId, list);
      }
      const body = JSON.stringify({
        items: page.map((r) => ({ ...r, prices: byProduct.get(r.id) ?? [] })),
        next: rows.length > limit ? page.at(-1).id : null,
      });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } catch (err) {
      console.error(err);
      res.writeHead(500).end();
    }
  });
  server.listen(Number(process.env.BARE_PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close(() => pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  });
}
