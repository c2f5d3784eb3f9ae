// The morning rush (issue 24, docs/performance.md), a part of `npm run bench:api` (BENCH_ONLY=rush):
// RUSH_CUSTOMERS customers (200 on PostgreSQL, 50 on the embedded database), each with a list of
// their own shared with them (RUSH_LIST_ITEMS in-stock items) and either a large business or a waived
// minimum, place one RUSH_LINES-line order each within RUSH_SECONDS: a quarter all at once at the
// start, a quarter all at once half-way, the rest spread over the minute. Every POST carries its own
// Idempotency-Key, and a share of customers send it again with the same key, as a phone does:
//   timeout  the first attempt is given up after 30-300 ms (the server may still be placing it) and sent again
//   double   a double tap: two identical requests at the same moment
//   replay   the same request again once the answer has come
// Afterwards the database is read: every customer has exactly one order (none lost, none twice) of
// RUSH_LINES lines at the total their list's prices make. Then, on a quiet server, one order at a time
// against /api/health, one request at a time, in the same run.
import { randomUUID } from 'node:crypto';
import { signIn } from './bench-lib.mjs';

export const RUSH_LINES = 30;
export const RUSH_LIST_ITEMS = 40;
export const RUSH_SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
export const rushCustomers = (kind) => Number(process.env.RUSH_CUSTOMERS ?? (kind === 'postgres' ? 200 : 50));
const SOLO_ORDERS = 9;
const SOLO_WARMUP = 3;
const CLIENT_TIMEOUT_MS = 30_000;

/** Customer `bench-rush-0` places the solo orders; `bench-rush-1` … `bench-rush-N` are the rush. */
const id = (g) => `bench-rush-${g}`;

/**
 * The rush's customers and lists, written with the server stopped. Each customer is a copy of the
 * template customer (made by the user CLI, so its password hash is the real one): even ones a large
 * business reading Spanish, odd ones a small business whose minimum staff waived, reading English.
 * Each has a list of its own (bench-rush-N) of RUSH_LIST_ITEMS in-stock items at Small business prices.
 */
export function rushSetupStatements(count, templateEmail) {
  const template = `(select id from "user" where email = '${templateEmail}')`;
  return [
    `insert into "user" (id, name, email, email_verified, language, company_name, business_size, minimum_waived)
     select 'bench-rush-' || g, 'Rush customer ' || g, 'bench-rush-' || g || '@example.com', true,
            case when g % 2 = 0 then 'es' else 'en' end, 'Rush Restaurant ' || g,
            case when g % 2 = 0 then 'large' else 'small' end, g % 2 = 1
     from generate_series(0, ${count}) g`,
    `insert into account (id, account_id, provider_id, user_id, password)
     select 'bench-rush-account-' || g, 'bench-rush-' || g, 'credential', 'bench-rush-' || g,
            (select password from account where provider_id = 'credential' and user_id = ${template})
     from generate_series(0, ${count}) g`,
    `insert into user_roles (user_id, role) select 'bench-rush-' || g, 'customer' from generate_series(0, ${count}) g`,
    `insert into price_lists (slug, name, parent_id, linked, version)
     select 'bench-rush-' || g, 'Rush list ' || g, (select id from price_lists where slug = 'small-business'), false, 1
     from generate_series(0, ${count}) g`,
    `insert into price_items (price_list_id, product_id, price, price_changed_at)
     select l.id, x.product_id, x.price, now() - interval '10 days'
     from price_lists l cross join lateral (
       select i.product_id, i.price from price_items i join products p on p.id = i.product_id
       where i.price_list_id = (select id from price_lists where slug = 'small-business') and p.in_stock and p.archived_at is null
       order by hashtext(p.slug || l.slug) limit ${RUSH_LIST_ITEMS}) x
     where l.slug like 'bench-rush-%'`,
    `insert into price_list_versions (price_list_id, number, reason, added, created_at)
     select l.id, 1, 'Bench', ${RUSH_LIST_ITEMS}, now() - interval '10 days' from price_lists l where l.slug like 'bench-rush-%'`,
    `insert into price_list_shares (price_list_id, user_id) select l.id, l.slug from price_lists l where l.slug like 'bench-rush-%'`,
    'analyze',
  ];
}

/** Each rush list's items (slug and price), to order from and to check the totals by. */
export const RUSH_ITEMS_SQL = `
  select l.slug as list, p.slug as product, i.price::text as price
  from price_lists l join price_items i on i.price_list_id = l.id join products p on p.id = i.product_id
  where l.slug like 'bench-rush-%' order by l.slug, p.slug`;

/** What the rush left in the database, one row per customer. */
export const RUSH_ORDERS_SQL = `
  select u.id as customer, count(o.id)::int as orders,
         coalesce(array_agg(o.id::text order by o.created_at) filter (where o.id is not null), '{}') as ids,
         coalesce(array_agg(o.total::text order by o.created_at) filter (where o.id is not null), '{}') as totals,
         coalesce(sum((select count(*) from order_lines ol where ol.order_id = o.id)), 0)::int as lines
  from "user" u left join orders o on o.customer_id = u.id
  where u.id like 'bench-rush-%' group by u.id`;

const cents = (money) => Math.round(Number(money) * 100);
const money = (c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A seeded generator, so that two runs send the same orders at the same moments. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The order customer g sends: RUSH_LINES of its list's items, quantities of 1 to 6 with some halves, and its expected total. */
function orderOf(g, items, deliveryDate, rnd) {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  const chosen = shuffled.slice(0, RUSH_LINES);
  let total = 0;
  const lines = chosen.map((item) => {
    const quantity = 1 + Math.floor(rnd() * 6) + (rnd() < 0.2 ? 0.5 : 0);
    total += Math.floor((cents(item.price) * Math.round(quantity * 100) + 50) / 100);
    return { product: item.product, quantity };
  });
  const body = { priceList: id(g), deliveryDate, lines, ...(g % 3 === 0 ? { note: `Rush ${g}: back door, before 7` } : {}) };
  return { body, total: money(total) };
}

/** Who retries how: three customers in ten send their order more than once, with the same key. */
const behaviourOf = (g) => ({ 1: 'timeout', 2: 'double', 3: 'replay' })[g % 10] ?? 'once';

/**
 * When customer g starts (`at`, in ms from the rush's start), and whether in a burst: a quarter at 0, a quarter half-way, the rest
 * spread over the whole time.
 */
function startOf(g, count, rnd) {
  const quarter = Math.max(1, Math.floor(count / 4));
  if (g <= quarter) return { at: 0, burst: true };
  if (g <= 2 * quarter) return { at: (RUSH_SECONDS * 1000) / 2, burst: true };
  return { at: rnd() * RUSH_SECONDS * 1000 * 0.98, burst: false };
}

/**
 * Runs the rush against a started server. `readOrders()` answers RUSH_ORDERS_SQL's rows (the caller
 * opens the database as it can); `items` are RUSH_ITEMS_SQL's rows. The password is the template's.
 */
export async function runRush({ kind, baseUrl, count, password, items, readOrders }) {
  const byList = new Map();
  for (const row of items) {
    const list = byList.get(row.list) ?? [];
    list.push(row);
    byList.set(row.list, list);
  }
  for (let g = 0; g <= count; g++) {
    if ((byList.get(id(g))?.length ?? 0) < RUSH_LINES) throw new Error(`${id(g)} has ${byList.get(id(g))?.length ?? 0} items, fewer than ${RUSH_LINES}`);
  }

  // Sign-ins first, a few at a time (each checks a password hash): they are not part of the rush.
  process.stdout.write(`  rush: signing in ${count + 1} customers ... `);
  const cookies = new Array(count + 1);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next <= count) {
        const g = next++;
        cookies[g] = await signIn(baseUrl, `${id(g)}@example.com`, password);
      }
    }),
  );
  console.log('done');

  // A delivery date at least ten minutes before its cutoff, so that the rush cannot cross it.
  const optionsRes = await fetch(`${baseUrl}/api/orders/options?priceList=${id(0)}`, { headers: { cookie: cookies[0] } });
  if (optionsRes.status !== 200) throw new Error(`GET /api/orders/options answered ${optionsRes.status}: ${await optionsRes.text()}`);
  const options = await optionsRes.json();
  const day = options.deliveryDates.find((d) => Date.parse(d.cutoff) - Date.now() > 10 * 60_000);
  if (!day) throw new Error(`no delivery date with ten minutes before its cutoff: ${JSON.stringify(options.deliveryDates)}`);

  // A phone gives up on an answer after CLIENT_TIMEOUT_MS: such a request counts as an error. A
  // request given up on purpose (`giveUpMs`, the timeout retry) answers null.
  const post = async (g, body, key, giveUpMs) => {
    const started = performance.now();
    const controller = new AbortController();
    const givenUp = new Error('given up');
    const timer = setTimeout(() => controller.abort(giveUpMs ? givenUp : new Error(`no answer within ${CLIENT_TIMEOUT_MS / 1000} s`)), giveUpMs ?? CLIENT_TIMEOUT_MS);
    try {
      const res = await fetch(`${baseUrl}/api/orders`, {
        method: 'POST',
        headers: { cookie: cookies[g], 'content-type': 'application/json', origin: baseUrl, 'idempotency-key': key },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      const text = await res.text();
      const ms = performance.now() - started;
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        // reported below with the status
      }
      return { status: res.status, ms, json, text, replayed: res.headers.get('idempotent-replayed') === 'true' };
    } catch (err) {
      if (controller.signal.aborted && controller.signal.reason === givenUp) return null;
      throw controller.signal.aborted ? controller.signal.reason : err;
    } finally {
      clearTimeout(timer);
    }
  };

  const attempts = [];
  const problems = [];
  let failures = 0;
  const answered = new Map();
  const note = (g, what, r) => {
    attempts.push({ g, what, ms: r.ms, status: r.status });
    if (r.status !== 201) problems.push(`${id(g)} ${what}: ${r.status} ${r.text.slice(0, 200)}`);
    else (answered.get(g) ?? answered.set(g, new Set()).get(g)).add(r.json.id);
  };
  const expected = new Map();
  const rnd = random(24);
  const plan = [];
  for (let g = 1; g <= count; g++) {
    const order = orderOf(g, byList.get(id(g)), day.date, rnd);
    expected.set(g, order.total);
    plan.push({ g, ...startOf(g, count, rnd), order, behaviour: behaviourOf(g), giveUpMs: Math.round(30 + rnd() * 270) });
  }

  const customer = async ({ g, at, order, behaviour, giveUpMs }) => {
    await sleep(at - (performance.now() - started));
    const key = randomUUID();
    pending.set(g, behaviour);
    try {
      if (behaviour === 'timeout') {
        const first = await post(g, order.body, key, giveUpMs);
        if (first) note(g, 'first (answered before the timeout)', first);
        else attempts.push({ g, what: 'given up', ms: giveUpMs, status: 0 });
        note(g, 'retry after a timeout', await post(g, order.body, key));
      } else if (behaviour === 'double') {
        const [a, b] = await Promise.all([post(g, order.body, key), post(g, order.body, key)]);
        note(g, 'double tap', a);
        note(g, 'double tap', b);
      } else {
        note(g, 'first', await post(g, order.body, key));
        if (behaviour === 'replay') {
          const again = await post(g, order.body, key);
          note(g, 'replay', again);
          if (again.status === 201 && !again.replayed) problems.push(`${id(g)} replay: answered without Idempotent-Replayed`);
        }
      }
    } catch (err) {
      failures++;
      problems.push(`${id(g)}: ${err.message}`);
    } finally {
      pending.delete(g);
    }
  };
  // Customers still waiting well after the minute are named, so that a hang shows where it is.
  const pending = new Map();
  const watchdog = setInterval(() => {
    if (pending.size && performance.now() - started > (RUSH_SECONDS + 45) * 1000) {
      console.log(`\n  rush: still waiting for ${[...pending].map(([g, behaviour]) => `${id(g)} (${behaviour})`).join(', ')}`);
    }
  }, 15_000);

  // /api/health every 250 ms while the rush runs.
  const health = [];
  let rushing = true;
  const probe = (async () => {
    while (rushing) {
      const t = performance.now();
      const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.status === 200, () => false);
      health.push({ ms: performance.now() - t, ok });
      await sleep(250);
    }
  })();
  process.stdout.write(`  rush: ${count} customers, ${RUSH_LINES} lines each, within ${RUSH_SECONDS} s, delivery ${day.date} ... `);
  const started = performance.now();
  await Promise.all(plan.map(customer));
  const wallMs = performance.now() - started;
  clearInterval(watchdog);
  rushing = false;
  await probe;
  console.log(`${(wallMs / 1000).toFixed(1)} s`);

  // What the database holds: exactly one order per customer, of RUSH_LINES lines, at the expected total.
  const rows = await readOrders();
  let lost = 0;
  let duplicates = 0;
  let wrong = 0;
  for (const row of rows) {
    const g = Number(row.customer.slice('bench-rush-'.length));
    if (g === 0) continue;
    if (row.orders === 0) lost++;
    if (row.orders > 1) duplicates += row.orders - 1;
    if (row.orders === 1) {
      const ids = answered.get(g) ?? new Set();
      if (ids.size !== 1 || !ids.has(row.ids[0])) problems.push(`${id(g)}: answered ${[...ids].join(', ') || 'nothing'}, the database holds ${row.ids[0]}`);
      if (row.lines !== RUSH_LINES) problems.push(`${id(g)}: ${row.lines} lines stored, not ${RUSH_LINES}`);
      if (row.totals[0] !== expected.get(g)) {
        wrong++;
        problems.push(`${id(g)}: total ${row.totals[0]}, the list's prices make ${expected.get(g)}`);
      }
    }
  }
  const seen = rows.filter((r) => r.customer !== id(0)).length;
  if (seen !== count) lost += count - seen;

  // One order at a time on the quiet server, each followed by /api/health one request at a time; the
  // first rounds warm up (on the embedded database the server has just restarted to read the orders).
  const soloOrders = [];
  const soloHealth = [];
  for (let i = 0; i < SOLO_WARMUP + SOLO_ORDERS; i++) {
    const { body } = orderOf(0, byList.get(id(0)), day.date, rnd);
    const r = await post(0, body, randomUUID());
    if (r.status !== 201) throw new Error(`solo order answered ${r.status}: ${r.text.slice(0, 300)}`);
    // The order's mails go out after its answer: they are left to finish first.
    await sleep(100);
    const t = performance.now();
    await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    if (i < SOLO_WARMUP) continue;
    soloOrders.push(r.ms);
    soloHealth.push(performance.now() - t);
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

  const placed = attempts.filter((a) => a.status !== 0).map((a) => a.ms).sort((a, b) => a - b);
  const burstStart = new Map(plan.map((p) => [p.g, p.burst]));
  const sortedMs = (list) => list.map((a) => a.ms).sort((a, b) => a - b);
  const answeredAttempts = attempts.filter((a) => a.status !== 0);
  const inBursts = sortedMs(answeredAttempts.filter((a) => burstStart.get(a.g)));
  const spread = sortedMs(answeredAttempts.filter((a) => !burstStart.get(a.g)));
  const healthMs = health.map((h) => h.ms).sort((a, b) => a - b);
  return {
    kind,
    customers: count,
    lines: RUSH_LINES,
    seconds: RUSH_SECONDS,
    wallSeconds: wallMs / 1000,
    deliveryDate: day.date,
    posts: placed.length,
    givenUp: attempts.filter((a) => a.status === 0).length,
    retried: { timeout: plan.filter((p) => p.behaviour === 'timeout').length, double: plan.filter((p) => p.behaviour === 'double').length, replay: plan.filter((p) => p.behaviour === 'replay').length },
    // Answers other than 201, and requests that got no answer (other than the ones given up on purpose).
    errors: attempts.filter((a) => a.status !== 0 && a.status !== 201).length + failures,
    lost,
    duplicates,
    wrongTotals: wrong,
    problems,
    p50: Math.round(percentile(placed, 0.5)),
    p99: Math.round(percentile(placed, 0.99)),
    max: Math.round(placed.at(-1) ?? NaN),
    burst: { size: plan.filter((p) => p.burst && p.at === 0).length, p50: Math.round(percentile(inBursts, 0.5)), p99: Math.round(percentile(inBursts, 0.99)) },
    spread: { p50: Math.round(percentile(spread, 0.5)), p99: Math.round(percentile(spread, 0.99)) },
    healthDuring: { n: health.length, failed: health.filter((h) => !h.ok).length, p50: percentile(healthMs, 0.5), max: healthMs.at(-1) ?? NaN },
    soloOrderMs: median(soloOrders),
    soloHealthMs: median(soloHealth),
  };
}

export function printRush(r) {
  console.log(`  morning rush: ${r.customers} customers x ${r.lines} lines within ${r.seconds} s (took ${r.wallSeconds.toFixed(1)} s), delivery ${r.deliveryDate}`);
  console.log(`    ${r.posts} answered POSTs (${r.retried.timeout} retried after a timeout, ${r.givenUp} attempts given up; ${r.retried.double} double taps; ${r.retried.replay} replays)`);
  console.log(`    errors ${r.errors}, lost ${r.lost}, duplicates ${r.duplicates}, wrong totals ${r.wrongTotals}`);
  console.log(`    placement p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms (in the two bursts of ${r.burst.size} at once: p50 ${r.burst.p50} ms, p99 ${r.burst.p99} ms; spread out: p50 ${r.spread.p50} ms, p99 ${r.spread.p99} ms)`);
  console.log(`    /api/health during the rush: p50 ${r.healthDuring.p50.toFixed(0)} ms, slowest ${r.healthDuring.max.toFixed(0)} ms (${r.healthDuring.n} checks, ${r.healthDuring.failed} failed)`);
  console.log(`    quiet server, one at a time: an order ${r.soloOrderMs.toFixed(1)} ms, /api/health ${r.soloHealthMs.toFixed(1)} ms (order / health ${(r.soloOrderMs / r.soloHealthMs).toFixed(1)})`);
  for (const p of r.problems.slice(0, 20)) console.log(`    ! ${p}`);
  if (r.problems.length > 20) console.log(`    ! … ${r.problems.length - 20} more`);
}

/** The issue's guarantees: no error, none lost, none twice, p99 under a second. */
export function judgeRush(r) {
  const label = (what) => `${r.kind} morning rush (${r.customers} customers): ${what}`;
  return [
    { label: label('errors'), value: String(r.errors), target: '0', ok: r.errors === 0 && r.problems.length === 0 },
    { label: label('lost orders'), value: String(r.lost), target: '0', ok: r.lost === 0 },
    { label: label('duplicate orders'), value: String(r.duplicates), target: '0', ok: r.duplicates === 0 },
    { label: label('placement p99'), value: `${r.p99} ms`, target: '< 1000 ms', ok: r.p99 < 1000 },
  ];
}
