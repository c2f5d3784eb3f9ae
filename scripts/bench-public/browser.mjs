// One visit of each public page in Debian's chromium (Playwright), signed out, in English, on a phone:
// the page's markup once it has settled (the static copy is made of it), the files it drew with, and
// every script it loaded, first on its own and then after a visitor's first touch, Tab and key press.
import { chromium, devices } from '@playwright/test';

// watchMutations, staticMarkup and neutralPoint run in the page, where these are defined.
/* global document, window, MutationObserver */

// DESIGN.md "Known traps": the flags Debian's chromium needs here.
export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const QUIET_MS = 500; // Playwright's own "network idle": no request in flight for half a second
const QUIET_TIMEOUT_MS = 30_000;

export function launchBrowser(chromePath) {
  return chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
}

/**
 * Counts requests in flight and resolves once none has been for QUIET_MS. Playwright's
 * waitForLoadState('networkidle') cannot be used after an interaction: it answers at once when the
 * page was idle before, even if the interaction started new requests.
 */
function trackNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return () => inFlight <= 0 && Date.now() - lastChange >= QUIET_MS;
}

// Runs in the page before its own scripts: the time of the last change to the document (title included).
function watchMutations() {
  window.__lastMutation = performance.now();
  new MutationObserver(() => (window.__lastMutation = performance.now())).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/**
 * Waits until no request has been in flight and the document has not changed for QUIET_MS. Network
 * idle alone is not enough on a busy machine: a client-rendered page can spend more than half a second
 * running its code between the last script and its data request, and its markup would be taken
 * half-drawn. Asking the page also waits out a long task (evaluate runs after it).
 */
async function waitForSettled(page, networkQuiet) {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (networkQuiet()) {
      const sinceMutation = await page.evaluate(() => performance.now() - window.__lastMutation);
      if (sinceMutation >= QUIET_MS && networkQuiet()) return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false; // never settled: reported, and the figures are taken as they stand
}

/** The document as the browser holds it, without its scripts: what a static page of the same content is. */
function staticMarkup() {
  const copy = document.documentElement.cloneNode(true);
  // Every script (module, classic or JSON state) and every hint to fetch one.
  for (const el of copy.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')) el.remove();
  const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>\n` : '';
  return doctype + copy.outerHTML;
}

/** A point on the page that no link, button or field covers, so a tap there neither navigates nor submits. */
function neutralPoint() {
  // (A focus target such as <main tabindex="-1"> is not interactive: a tap there does nothing.)
  const interactive = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"]), [contenteditable]';
  const w = window.innerWidth;
  const h = window.innerHeight;
  for (let y = 0.3; y < 0.95; y += 0.05) {
    for (const x of [0.02, 0.5, 0.98, 0.25, 0.75]) {
      const el = document.elementFromPoint(w * x, h * y);
      if (el && !el.closest(interactive)) return { x: Math.round(w * x), y: Math.round(h * y) };
    }
  }
  return null;
}

/** The first touch, Tab and key press of a visitor: each of them may start the code a page defers. */
async function interact(page) {
  await page.keyboard.press('Tab'); // keydown + focusin on the first link
  const point = await page.evaluate(neutralPoint);
  if (point) await page.touchscreen.tap(point.x, point.y); // touchstart + pointerdown
  await page.keyboard.press('Shift'); // a keydown that types nothing
  return Boolean(point);
}

/**
 * Visits `url` and returns its static markup, the same-origin resources it drew with (not scripts,
 * not data requests), and the same-origin scripts loaded before and after the first interaction.
 */
export async function visitPage(browser, url) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-US', colorScheme: 'light' });
  const page = await context.newPage();
  await page.addInitScript(watchMutations);
  const networkQuiet = trackNetwork(page);
  const scripts = [];
  const resources = new Map();
  const problems = [];
  const pending = [];
  let phase = 'load';
  const phaseOf = new WeakMap(); // a request belongs to the phase in which it started
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('request', (request) => phaseOf.set(request, phase));
  page.on('requestfinished', (request) => pending.push(record(request)));
  async function record(request) {
    if (new URL(request.url()).origin !== origin) return;
    const type = request.resourceType();
    const response = await request.response();
    const contentType = response?.headers()['content-type'] ?? '';
    if (type === 'script' || /javascript/.test(contentType)) {
      const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
      scripts.push({ url: request.url(), transferSize: sizes.responseBodySize + sizes.responseHeadersSize, phase: phaseOf.get(request) });
    } else if (['stylesheet', 'image', 'font', 'media', 'other', 'manifest'].includes(type)) {
      const u = new URL(request.url());
      resources.set(u.pathname + u.search, contentType);
    }
  }

  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (!(await waitForSettled(page, networkQuiet))) problems.push('never settled (network idle, no DOM change) after loading');
  const html = await page.evaluate(staticMarkup);
  const title = await page.title();

  phase = 'interaction';
  if (!(await interact(page))) problems.push('found no neutral point to tap');
  if (!(await waitForSettled(page, networkQuiet))) problems.push('never settled (network idle, no DOM change) after the interaction');
  await Promise.allSettled(pending);
  await context.close();
  return { html, title, resources, scripts, problems };
}
