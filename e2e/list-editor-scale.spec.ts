import type { CDPSession, Page } from '@playwright/test';
import { expect, signInAs, test, unique } from './fixtures.js';

// A 2,000-row list in the editor: the main-thread time of opening it, sorting it by price and filtering
// it by a search word, measured with the Chrome DevTools Protocol's Performance metrics (ThreadTime: the
// main thread's CPU time, every task, short ones included; TaskDuration: those tasks' wall-clock time)
// from the action to the frame after the rows are drawn. Each figure is taken without throttling and at
// Lighthouse's mobile CPU throttling (Emulation.setCPUThrottlingRate 4), beside a bare baseline: the
// same action on a list of 10 rows. Budget (DESIGN.md): 100 ms of CPU each, unthrottled.

const ROWS = 2_000;
const BUDGET_MS = 100;
const WORDS = ['tomato', 'onion', 'pepper', 'lettuce', 'carrot', 'mango', 'lime', 'celery', 'melon', 'squash'];

const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function post<T>(page: Page, path: string, data: unknown, status = 200): Promise<T> {
  const res = await page.request.post(path, { headers: { origin: origin() }, data });
  expect(res.status(), `${path}: ${(await res.text()).slice(0, 300)}`).toBe(status);
  return (await res.json()) as T;
}

/** A list of `count` new products (uncategorized, some out of stock), priced: answers its slug. */
async function listOf(page: Page, count: number, tag: string): Promise<string> {
  const changes = Array.from({ length: count }, (_, i) => ({
    op: 'create',
    clientId: `p${i}`,
    data: {
      nameEn: `Perf ${WORDS[i % WORDS.length]} ${tag} ${i}`,
      nameEs: `Prueba ${WORDS[i % WORDS.length]} ${tag} ${i}`,
      slug: `e2e-perf-${tag}-${i}`,
      category: null,
      unit: 'case',
      packEn: '10 lb case',
      packEs: 'caja de 10 lb',
      inStock: i % 7 !== 0,
      quickbooksId: null,
      quantity: '5',
      cost: (2 + ((i * 37) % 300) / 100).toFixed(2),
      prices: { small: '10.00', medium: '9.50', large: '9.00' },
    },
  }));
  const { ids } = await post<{ ids: Record<string, string> }>(page, '/api/products/changes', { changes });
  const list = await post<{ slug: string; version: number }>(page, '/api/price-lists', { name: `E2E Scale ${tag}`, source: { kind: 'empty' } }, 201);
  await post(page, `/api/price-lists/${list.slug}/save`, {
    version: list.version,
    changes: Array.from({ length: count }, (_, i) => ({ productId: ids[`p${i}`], price: (8 + ((i * 53) % 1000) / 100).toFixed(2) })),
  });
  return list.slug;
}

/** What one action cost the page's main thread, in ms. */
interface Cost {
  /** CPU time (CDP ThreadTime): what the work itself took. */
  cpu: number;
  /** Wall-clock time of its tasks (CDP TaskDuration): also the time the thread waited for a core. */
  wall: number;
}

async function metrics(cdp: CDPSession): Promise<Cost> {
  const { metrics: all } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => all.find((m) => m.name === name)!.value * 1000;
  return { cpu: value('ThreadTime'), wall: value('TaskDuration') };
}

/** The main thread's time while `action` runs (it resolves after the frame that shows its result). */
async function mainThread(cdp: CDPSession, action: () => Promise<unknown>): Promise<Cost> {
  const before = await metrics(cdp);
  await action();
  const after = await metrics(cdp);
  return { cpu: after.cpu - before.cpu, wall: after.wall - before.wall };
}

/**
 * In the page: waits until `selector` matches (checked every frame), then for the next frame to be drawn.
 * Run as one evaluate so that the test's own polling adds no work to the page's main thread.
 */
const untilDrawn = (page: Page, selector: string) =>
  page.evaluate(async (sel) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const started = performance.now();
    while (!document.querySelector(sel)) {
      if (performance.now() - started > 30_000) throw new Error(`never drawn: ${sel}`);
      await frame();
    }
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, selector);

/** A move inside the app (as a link does): the router reads the new address, no page load. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

interface Figures {
  open: Cost;
  sort: Cost;
  filter: Cost;
}

/** Open the list from the price lists page, sort it by price, filter it by a word: the main thread's time of each. */
async function measure(page: Page, cdp: CDPSession, slug: string, rows: number): Promise<Figures> {
  const grid = `[role="grid"][aria-rowcount="${rows + 1}"]`;
  await goInApp(page, '/prices-manage');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const open = await mainThread(cdp, async () => {
    await goInApp(page, `/prices-manage/${slug}`);
    await untilDrawn(page, `${grid} [data-cell="0:1"]`);
  });
  const sort = await mainThread(cdp, async () => {
    await page.evaluate(() => {
      const header = Array.from(document.querySelectorAll('[role="columnheader"]')).find((h) => h.textContent?.trim() === 'Price');
      header!.querySelector('button')!.click();
    });
    await untilDrawn(page, `${grid} [role="columnheader"][aria-sort="ascending"]`);
  });
  const filter = await mainThread(cdp, async () => {
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'mango');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await untilDrawn(page, `[role="grid"][aria-rowcount="${Math.ceil(rows / WORDS.length) + 1}"]`);
  });
  return { open, sort, filter };
}

test('a 2,000-row list opens, sorts and filters within 100 ms of main-thread time', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'seller');
  const tag = unique();
  const big = await listOf(page, ROWS, tag);
  const small = await listOf(page, WORDS.length, `${tag}s`);

  const warm = await listOf(page, 3, `${tag}w`);

  // The machine's other work adds noise: each figure is the median of three runs, each in a page of its
  // own (so that neither list is in its cache yet) with the editor's code and translations loaded first
  // from a third list, as after a first visit.
  const results: Record<string, { list: Figures; bare: Figures }> = {};
  for (const rate of [1, 4]) {
    const runs: { list: Figures; bare: Figures }[] = [];
    for (let run = 0; run < 3; run++) {
      const tab = await page.context().newPage();
      const cdp = await tab.context().newCDPSession(tab);
      await cdp.send('Performance.enable');
      await tab.goto(`/prices-manage/${warm}`);
      await expect(tab.getByRole('grid')).toBeVisible({ timeout: 20_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      runs.push({ list: await measure(tab, cdp, big, ROWS), bare: await measure(tab, cdp, small, WORDS.length) });
      await tab.close();
    }
    const median = (pick: (r: (typeof runs)[number]) => number) => runs.map(pick).sort((x, y) => x - y)[1]!;
    const of = (which: 'list' | 'bare'): Figures => {
      const cost = (key: keyof Figures): Cost => ({ cpu: median((r) => r[which][key].cpu), wall: median((r) => r[which][key].wall) });
      return { open: cost('open'), sort: cost('sort'), filter: cost('filter') };
    };
    results[`cpu x${rate}`] = { list: of('list'), bare: of('bare') };
  }

  const cell = (c: Cost) => `${c.cpu.toFixed(0).padStart(5)} (${c.wall.toFixed(0).padStart(4)})`;
  const lines = ['main thread, ms: CPU (wall) | 2,000 rows   | 10 rows (bare) | ratio (CPU)'];
  for (const [setting, { list, bare }] of Object.entries(results)) {
    for (const key of ['open', 'sort', 'filter'] as const) {
      lines.push(`${`${setting} ${key}`.padEnd(28)}| ${cell(list[key])} | ${cell(bare[key]).padStart(14)} | ${(list[key].cpu / Math.max(bare[key].cpu, 0.1)).toFixed(1)}x`);
    }
  }
  console.log(`List editor at ${ROWS} rows (medians of 3)\n${lines.join('\n')}`);
  test.info().annotations.push({ type: 'figures', description: lines.join('\n') });

  const unthrottled = results['cpu x1']!.list;
  expect(unthrottled.open.cpu, 'open').toBeLessThanOrEqual(BUDGET_MS);
  expect(unthrottled.sort.cpu, 'sort by price').toBeLessThanOrEqual(BUDGET_MS);
  expect(unthrottled.filter.cpu, 'filter by a word').toBeLessThanOrEqual(BUDGET_MS);
});
