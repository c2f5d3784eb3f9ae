import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, lookAt, signInAs, test, unique, useLanguage } from './fixtures.js';

// The Excel round trip of one list: staff download the list's workbook, change it with a real
// spreadsheet library (exceljs, as Excel would save it), upload it, read the preview, apply it to the
// grid and save it through the editor's own guards. Every test makes its own products and list.

const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function post<T>(page: Page, url: string, data: unknown, status = 200): Promise<T> {
  const res = await page.request.post(url, { headers: { origin: origin() }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** Three products of the test's own (Apple, Banana, Cherry) in a new list at $10, $20 and $30. */
async function listWithProducts(page: Page) {
  const products = await Promise.all([createProduct(page, 'Apple'), createProduct(page, 'Banana'), createProduct(page, 'Cherry')]);
  const list = await post<{ slug: string; version: number; name: string }>(page, '/api/price-lists', { name: `E2E Excel ${unique()}`, source: { kind: 'empty' } }, 201);
  await post(page, `/api/price-lists/${list.slug}/save`, { version: list.version, changes: products.map((p, i) => ({ productId: p.id, price: `${(i + 1) * 10}.00` })) });
  return { list, products };
}

async function openEditor(page: Page, slug: string, grid: RegExp) {
  await page.goto(`/prices-manage/${slug}`);
  await expect(page.getByRole('grid', { name: grid })).toBeVisible({ timeout: 20_000 });
}

async function pricesOf(page: Page, slug: string): Promise<Record<string, string>> {
  const body = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { productId: string; price: string }[] };
  return Object.fromEntries(body.items.map((i) => [i.productId, i.price]));
}

/** A file in a folder of the test's own, named as staff would save it. */
async function tempFile(name: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fp-xlsx-'));
  return path.join(dir, name);
}

test.describe('the Excel round trip of a list', () => {
  test.slow();

  test('download, change prices in the workbook, upload, preview, apply and save one version past the large-move guard', async ({ page }) => {
    await signInAs(page, 'seller');
    const { list, products } = await listWithProducts(page);
    const [apple, banana, cherry] = products;
    await openEditor(page, list.slug, /^Prices of /);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${list.slug}-\\d{4}-\\d{2}-\\d{2}-en\\.xlsx$`));

    // Excel's part, done with exceljs: one price far up (the large-move guard), one typed as text
    // with a decimal comma, one that is no price, and a row for a product the list does not have.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('I1').value).toBe('Price');
    const rowOf = new Map<string, number>();
    sheet.eachRow((row, n) => rowOf.set(String(row.getCell(3).value), n));
    expect(sheet.getCell(`I${rowOf.get(apple!.name)}`).value).toBe(10);
    sheet.getCell(`I${rowOf.get(apple!.name)}`).value = 45;
    sheet.getCell(`I${rowOf.get(banana!.name)}`).value = '$21,50';
    sheet.getCell(`I${rowOf.get(cherry!.name)}`).value = 'ask Ana';
    sheet.addRow(['', 'QB-E2E-404', 'Dragon fruit', '', '', '', '', '', 9]);
    const edited = await tempFile('prices monday.xlsx');
    await book.xlsx.writeFile(edited);

    await page.locator('input[type="file"]').setInputFiles(edited);
    const preview = page.getByRole('region', { name: 'Prices from prices monday.xlsx' });
    await expect(preview).toBeVisible();
    await expect(preview.getByText('2 prices change')).toBeVisible();
    await expect(preview.getByRole('list', { name: 'Price changes' })).toContainText(`${apple!.name}: $10.00 → $45.00`);
    await expect(preview.getByRole('list', { name: 'Price changes' })).toContainText(`${banana!.name}: $20.00 → $21.50`);
    await expect(preview.getByRole('list', { name: '1 row names no product of this list' })).toHaveText('Row 5: QuickBooks id QB-E2E-404 · Dragon fruit');
    await expect(preview.getByRole('list', { name: '1 cell is not a price' })).toHaveText(`Cell I${rowOf.get(cherry!.name)} (${cherry!.name}): “ask Ana”, not a number`);
    await expectAccessible(page);
    // Nothing was written by the preview.
    expect(await pricesOf(page, list.slug)).toEqual({ [apple!.id]: '10.00', [banana!.id]: '20.00', [cherry!.id]: '30.00' });

    await preview.getByRole('button', { name: 'Apply to the grid' }).click();
    await expect(page.getByText('2 unsaved changes')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '2 prices from prices monday.xlsx are now unsaved changes.' })).toContainText('2 rows of the file were not used');
    // The rows it could not use stay listed.
    await expect(page.getByRole('region', { name: 'Applied from prices monday.xlsx' }).getByText('Row 5: QuickBooks id QB-E2E-404 · Dragon fruit')).toBeVisible();
    await expect(page.getByRole('grid')).toContainText('$45.00');

    // Escape closes the save dialog and the focus is back on Save Changes (it kept it while the save was checked).
    const saveChanges = page.getByRole('button', { name: 'Save Changes', exact: true });
    await saveChanges.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save these changes?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(saveChanges).toBeFocused();
    await saveChanges.click();
    await expect(dialog.getByLabel('Reason (optional)')).toHaveValue('Prices from prices monday.xlsx');
    await expect(dialog.getByText('1 price moves by more than 50% or to $0.00')).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save version' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('I have checked these moves and prices at $0.00: save them.').check();
    await save.click();
    await expect(page.getByText('Price list updated successfully').first()).toBeVisible();

    expect(await pricesOf(page, list.slug)).toEqual({ [apple!.id]: '45.00', [banana!.id]: '21.50', [cherry!.id]: '30.00' });
    const versions = (await (await page.request.get(`/api/price-lists/${list.slug}/versions`)).json()) as { items: { number: number; reason: string | null; changed: number }[] };
    expect(versions.items[0]).toMatchObject({ number: list.version + 2, reason: 'Prices from prices monday.xlsx', changed: 2 });
  });

  test('in Spanish: the workbook’s header, a CSV with decimal commas, the preview’s words', async ({ page }) => {
    await useLanguage(page, 'es');
    await signInAs(page, 'seller');
    const { list, products } = await listWithProducts(page);
    await openEditor(page, list.slug, /^Precios de /);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/-es\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    expect(book.worksheets[0]!.name).toBe('Precios');
    expect(book.worksheets[0]!.getCell('D1').value).toBe('Producto (español)');

    // As Excel saves "CSV" on a Spanish Windows: semicolons and decimal commas.
    const csv = await tempFile('precios.csv');
    await fs.writeFile(csv, `Producto (español);Precio\n${products[1]!.name} ES;"12,50"\nNada;3\n${products[2]!.name} ES;-4\n`);
    // Chosen as staff do: the button opens the file chooser.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Subir desde Excel' }).click()]);
    await chooser.setFiles(csv);
    const preview = page.getByRole('region', { name: 'Precios de precios.csv' });
    await expect(preview.getByText('Cambia 1 precio')).toBeVisible();
    await expect(preview.getByText('1 producto de la lista no está en el archivo; conserva su precio')).toBeVisible();
    await expect(preview.getByRole('list', { name: '1 fila no corresponde a ningún producto de esta lista' })).toHaveText('Fila 3: Nada');
    await expect(preview.getByRole('list', { name: '1 celda no es un precio' })).toHaveText(`Celda B4 (${products[2]!.name} ES): «-4», un precio no puede ser negativo`);
    await expectAccessible(page);
    // The longer Spanish words, on a phone and a desk, light and dark: the toolbar wraps, nothing scrolls sideways.
    await lookAt(page, 'editor-upload-preview-es');
    // The preview had the focus; applied, it goes back to "Subir desde Excel" (not lost to the page).
    await expect(preview.getByRole('heading', { name: 'Precios de precios.csv' })).toBeFocused();
    await preview.getByRole('button', { name: 'Aplicar a la tabla' }).click();
    await expect(page.getByRole('button', { name: 'Subir desde Excel' })).toBeFocused();
    await expect(page.getByText('1 cambio sin guardar')).toBeVisible();
    await expect(page.getByRole('grid')).toContainText('$12.50');

    // A file that is no spreadsheet is refused with its reason, in Spanish too.
    const pdf = await tempFile('lista.pdf');
    await fs.writeFile(pdf, '%PDF-1.7');
    await page.locator('input[type="file"]').setInputFiles(pdf);
    await expect(page.getByRole('alert').filter({ hasText: 'No se pudo usar «lista.pdf».' })).toContainText('Elija un libro de Excel (.xlsx) o un archivo CSV.');
  });
});
