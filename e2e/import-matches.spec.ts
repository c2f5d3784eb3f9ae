import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test, unique, useLanguage } from './fixtures.js';

// Issue item 5: a QuickBooks item the catalogue has under another name ("MANGO TOMMY … 9CT" for
// "Tommy … Mangoes", 9 ct case) is proposed in the dry run; staff accept or reject each, or all; an
// accepted row updates that product and keeps its QuickBooks id, so the next import matches it by id.
// The catalogue products are the test's own (a made-up variety), so runs in parallel do not meet.

const FIRST_PAINT = { timeout: 20_000 };
const origin = () => new URL(test.info().project.use.baseURL!).origin;

const TEXT = {
  en: {
    file: 'QuickBooks file',
    list: 'Price list',
    check: 'Check file',
    plan: 'Before importing',
    importButton: 'Import',
    done: 'Import completed successfully!',
    another: 'Import another file',
    matches: 'Possible matches (2)',
    anyMatches: /^Possible matches/,
    accept: (name: string) => `Accept the match of ${name}`,
    reject: (name: string) => `Reject the match of ${name}`,
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    accepted: 'Accepted: updates this product',
    rejected: 'Rejected: creates a new product',
    undecided: 'Not decided: creates a new product',
    newProducts: 'New products',
    updated: 'Products updated',
    unchanged: 'Unchanged skipped',
  },
  es: {
    file: 'Archivo de QuickBooks',
    list: 'Lista de precios',
    check: 'Revisar archivo',
    plan: 'Antes de importar',
    importButton: 'Importar',
    done: '¡Importación completada con éxito!',
    another: 'Importar otro archivo',
    matches: 'Posibles coincidencias (2)',
    anyMatches: /^Posibles coincidencias/,
    accept: (name: string) => `Aceptar la coincidencia de ${name}`,
    reject: (name: string) => `Rechazar la coincidencia de ${name}`,
    acceptAll: 'Aceptar todas',
    rejectAll: 'Rechazar todas',
    accepted: 'Aceptada: actualiza este producto',
    rejected: 'Rechazada: crea un producto nuevo',
    undecided: 'Sin decidir: crea un producto nuevo',
    newProducts: 'Productos nuevos',
    updated: 'Productos actualizados',
    unchanged: 'Sin cambios omitidos',
  },
} as const;

/** Both widths the issue names: no sideways scroll, and a screenshot to look at. */
async function lookAt(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `sideways scroll at ${width} px`).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Two catalogue products of the test's own, and an empty list to import into. */
async function setUp(page: Page, tag: string) {
  const headers = { origin: origin() };
  const product = (nameEn: string, nameEs: string, packEn: string, packEs: string, slug: string) => ({
    op: 'create',
    clientId: slug,
    data: { nameEn, nameEs, slug, category: null, unit: 'case', packEn, packEs, inStock: true, quickbooksId: null, quantity: '0', prices: { small: '10.00', medium: '9.50', large: '9.00' } },
  });
  const res = await page.request.post('/api/products/changes', {
    headers,
    data: {
      changes: [
        product(`Tommy ${tag} Mangoes`, `Mangos Tommy ${tag}`, '9 ct case', 'caja de 9 u.', `e2e-mango-${tag.toLowerCase()}`),
        product(`${tag} Gift Crate`, `Caja regalo ${tag}`, '4 ct', '4 u.', `e2e-crate-${tag.toLowerCase()}`),
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const ids = ((await res.json()) as { ids: Record<string, string> }).ids;
  const slug = `e2e-matches-${tag.toLowerCase()}`;
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E matches ${tag}`, slug, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  return { slug, mango: ids[`e2e-mango-${tag.toLowerCase()}`]!, crate: ids[`e2e-crate-${tag.toLowerCase()}`]! };
}

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`the dry run proposes likely matches; accepted ones update the product and match by id next time (${language})`, async ({ page }) => {
    test.slow();
    await useLanguage(page, language);
    await signInAs(page, 'seller');
    const id = unique();
    // A made-up variety: letters only (a number would read as a size).
    const tag = `Zq${id.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const TAG = tag.toUpperCase();
    const { slug, mango, crate } = await setUp(page, tag);
    const mangoRow = `MANGO TOMMY ${TAG} 9CT`;
    const crateRow = `GIFT CRATE ${TAG} 4CT`;
    const file = {
      name: `matches-${id}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        ['Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost', `${mangoRow},,Inventory,16.00,`, `${crateRow},,Inventory,21.00,`, `E2E${id} SAMPLE BOX 10CT,,Inventory,5,`].join('\r\n'),
      ),
    };

    await page.goto('/import-quickbooks');
    await page.getByLabel(t.file).setInputFiles(file);
    await page.getByLabel(t.list).selectOption(slug);
    await page.getByRole('button', { name: t.check }).click();
    const region = page.getByRole('region', { name: t.matches });
    await expect(region).toBeVisible(FIRST_PAINT);
    const mangoCard = region.getByRole('listitem').filter({ hasText: mangoRow });
    const crateCard = region.getByRole('listitem').filter({ hasText: crateRow });
    // Both names and the pack of the proposed product.
    await expect(mangoCard).toContainText(`Tommy ${tag} Mangoes`);
    await expect(mangoCard).toContainText(`Mangos Tommy ${tag}`);
    await expect(mangoCard).toContainText(language === 'es' ? 'caja de 9 u.' : '9 ct case');
    await expect(mangoCard).toContainText(t.undecided);
    await expect(region.getByRole('listitem').filter({ hasText: 'SAMPLE BOX' })).toHaveCount(0);

    await region.getByRole('button', { name: t.acceptAll }).click();
    await expect(mangoCard).toContainText(t.accepted);
    await expect(crateCard).toContainText(t.accepted);
    await region.getByRole('button', { name: t.rejectAll }).click();
    await expect(mangoCard).toContainText(t.rejected);
    await expect(crateCard).toContainText(t.rejected);
    await mangoCard.getByRole('button', { name: t.accept(mangoRow) }).click();
    await expect(mangoCard).toContainText(t.accepted);
    await expect(mangoCard.getByRole('button', { name: t.accept(mangoRow) })).toHaveAttribute('aria-pressed', 'true');
    await expect(crateCard.getByRole('button', { name: t.reject(crateRow) })).toHaveAttribute('aria-pressed', 'true');
    const figures = page.locator('dl').first();
    await expect(figures.getByText(t.newProducts).locator('..')).toContainText('2');
    await expect(figures.getByText(t.updated).locator('..')).toContainText('1');
    await expectAccessible(page);
    await region.scrollIntoViewIfNeeded();
    await lookAt(page, `matches-${language}`);

    await page.getByRole('button', { name: t.importButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible(FIRST_PAINT);
    const prices = ((await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { productId: string; price: string }[] }).items;
    expect(prices.find((i) => i.productId === mango)?.price).toBe('16.00');
    // Rejected: the crate row made a new product; the catalogue's crate is not in the list.
    expect(prices.find((i) => i.productId === crate)).toBeUndefined();
    expect(prices).toHaveLength(3);

    // The same file again: matched by QuickBooks id, nothing proposed, nothing new.
    await page.getByRole('button', { name: t.another }).click();
    await page.getByLabel(t.file).setInputFiles(file);
    await page.getByLabel(t.list).selectOption(slug);
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByRole('heading', { name: t.plan })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('region', { name: t.anyMatches })).toHaveCount(0);
    await page.getByRole('button', { name: t.importButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible(FIRST_PAINT);
    await expect(page.locator('dl').nth(1).getByText(t.unchanged).locator('..')).toContainText('3');
  });
}
