// Performance bench of the public pages (issue 28; DESIGN.md "Performance budgets"): each public page of
// the built app side by side with a static HTML copy of the same content, measured in one run.
//
// 1. Starts the built server on a fresh data folder (demo data seeded).
// 2. Visits each page in Debian's chromium (Playwright, a phone, signed out, English): keeps its markup
//    without scripts as the static copy, and counts every script it loads, on its own and after a first
//    touch, Tab and key press (the code a page defers until then counts in its total).
// 3. Serves the static copies from memory with the app's own CSS, fonts and images (bench-public/).
// 4. Runs Lighthouse (mobile emulation, performance) on the app's page and its static copy, back to back,
//    BENCH_RUNS times, one chrome at a time, and prints the medians against the targets.
//
// Usage: npm run bench   (builds first; BENCH_SKIP_BUILD=1 reuses the build)
// Options: BENCH_RUNS=3, BENCH_PAGES=/,/prices (a subset; /products/{slug} names the product page),
//          BENCH_JSON=<file> (every figure as JSON), CHROMIUM_PATH=/usr/bin/chromium
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchSetup, root, serverEntry, stopServer, waitFor } from './bench-lib.mjs';
import { launchBrowser, visitPage } from './bench-public/browser.mjs';
import { webDist } from './bench-public/js-size.mjs';
import { launchChrome, runLighthouse } from './bench-public/lighthouse.mjs';
import { printScripts, printTable, summarizePage } from './bench-public/report.mjs';
import { buildStaticSite, serveStaticSite } from './bench-public/static-site.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PRODUCT_PAGE = '/products/{slug}';
const PUBLIC_PAGES = ['/', '/products', PRODUCT_PAGE, '/prices', '/about-us', '/contact'];

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const loadSamples = [];
const sampleLoad = () => loadSamples.push(os.loadavg()[0]);

function build() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('No build found: run `npm run build` first.');
  }
}

/** A product of the demo catalogue: SPEC's own example when it exists, else the first one in stock. */
async function productSlug(baseUrl) {
  if ((await fetch(`${baseUrl}/api/public/products/aguacates`)).ok) return 'aguacates';
  const { items } = await (await fetch(`${baseUrl}/api/public/products`)).json();
  const product = items.find((p) => p.inStock) ?? items[0];
  if (!product) throw new Error('The public catalogue is empty: no product page to measure.');
  return product.slug;
}

/** The pages to measure: all public pages, or BENCH_PAGES (comma-separated paths). */
async function pagePaths(baseUrl) {
  const wanted = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((p) => p.trim()).filter(Boolean) : PUBLIC_PAGES;
  const slug = wanted.some((p) => p === PRODUCT_PAGE || p === '/products/:slug') ? await productSlug(baseUrl) : null;
  return wanted.map((p) => (p === PRODUCT_PAGE || p === '/products/:slug' ? `/products/${slug}` : p));
}

/** Step 2: one visit per page, in a browser closed before Lighthouse starts (one chrome at a time). */
async function visitPages(baseUrl, paths) {
  const browser = await launchBrowser(chromePath);
  try {
    const pages = [];
    for (const p of paths) {
      const visit = await visitPage(browser, baseUrl + p);
      console.log(`  visited ${p}: "${visit.title}", ${visit.scripts.length} scripts${visit.problems.length ? `; ${visit.problems.join('; ')}` : ''}`);
      pages.push({ path: p, title: visit.title, visit, runs: [] });
    }
    return pages;
  } finally {
    await browser.close();
  }
}

/**
 * Ctrl-C or a kill must not leave a server or a chrome behind (Node runs no `finally` then): they are
 * stopped on exit, and the signals end the process through an exit.
 */
function stopOnExit(stop) {
  process.once('exit', stop);
  return () => process.off('exit', stop);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

/**
 * bench-lib's startServer, except that the server is stopped on exit from the moment it is spawned:
 * a fresh data folder takes seconds to migrate and seed, long enough for a Ctrl-C.
 */
async function startAppServer(env, dataDir, baseUrl, cleanups) {
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, [serverEntry], { env, cwd: root, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const forget = stopOnExit(() => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  cleanups.unshift(async () => {
    forget();
    if (isRunning(server)) await stopServer(server);
  });
  return waitFor(`${baseUrl}/api/health`, server, logFile);
}

const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/**
 * The app server, started again on the same data if something ends it mid-run (on this shared
 * machine another session's broad `pkill` once did): the runs go on, and the restart is noted.
 */
async function appServer(env, dataDir, baseUrl, cleanups) {
  const app = { server: await startAppServer(env, dataDir, baseUrl, cleanups) };
  app.ensureRunning = async () => {
    if (isRunning(app.server)) return;
    restarts.push(`the app server stopped (${app.server.signalCode ?? `exit code ${app.server.exitCode}`}) during the runs; started again on the same data`);
    app.server = await startAppServer(env, dataDir, baseUrl, cleanups);
  };
  return app;
}
const restarts = [];

const ATTEMPTS = 3;
const retried = [];

/**
 * Lighthouse on one URL; a run that fails (on a busy machine Lighthouse sometimes loses the trace:
 * NO_NAVSTART) is run again in a new chrome, at most ATTEMPTS times, and noted.
 */
async function lighthouseRun(browser, url, label, before) {
  for (let attempt = 1; ; attempt++) {
    await before();
    const result = await runLighthouse(browser.chrome, url);
    if (!result.error || attempt === ATTEMPTS) return result;
    retried.push(`${label}: ${result.error}; run again`);
    await browser.chrome.kill();
    browser.chrome = await launchChrome(chromePath);
  }
}

/** Step 4: app and static copy back to back, the order swapped every run so neither always goes first. */
async function measure(pages, app, baseUrl, staticUrl) {
  const browser = { chrome: await launchChrome(chromePath) };
  const forget = stopOnExit(() => browser.chrome.kill());
  try {
    // The first Lighthouse run in a new chrome pays for its start-up: run one and discard it.
    await runLighthouse(browser.chrome, staticUrl + pages[0].path);
    for (let run = 0; run < RUNS; run++) {
      for (const page of pages) {
        const order = run % 2 === 0 ? ['app', 'static'] : ['static', 'app'];
        const result = {};
        for (const side of order) {
          sampleLoad();
          const url = (side === 'app' ? baseUrl : staticUrl) + page.path;
          const before = side === 'app' ? app.ensureRunning : async () => {};
          result[side] = await lighthouseRun(browser, url, `${page.path} ${side} run ${run + 1}`, before);
        }
        page.runs.push(result);
        const fmt = (r) => (r.error ? `failed (${r.error})` : `${r.score} LCP ${(r.lcpMs / 1000).toFixed(2)} s TBT ${Math.round(r.tbtMs)} ms`);
        console.log(`  run ${run + 1}/${RUNS} ${page.path}: app ${fmt(result.app)} | static ${fmt(result.static)}`);
      }
    }
  } finally {
    forget();
    await browser.chrome.kill();
  }
}

/** What a reader should know before trusting the figures. */
function problemsOf(pages, site) {
  const problems = [];
  for (const p of pages) {
    for (const problem of p.visit.problems) problems.push(`${p.path}: ${problem}`);
    for (const [i, run] of p.runs.entries()) {
      for (const side of ['app', 'static']) {
        const r = run[side];
        if (r.error) problems.push(`${p.path} ${side} run ${i + 1}: ${r.error}`);
        for (const failed of r.failed) problems.push(`${p.path} ${side} run ${i + 1}: ${failed}`);
        if (side === 'static' && r.scripts.length) problems.push(`${p.path} static run ${i + 1}: loaded ${r.scripts.length} scripts`);
      }
    }
  }
  problems.push(...restarts, ...retried);
  if (site.missing.size) problems.push(`the static site had no file for: ${[...site.missing].join(', ')}`);
  return [...new Set(problems)];
}

// The JSON keeps every figure; the static copies' markup is left out (hundreds of KB), only its size stays.
const jsonValue = (key, value) => (key === 'html' ? `${value.length} characters` : value instanceof Map ? Object.fromEntries(value) : value);

async function main() {
  const startedAt = Date.now();
  build();
  const uptimeStart = uptime();
  console.log(`Load: ${uptimeStart}`);
  const { dataDir, baseUrl, env, cleanups } = await benchSetup('pglite', 'fp-bench');
  let site;
  try {
    console.log(`Starting the server on ${baseUrl} (data in ${dataDir})…`);
    const app = await appServer(env, dataDir, baseUrl, cleanups);

    const paths = await pagePaths(baseUrl);
    console.log('Visiting the pages (static copies, scripts before and after an interaction)…');
    const pages = await visitPages(baseUrl, paths);
    const files = await buildStaticSite(baseUrl, new Map(pages.map((p) => [p.path, { html: p.visit.html, resources: p.visit.resources }])));
    site = await serveStaticSite(files);
    cleanups.unshift(() => site.close());
    console.log(`Static copies on ${site.url}. Lighthouse, ${RUNS} run(s) of each page and its copy…`);
    await measure(pages, app, baseUrl, site.url);

    for (const p of pages) p.summary = summarizePage(p);
    const uptimeEnd = uptime();
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    const load = { min: Math.min(...loadSamples), max: Math.max(...loadSamples) };
    console.log(`\nPublic pages against static copies: Lighthouse mobile emulation, median of ${RUNS} run(s), ${new Date().toISOString()}`);
    console.log(`Load average (1 min) during the runs: ${load.min.toFixed(2)} to ${load.max.toFixed(2)}; bench took ${seconds} s\n`);
    const problems = problemsOf(pages, site);
    if (process.env.BENCH_JSON) {
      const report = { date: new Date().toISOString(), runs: RUNS, chromium: chromePath, seconds, uptimeStart, uptimeEnd, loadSamples, problems, pages };
      fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(report, jsonValue, 2));
    }
    printTable(pages);
    printScripts(pages);
    if (problems.length) console.log(`\nWorth knowing:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((err) => console.warn(`cleanup: ${err.message}`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
