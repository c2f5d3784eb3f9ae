// Performance bench of the landing page (DESIGN.md "Performance budgets"): starts the built server on a
// fresh data folder, runs Lighthouse (mobile emulation) on "/" in Debian's chromium and prints the figures.
// Usage: npm run bench   (builds first; set BENCH_SKIP_BUILD=1 to reuse an existing build)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist');
const serverEntry = path.join(root, 'apps/server/dist/index.js');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BUDGET = { score: 95, lcpMs: 1500, cls: 0.05, initialJsKb: 100 };


async function waitForHealth(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JS the served page names: the entry script and its modulepreload links. */
function entryScripts(html) {
  const srcs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  return [...new Set(srcs)];
}

/** The files a list of URLs names, gzipped one by one. */
function gzipTotal(urls) {
  let total = 0;
  const rows = [];
  for (const url of urls) {
    const file = path.join(webDist, new URL(url, 'http://x').pathname);
    if (!fs.existsSync(file)) continue;
    const size = gzipSize(file);
    total += size;
    rows.push({ url: new URL(url, 'http://x').pathname, size });
  }
  return { total, rows };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('No build found: run `npm run build` first.');
  }

  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', BASE_URL: baseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome;
  try {
    console.log(`Starting the server on ${baseUrl} (data in ${dataDir})…`);
    await waitForHealth(`${baseUrl}/api/health`, server);
    // One warm-up request so the first-ever database work is not measured.
    await fetch(`${baseUrl}/api/public/categories`).catch(() => undefined);

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const result = await lighthouse(`${baseUrl}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const audit = (id) => lhr.audits[id];

    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const lcp = audit('largest-contentful-paint').numericValue;
    const cls = audit('cumulative-layout-shift').numericValue;
    const tbt = audit('total-blocking-time').numericValue;
    const fcp = audit('first-contentful-paint').numericValue;

    const requests = audit('network-requests').details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(baseUrl));
    const lhTransfer = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    // The landing page as a signed-out visitor receives it (server-rendered, not dist/index.html).
    const entry = gzipTotal(entryScripts(await (await fetch(`${baseUrl}/`)).text()));
    const loaded = gzipTotal(scripts.map((r) => r.url));

    console.log('\nLanding page (/), Lighthouse mobile emulation');
    const line = (label, value, target, ok) => console.log(`  ${label.padEnd(34)} ${value.padEnd(12)} target ${target.padEnd(10)} ${ok ? 'ok' : 'OVER'}`);
    line('Performance score', String(score), `>= ${BUDGET.score}`, score >= BUDGET.score);
    line('Largest Contentful Paint', `${(lcp / 1000).toFixed(2)} s`, `<= ${BUDGET.lcpMs / 1000} s`, lcp <= BUDGET.lcpMs);
    line('Cumulative Layout Shift', cls.toFixed(3), `<= ${BUDGET.cls}`, cls <= BUDGET.cls);
    line('Total Blocking Time', `${Math.round(tbt)} ms`, '-', true);
    line('First Contentful Paint', `${(fcp / 1000).toFixed(2)} s`, '-', true);
    line('Initial JS, entry + preloads (gzip)', kb(entry.total), `<= ${BUDGET.initialJsKb} KB`, entry.total <= BUDGET.initialJsKb * 1024);
    line('All JS, incl. the app loaded when idle', kb(loaded.total), '-', true);
    line('JS transfer size (Lighthouse)', kb(lhTransfer), '-', true);
    console.log('\n  Scripts the page loaded (gzip -9 of the built file):');
    for (const row of loaded.rows.sort((a, b) => b.size - a.size)) console.log(`    ${kb(row.size).padStart(9)}  ${row.url}`);
    if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(lhr, null, 2));
  } finally {
    if (chrome) await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
