import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.js';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

const PUBLIC_PAGES = [
  '/',
  '/products',
  '/products/sandia',
  '/prices',
  '/about-us',
  '/contact',
  '/ai',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/no-such-page',
];

const ADMIN_PAGES = [
  '/dashboard',
  '/products',
  '/products/manage',
  '/products/sandia',
  '/pricesprivate',
  '/prices-manage',
  '/import-quickbooks',
  '/exportlistswhatsapp',
  '/manage-users',
  '/activity',
  '/profile',
  '/ai',
  '/unauthorized',
  '/no-such-page',
];

async function useSpanish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'language', value: 'es', url: baseURL }]);
}

/** Loads a page and waits until its content (and any data it asks for) is in. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** What is wider than the window on the current page: the document, or a header control. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
    const header = document.querySelector('header');
    for (const control of Array.from(header?.querySelectorAll('a, button') ?? [])) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue; // hidden at this width
      if (box.left < 0 || box.right > window.innerWidth) {
        problems.push(`header control "${control.getAttribute('aria-label') ?? control.textContent}" at ${box.left}-${box.right}`);
      }
    }
    return problems;
  });
}

test.describe('no page scrolls sideways', () => {
  for (const size of WIDTHS) {
    test(`public pages at ${size.width} px`, async ({ page }) => {
      // Thirteen pages, each waited on until its data is in: more than the default 30 s on a busy machine.
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      const failures: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await open(page, path);
        failures.push(...(await overflow(page)).map((p) => `${path}: ${p}`));
      }
      expect(failures).toEqual([]);
    });

    test(`signed-in pages of an admin at ${size.width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      await signInAs(page, 'admin');
      const failures: string[] = [];
      for (const path of ADMIN_PAGES) {
        await open(page, path);
        if (path === '/products/manage') await expect(page.locator('[role="grid"] [data-row]').nth(5)).toBeVisible();
        failures.push(...(await overflow(page)).map((p) => `${path}: ${p}`));
      }
      expect(failures).toEqual([]);
    });
  }
});

/** Where the header's content starts (the logo) and where the page's starts (the box of its first text). */
async function leftEdges(page: Page) {
  return page.evaluate(() => {
    const logo = document.querySelector('header a[href="/"]')!.getBoundingClientRect().left;
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        if (!node.textContent?.trim()) return NodeFilter.FILTER_REJECT;
        const box = node.parentElement!.getBoundingClientRect();
        return box.width > 1 && box.height > 1 ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      },
    });
    const first = walker.nextNode()!;
    return { logo, content: first.parentElement!.getBoundingClientRect().left, text: first.textContent!.trim().slice(0, 30) };
  });
}

async function filterTops(page: Page, search: string, availability: string) {
  const top = async (label: string) => (await page.getByLabel(label, { exact: true }).boundingBox())!.y;
  return { search: await top(search), availability: await top(availability) };
}

for (const language of ['en', 'es'] as const) {
  const es = language === 'es';
  const text = {
    search: es ? 'Buscar productos' : 'Search products',
    availability: es ? 'Disponibilidad' : 'Availability',
  };

  test.describe(`alignment (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      if (es) await useSpanish(page);
      await page.setViewportSize({ width: 1366, height: 768 });
    });

    test('the header and the pages share one left edge', async ({ page }) => {
      test.setTimeout(60_000);
      const failures: string[] = [];
      const check = async (path: string, who: string) => {
        await open(page, path);
        const { logo, content, text } = await leftEdges(page);
        if (Math.abs(logo - content) > 1) failures.push(`${path} (${who}): header ${logo}, page ${content} ("${text}")`);
      };
      for (const path of ['/products', '/products/sandia', '/prices', '/contact', '/ai']) await check(path, 'visitor');
      await signInAs(page, 'admin');
      for (const path of ['/dashboard', '/products', '/products/manage', '/products/sandia', '/pricesprivate', '/profile']) {
        await check(path, 'admin');
      }
      expect(failures).toEqual([]);
    });

    test('the filter row lines up', async ({ page }) => {
      await open(page, '/products');
      const anonymous = await filterTops(page, text.search, text.availability);
      expect(anonymous.availability).toBeCloseTo(anonymous.search, 0);

      await signInAs(page, 'admin');
      await open(page, '/products');
      const privateView = await filterTops(page, text.search, text.availability);
      expect(privateView.availability).toBeCloseTo(privateView.search, 0);

      await open(page, '/products/manage');
      const manage = await filterTops(page, text.search, text.availability);
      expect(manage.availability).toBeCloseTo(manage.search, 0);
    });

    test('the Actions column shows its buttons whole', async ({ page }) => {
      await signInAs(page, 'admin');
      await open(page, '/products/manage');
      const first = page.locator('[role="grid"] [data-row]').first();
      await expect(first).toBeVisible();
      // A row marked for deletion ("To be deleted" + "Undo") and a new row ("Remove").
      await first.getByRole('button', { name: es ? /^Eliminar,/ : /^Delete,/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: es ? 'Eliminar' : 'Delete', exact: true }).click();
      await expect(first).toHaveAttribute('data-state', 'deleted');
      await page.getByRole('button', { name: es ? 'Agregar producto' : 'Add product' }).click();
      await expect(page.locator('[role="grid"] [data-row][data-state="new"]')).toHaveCount(1);

      const clipped = await page.evaluate(() => {
        const out: string[] = [];
        for (const row of Array.from(document.querySelectorAll('[role="grid"] [data-row][data-state="deleted"], [role="grid"] [data-row][data-state="new"]'))) {
          const cell = row.lastElementChild as HTMLElement;
          for (const el of [cell, ...Array.from(cell.querySelectorAll<HTMLElement>('button, span'))]) {
            if (el.scrollWidth > el.clientWidth) out.push(`${el.tagName} "${el.textContent}" ${el.scrollWidth} > ${el.clientWidth}`);
          }
          // Nothing inside may stick out of the cell either.
          const box = cell.getBoundingClientRect();
          for (const el of Array.from(cell.querySelectorAll('button, span'))) {
            const inner = el.getBoundingClientRect();
            if (inner.right > box.right + 0.5) out.push(`"${el.textContent}" ends at ${inner.right}, cell at ${box.right}`);
          }
        }
        return out;
      });
      expect(clipped).toEqual([]);
      await expect(page.getByText(es ? 'Se eliminará' : 'To be deleted', { exact: true })).toBeVisible();

      // The table scrolls sideways inside its area; the actions stay in view whole wherever it is scrolled.
      for (const scroll of ['start', 'end'] as const) {
        const outside = await page.evaluate((at) => {
          const area = document.querySelector<HTMLElement>('main [role="grid"]')!;
          area.scrollLeft = at === 'start' ? 0 : area.scrollWidth;
          const box = area.getBoundingClientRect();
          const out: string[] = [];
          for (const row of Array.from(document.querySelectorAll('[role="grid"] [data-row][data-state]'))) {
            const cell = row.lastElementChild!.getBoundingClientRect();
            if (cell.right > box.right + 0.5 || cell.left < box.left - 0.5) {
              out.push(`${row.getAttribute('data-state')} row: actions at ${cell.left}-${cell.right}, area ${box.left}-${box.right}`);
            }
          }
          return out;
        }, scroll);
        expect(outside, `scrolled to the ${scroll}`).toEqual([]);
      }
    });
  });
}
