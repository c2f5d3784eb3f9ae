import fs from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { expect, expectAccessible, signInAs, test, unique } from './fixtures.js';

// A QuickBooks Online export into a customer list of the test's own: a produce item the demo catalogue
// has (matched by name, so only its price in this list changes) and two new items of the test's own that
// name no produce (they stay uncategorized: other tests count the demo categories).

const FIRST_PAINT = { timeout: 20_000 };
const origin = () => new URL(test.info().project.use.baseURL!).origin;

function exportFor(id: string) {
  return [
    'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost',
    `E2E${id} SAMPLE CRATE 10CT,,Inventory,"$12.50 ",8`,
    `E2E${id} GIFT BOX 4CT,,Non-inventory,20,`,
    'AVOCADO HASS 48CT,,Inventory,45,',
    'Labor,Hourly labor,Service,125,',
    'DELIVERY,Charge for delivery,Non-inventory,15,',
  ].join('\r\n');
}

async function newList(page: Page, id: string) {
  const res = await page.request.post('/api/price-lists', {
    data: { name: `E2E import ${id}`, slug: `e2e-import-${id}`, source: { kind: 'empty' } },
    headers: { origin: origin() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return `e2e-import-${id}`;
}

const text = {
  en: {
    file: 'QuickBooks file',
    list: 'Price list',
    check: 'Check file',
    plan: 'Before importing',
    importButton: 'Import',
    done: 'Import completed successfully!',
    noFile: 'No file selected. Please choose a CSV file to import.',
    noList: 'Price List ID is required.',
    notCsv: 'Invalid file format; please upload a CSV file.',
    download: 'Download rejected rows (CSV)',
    filter: 'Show',
    service: 'Service or charge (1)',
    another: 'Import another file',
    newProducts: 'New products',
    unchanged: 'Unchanged skipped',
    rows: 'Every row',
    avocado: 'Hass Avocado 48 ct',
  },
  es: {
    file: 'Archivo de QuickBooks',
    list: 'Lista de precios',
    check: 'Revisar archivo',
    plan: 'Antes de importar',
    importButton: 'Importar',
    done: '¡Importación completada con éxito!',
    noFile: 'No se seleccionó ningún archivo. Elija un archivo CSV para importar.',
    noList: 'El ID de la lista de precios es obligatorio.',
    notCsv: 'Formato de archivo no válido; suba un archivo CSV.',
    download: 'Descargar filas rechazadas (CSV)',
    filter: 'Mostrar',
    service: 'Servicio o cargo (1)',
    another: 'Importar otro archivo',
    newProducts: 'Productos nuevos',
    unchanged: 'Sin cambios omitidos',
    rows: 'Todas las filas',
    avocado: 'Aguacate Hass 48 u.',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = text[language];
  test(`import an export into a customer list, check it first, see the results and import it again unchanged (${language})`, async ({ page }) => {
    test.slow();
    if (language === 'es') {
      await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
      await page.context().addCookies([{ name: 'language', value: 'es', url: origin() }]);
    }
    await signInAs(page, 'seller');
    const id = unique();
    const slug = await newList(page, id);
    const file = { name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(exportFor(id)) };

    await page.goto('/import-quickbooks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);

    // Nothing chosen: both of SPEC's messages; a PDF: the format message.
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByText(t.noFile)).toBeVisible();
    await expect(page.getByText(t.noList)).toBeVisible();
    await page.getByLabel(t.file).setInputFiles({ name: 'items.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByLabel(t.list).selectOption(slug);
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByText(t.notCsv)).toBeVisible();

    await page.getByLabel(t.file).setInputFiles(file);
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByRole('heading', { name: t.plan })).toBeVisible();
    const figures = page.locator('dl').first();
    await expect(figures.getByText(t.newProducts).locator('..')).toContainText('2');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.download }).click()]);
    const csv = await fs.readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Labor');
    expect(csv).toContain('DELIVERY');
    expect(csv).not.toContain('SAMPLE CRATE');
    await expectAccessible(page);

    await page.getByRole('button', { name: t.importButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible({ timeout: 20_000 });
    // The AI-processed name, in the reader's language.
    await expect(page.getByRole('table', { name: t.rows })).toContainText(t.avocado);
    await page.getByLabel(t.filter).selectOption({ label: t.service });
    await expect(page.getByRole('table', { name: t.rows }).getByRole('rowheader')).toHaveText(['Labor']);

    const prices = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { price: string }[] };
    expect(prices.items.map((i) => i.price).sort()).toEqual(['12.50', '20.00', '45.00']);

    // The same file again: nothing new, every product unchanged.
    await page.getByRole('button', { name: t.another }).click();
    await page.getByLabel(t.file).setInputFiles(file);
    await page.getByLabel(t.list).selectOption(slug);
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByRole('heading', { name: t.plan })).toBeVisible();
    await page.getByRole('button', { name: t.importButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('dl').nth(1).getByText(t.unchanged).locator('..')).toContainText('3');
    await expectAccessible(page);
  });
}

test('a customer cannot open the import page', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/import-quickbooks');
  await expect(page).toHaveURL(/\/unauthorized/, FIRST_PAINT);
});

test('an import interrupted by a reload resumes from the first batch not applied, and can be undone', async ({ page }) => {
  test.slow();
  await signInAs(page, 'seller');
  const id = unique();
  const slug = await newList(page, id);
  // Two batches: the first product and 999 service lines, then the second product. Services are
  // skipped, so the file creates two products however many lines it has.
  const services = Array.from({ length: 999 }, (_, i) => `E2E${id} LABOR ${i + 1},Hourly labor,Service,125,`);
  const lines = [
    'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost',
    `E2E${id} SAMPLE CRATE 10CT,,Inventory,12.50,8`,
    ...services,
    `E2E${id} GIFT BOX 4CT,,Non-inventory,20,`,
  ];
  const fileName = `resume-${id}.csv`;
  const file = { name: fileName, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) };

  await page.goto('/import-quickbooks');
  await page.getByLabel('QuickBooks file').setInputFiles(file);
  await page.getByLabel('Price list').selectOption(slug);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { name: 'Before importing' })).toBeVisible({ timeout: 20_000 });

  // The second batch's apply never reaches the server: the page is reloaded while it hangs.
  const secondBatch = new Promise<Route>((resolve) => void page.route('**/api/imports/*/batches/2/apply', resolve));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const hanging = await secondBatch;
  await page.reload();
  await hanging.abort().catch(() => undefined);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const history = page.getByRole('table', { name: 'Past imports' });
  await expect(history.getByRole('row', { name: new RegExp(fileName) })).toContainText('Interrupted', FIRST_PAINT);

  // The same file for the same list: the import goes on from batch 2; nothing is created twice.
  await page.getByLabel('QuickBooks file').setInputFiles(file);
  await page.getByLabel('Price list').selectOption(slug);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('This file was being imported into this list before: the import continues from batch 2.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before importing' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import completed successfully!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('dl').nth(1).getByText('New products').locator('..')).toContainText('2');
  const listItems = async () => ((await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { nameEn: string; price: string }[] }).items;
  expect((await listItems()).map((i) => i.price).sort()).toEqual(['12.50', '20.00']);

  // Undo: the list's prices as they were before (none), as a new version.
  await page.getByRole('button', { name: 'Import another file' }).click();
  const row = history.getByRole('row', { name: new RegExp(fileName) });
  await expect(row).toContainText('Completed');
  await row.getByRole('button', { name: 'Undo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  // The list by its name, in the history and in the dialog.
  await expect(row).toContainText(`E2E import ${id}`);
  await expect(dialog).toContainText(`The prices of E2E import ${id} go back`);
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Import undone')).toBeVisible();
  await expect(row).toContainText('Undone');
  expect(await listItems()).toEqual([]);
});

// The "prices you can trust": a price that jumps +3,418% or drops to $0.00 is shown and
// confirmed apart before Import; a price that is not a number is a rejected row, counted.
const trust = {
  en: {
    flaggedTitle: '2 prices to check before importing',
    warning: '2 rows move their price by more than ±50% or have a price of $0.00.',
    largest: /The largest move: E2E\w+ SAMPLE CRATE 10CT \(line 2\) from \$35\.09 to \$1,234\.50 \(\+3,418\.1%\)\./,
    tick: /I have checked the 2 flagged prices, the largest move being E2E\w+ SAMPLE CRATE 10CT \+3,418\.1%/,
    zeroRow: '$0.00 in QuickBooks (the list keeps $20.00)',
    rejected: 'Rows not imported',
    reason: 'The price is not a number',
    invalidPrice: 'Invalid price (1)',
    invalidSkipped: 'Invalid rows skipped',
  },
  es: {
    flaggedTitle: '2 precios que revisar antes de importar',
    warning: '2 filas cambian su precio en más de ±50% o tienen un precio de $0.00.',
    largest: /El mayor cambio: E2E\w+ SAMPLE CRATE 10CT \(línea 2\) de \$35\.09 a \$1,234\.50 \(\+3,418\.1\s?%\)\./,
    tick: /He revisado los 2 precios señalados, cuyo mayor cambio es E2E\w+ SAMPLE CRATE 10CT \+3,418\.1\s?%/,
    zeroRow: '$0.00 en QuickBooks (la lista conserva $20.00)',
    rejected: 'Filas que no se importan',
    reason: 'El precio no es un número',
    invalidPrice: 'Precio no válido (1)',
    invalidSkipped: 'Filas no válidas omitidas',
  },
} as const;

async function checkFile(page: Page, language: 'en' | 'es', slug: string, name: string, lines: string[]) {
  const t = text[language];
  await page.getByLabel(t.file).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
  await page.getByLabel(t.list).selectOption(slug);
  await page.getByRole('button', { name: t.check }).click();
  await expect(page.getByRole('heading', { name: t.plan, exact: true })).toBeVisible({ timeout: 20_000 });
}

async function inLanguage(page: Page, language: 'en' | 'es') {
  if (language === 'es') {
    await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
    await page.context().addCookies([{ name: 'language', value: 'es', url: origin() }]);
  }
}

for (const language of ['en', 'es'] as const) {
  const t = text[language];
  const x = trust[language];
  const header = 'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost';

  test(`a price moved +3,418% and a $0.00 are flagged apart, and Import waits for their own confirmation (${language})`, async ({ page }) => {
    test.slow();
    await inLanguage(page, language);
    await signInAs(page, 'seller');
    const id = unique();
    const slug = await newList(page, id);
    await page.goto('/import-quickbooks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);

    // The list's prices today: nothing is flagged for new prices.
    await checkFile(page, language, slug, 'today.csv', [header, `E2E${id} SAMPLE CRATE 10CT,,Inventory,35.09,`, `E2E${id} GIFT BOX 4CT,,Non-inventory,20,`]);
    await expect(page.getByRole('heading', { name: x.flaggedTitle })).toHaveCount(0);
    await page.getByRole('button', { name: t.importButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: t.another }).click();

    // The new file: one price jumps +3,418%, one is $0.00, one moves a little.
    await checkFile(page, language, slug, 'jump.csv', [
      header,
      `E2E${id} SAMPLE CRATE 10CT,,Inventory,"1,234.50",`,
      `E2E${id} GIFT BOX 4CT,,Non-inventory,0.00,`,
      `E2E${id} RIBBON SPOOL 1CT,,Non-inventory,3,`,
    ]);
    const flagged = page.getByRole('region', { name: x.flaggedTitle });
    await expect(flagged).toBeVisible();
    await expect(flagged.getByRole('status')).toContainText(x.warning);
    await expect(flagged.getByRole('status')).toContainText(x.largest);
    await expect(flagged.getByRole('table')).toContainText(x.zeroRow);
    await expect(flagged.getByRole('table').getByRole('rowheader')).toHaveText([`E2E${id} SAMPLE CRATE 10CT`, `E2E${id} GIFT BOX 4CT`]);
    const importButton = page.getByRole('button', { name: t.importButton, exact: true });
    await expect(importButton).toBeDisabled();
    await expectAccessible(page);

    const tick = flagged.getByRole('checkbox', { name: x.tick });
    await tick.check();
    await expect(importButton).toBeEnabled();
    await importButton.click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible({ timeout: 20_000 });
    const items = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { nameEn: string; price: string }[] };
    // The jump went in as confirmed; $0.00 in QuickBooks writes no price, so the gift box keeps $20.00.
    expect(items.items.map((i) => i.price).sort()).toEqual(['1234.50', '20.00', '3.00']);
  });

  test(`a price that is not a number is a rejected row with its line and reason, and is counted (${language})`, async ({ page }) => {
    test.slow();
    await inLanguage(page, language);
    await signInAs(page, 'seller');
    const id = unique();
    const slug = await newList(page, id);
    await page.goto('/import-quickbooks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    await checkFile(page, language, slug, 'abc.csv', [header, `E2E${id} SAMPLE CRATE 10CT,,Inventory,abc,`, `E2E${id} GIFT BOX 4CT,,Non-inventory,20,`]);

    const rejected = page.getByRole('table', { name: x.rejected });
    const row = rejected.getByRole('row', { name: new RegExp(`E2E${id} SAMPLE CRATE`) });
    await expect(row.getByRole('cell').first()).toHaveText('2');
    await expect(row).toContainText(x.reason);
    await expect(page.getByRole('table', { name: t.plan === 'Before importing' ? 'Price changes' : 'Cambios de precio' })).not.toContainText('SAMPLE CRATE');
    await expectAccessible(page);

    await page.getByRole('button', { name: t.importButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('dl').nth(1).getByText(x.invalidSkipped).locator('..')).toContainText('1');
    await page.getByLabel(t.filter).selectOption({ label: x.invalidPrice });
    await expect(page.getByRole('table', { name: t.rows }).getByRole('rowheader')).toHaveText([`E2E${id} SAMPLE CRATE 10CT`]);
    const items = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { price: string }[] };
    expect(items.items.map((i) => i.price)).toEqual(['20.00']);
  });
}

// One time zone everywhere: a reader in Tokyo sees the company's (Miami) time, labelled, on the
// import history and on the list's "last saved".
test.describe('in a browser far from the company', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  const miami = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: 'America/New_York' }).format(
      new Date(iso),
    );

  test('the import history and the list page show the company’s time, with its zone', async ({ page }) => {
    test.slow();
    await signInAs(page, 'seller');
    const id = unique();
    const slug = await newList(page, id);
    const fileName = `tokyo-${id}.csv`;
    await page.goto('/import-quickbooks');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    await page.getByLabel('QuickBooks file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(exportFor(id)) });
    await page.getByLabel('Price list').selectOption(slug);
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(page.getByRole('heading', { name: 'Before importing' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import completed successfully!' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Import another file' }).click();

    const { items } = (await (await page.request.get('/api/imports')).json()) as { items: { fileName: string; createdAt: string }[] };
    const imported = items.find((i) => i.fileName === fileName)!;
    const row = page.getByRole('table', { name: 'Past imports' }).getByRole('row', { name: new RegExp(fileName) });
    await expect(row).toContainText(miami(imported.createdAt));
    await expect(row).toContainText(/ E[SD]T/);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
      await row.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`imports-tokyo-${width}.png`) });
    }

    const { updatedAt } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { updatedAt: string };
    for (const language of ['en', 'es'] as const) {
      await page.context().addCookies([{ name: 'language', value: language, url: origin() }]);
      await page.evaluate((l) => window.localStorage.setItem('language', l), language);
      await page.goto(`/prices-manage/${slug}`);
      const saved = page.getByText(language === 'es' ? 'Último guardado:' : 'Last saved:', { exact: true }).locator('..');
      await expect(saved).toBeVisible(FIRST_PAINT);
      if (language === 'en') await expect(saved).toContainText(miami(updatedAt));
      await expect(saved).toContainText(/ E[SD]T$/);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
        for (const dark of [false, true]) {
          await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: test.info().outputPath(`list-tokyo-${language}-${width}-${dark ? 'dark' : 'light'}.png`) });
        }
      }
    }
  });
});
