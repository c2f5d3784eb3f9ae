import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import type { PriceListSummary } from '@freshprice/shared';
import { expect, expectAccessible, signInAs, test, unique } from './fixtures.js';

// /prices-manage/compare on two lists the test makes itself, over products of its own: the rows,
// the counts and the CSV are then known exactly whatever other tests do at the same time.

/** A lazy page's first paint on a machine busy with parallel tests can take longer than the default 7 s. */
const FIRST_PAINT = { timeout: 20_000 };

const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function useSpanish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  await page.context().addCookies([{ name: 'language', value: 'es', url: origin() }]);
}

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { origin: origin() } });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as unknown;
}

/** Four products (one named like a spreadsheet formula) and lists A and B that share two of them. */
async function makeLists(page: Page) {
  const id = unique();
  const names = {
    same: `E2E Cmp ${id} Apple`,
    different: `E2E Cmp ${id} Basil`,
    onlyA: `E2E Cmp ${id} Carrot`,
    onlyB: `=HYPERLINK("https://e2e.test","E2E Cmp ${id}")`,
  };
  const keys = Object.keys(names) as (keyof typeof names)[];
  const created = (await post(page, '/api/products/changes', {
    changes: keys.map((key) => ({
      op: 'create',
      clientId: key,
      data: {
        nameEn: names[key],
        nameEs: `${names[key]} ES`,
        slug: `e2e-cmp-${id}-${key.toLowerCase()}`,
        category: null, // uncategorized: other tests count the demo categories
        unit: 'case',
        packEn: '',
        packEs: '',
        inStock: true,
        quickbooksId: null,
        quantity: '1',
        prices: { small: '10.00', medium: '9.50', large: '9.00' },
      },
    })),
  })) as { ids: Record<keyof typeof names, string> };
  const list = async (letter: string, prices: Partial<Record<keyof typeof names, string>>) => {
    const summary = (await post(page, '/api/price-lists', { name: `E2E Compare ${letter} ${id}`, source: { kind: 'empty' } })) as PriceListSummary;
    await post(page, `/api/price-lists/${summary.slug}/save`, {
      version: summary.version,
      changes: Object.entries(prices).map(([key, price]) => ({ productId: created.ids[key as keyof typeof names], price })),
    });
    return summary;
  };
  const a = await list('A', { same: '10.00', different: '5.00', onlyA: '3.00' });
  const b = await list('B', { same: '10.00', different: '5.50', onlyB: '7.00' });
  return { a, b, names };
}

const TEXT = {
  en: {
    listA: 'List A',
    listB: 'List B',
    compare: 'Compare',
    needTwo: 'Please select two price lists to compare',
    all: 'All products (4)',
    different: 'Only different prices (1)',
    onlyA: 'Only in list A (1)',
    onlyB: 'Only in list B (1)',
    search: 'Search products',
    download: 'Download CSV',
    header: (a: string, b: string) => ['Product', `${a} (A)`, `${b} (B)`, 'Difference (B - A)', 'Change (%)'],
    higher: '▲ +$0.50 higher in B',
    notInB: 'Not in list B',
    es: '',
  },
  es: {
    listA: 'Lista A',
    listB: 'Lista B',
    compare: 'Comparar',
    needTwo: 'Seleccione dos listas de precios para comparar',
    all: 'Todos los productos (4)',
    different: 'Solo precios distintos (1)',
    onlyA: 'Solo en la lista A (1)',
    onlyB: 'Solo en la lista B (1)',
    search: 'Buscar productos',
    download: 'Descargar CSV',
    header: (a: string, b: string) => ['Producto', `${a} (A)`, `${b} (B)`, 'Diferencia (B - A)', 'Cambio (%)'],
    higher: '▲ +$0.50 más alto en B',
    notInB: 'No está en la lista B',
    es: ' ES',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`compare two lists with each filter, and download the visible rows as CSV (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    if (language === 'es') await useSpanish(page);
    await signInAs(page, 'seller');
    const { a, b, names } = await makeLists(page);
    const name = (key: keyof typeof names) => `${names[key]}${text.es}`;

    await page.goto('/prices-manage/compare');
    await expect(page.getByLabel(text.listA)).toBeVisible(FIRST_PAINT);
    await page.getByLabel(text.listA).selectOption({ label: a.name });
    await page.getByRole('button', { name: text.compare, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(text.needTwo);
    await page.getByLabel(text.listB).selectOption({ label: b.name });
    await page.getByRole('button', { name: text.compare, exact: true }).click();
    await expect(page).toHaveURL(`/prices-manage/compare?a=${a.slug}&b=${b.slug}`);

    const table = page.getByRole('table');
    const rowNames = () => table.getByRole('rowheader').allTextContents();
    await expect(page.getByRole('radio', { name: text.all })).toBeChecked(FIRST_PAINT);
    await expect(table.getByRole('rowheader')).toHaveCount(4);
    const different = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: name('different'), exact: true }) });
    await expect(different.getByRole('cell')).toHaveText(['$5.00', '$5.50', text.higher, '+10%']);
    const onlyA = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: name('onlyA'), exact: true }) });
    await expect(onlyA.getByRole('cell').nth(1)).toHaveText(text.notInB);
    await expectAccessible(page);

    await page.getByRole('radio', { name: text.different }).check();
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    expect(await rowNames()).toEqual([name('different')]);
    await page.getByRole('radio', { name: text.onlyA }).check();
    await expect(table.getByRole('rowheader')).toHaveText([name('onlyA')]);
    await page.getByRole('radio', { name: text.onlyB }).check();
    await expect(table.getByRole('rowheader')).toHaveText([name('onlyB')]);

    // The CSV holds the visible rows: the formula-like name stays text.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.download }).click()]);
    expect(download.suggestedFilename()).toBe(`compare-${a.slug}-${b.slug}.csv`);
    const bytes = await fs.readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toEqual([
      text.header(a.name, b.name).join(','),
      `"'${name('onlyB').replace(/"/g, '""')}",,7,,`,
    ]);

    // Every row, after a reload: the pair is in the URL.
    await page.reload();
    await expect(page.getByRole('radio', { name: text.all })).toBeChecked(FIRST_PAINT);
    await page.getByLabel(text.search).fill(names.same.split(' ').at(-1)!);
    await expect(table.getByRole('rowheader')).toHaveText([name('same')]);
    await page.getByLabel(text.search).fill('');
    const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.download }).click()]);
    const allLines = (await fs.readFile((await all.path())!)).subarray(3).toString('utf8').trim().split('\r\n');
    expect(allLines).toHaveLength(5);
    expect(allLines).toContain(`${name('same')},10,10,0,0`);
    expect(allLines).toContain(`${name('different')},5,5.5,0.5,10`);
    expect(allLines).toContain(`${name('onlyA')},3,,,`);

    for (const list of [a, b]) {
      const res = await page.request.delete(`/api/price-lists/${list.slug}`, { headers: { origin: origin() } });
      expect(res.status()).toBe(204);
    }
  });
}

test('sorts by percent, kept in the address, and downloads what it shows as an Excel workbook', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'seller');
  const { a, b, names } = await makeLists(page);
  await page.goto(`/prices-manage/compare?a=${a.slug}&b=${b.slug}`);
  const table = page.getByRole('table');
  // The reading order: category, then name ("=" sorts before "E").
  await expect(table.getByRole('rowheader')).toHaveText([names.onlyB, names.same, names.different, names.onlyA], FIRST_PAINT);

  const percent = table.getByRole('columnheader', { name: /^Change/ });
  await expect(percent).toHaveAttribute('aria-sort', 'none');
  await percent.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=percent&dir=asc/);
  await expect(percent).toHaveAttribute('aria-sort', 'ascending');
  // Products in one list only have no percent: last, in reading order, either way.
  await expect(table.getByRole('rowheader')).toHaveText([names.same, names.different, names.onlyB, names.onlyA]);
  await percent.getByRole('button').click();
  await expect(percent).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('rowheader')).toHaveText([names.different, names.same, names.onlyB, names.onlyA]);
  await expectAccessible(page);

  // A reload keeps the order; the workbook holds the rows as shown, numbers as numbers.
  await page.reload();
  await expect(table.getByRole('rowheader')).toHaveText([names.different, names.same, names.onlyB, names.onlyA], FIRST_PAINT);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Excel' }).click()]);
  expect(download.suggestedFilename()).toBe(`compare-${a.slug}-${b.slug}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual(['Product', 'Category', `List A: ${a.name}`, `List B: ${b.name}`, 'Difference (B − A)', 'Change (B vs A)']);
  expect(rows.slice(1).map((r) => r[0])).toEqual([names.different, names.same, names.onlyB, names.onlyA]);
  expect(rows[1]).toEqual([names.different, 'Uncategorized', 5, 5.5, 0.5, 0.1]);

  for (const list of [a, b]) {
    const res = await page.request.delete(`/api/price-lists/${list.slug}`, { headers: { origin: origin() } });
    expect(res.status()).toBe(204);
  }
});

test('the compare page does not scroll sideways at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'seller');
  await page.goto('/prices-manage/compare?a=small-business&b=medium-business');
  await expect(page.getByRole('radio', { name: /^All products \(\d+\)$/ })).toBeChecked(FIRST_PAINT);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
