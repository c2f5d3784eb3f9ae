import type { Locator, Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, lookAt, pasteInto, signInAs, test, unique, useLanguage } from './fixtures.js';

// The list editor as a spreadsheet: sort (kept in the URL), filter, paste a block copied from a sheet,
// copy a block, fill down, undo, redo, save as one version. Each test uses its own products and list.

const TEXT = {
  en: {
    grid: /^Prices of /,
    price: 'Price',
    cost: 'Cost',
    search: 'Search products',
    clear: 'Clear filters',
    shown: (n: number, total: number) => `(${n} of ${total} products shown)`,
    readOnly: '1 pasted column landed on cells that cannot be edited and was ignored.',
    fillDown: 'Fill down',
    filled: 'Filled down 2 prices.',
    undone: 'Change undone.',
    redone: 'Change redone.',
    undo: 'Undo',
    save: 'Save Changes',
    saveDialog: 'Save these changes?',
    saveVersion: 'Save version',
    saved: 'Price list updated successfully',
    unsaved: (n: number) => `${n} unsaved change${n === 1 ? '' : 's'}`,
    // A sheet in English: decimal points.
    block: '5.00\t33.50\n5.00\t$31.25\n',
  },
  es: {
    grid: /^Precios de /,
    price: 'Precio',
    cost: 'Costo',
    search: 'Buscar productos',
    clear: 'Quitar filtros',
    shown: (n: number, total: number) => `(${n} de ${total} productos mostrados)`,
    readOnly: '1 columna pegada cayó en celdas que no se pueden editar y se ignoró.',
    fillDown: 'Rellenar hacia abajo',
    filled: 'Se rellenaron hacia abajo 2 precios.',
    undone: 'Cambio deshecho.',
    redone: 'Cambio rehecho.',
    undo: 'Deshacer',
    save: 'Guardar cambios',
    saveDialog: '¿Guardar estos cambios?',
    saveVersion: 'Guardar versión',
    saved: 'Lista de precios actualizada correctamente',
    unsaved: (n: number) => `${n} cambio${n === 1 ? '' : 's'} sin guardar`,
    // A sheet in Spanish: decimal commas, the currency after the amount.
    block: '5,00\t33,50\n5,00\t31,25 US$\n',
  },
} as const;

// A list that is not linked: select, product, category, pack, cost, price, change, margin, notes, remove.
const COL = { product: 1, cost: 4, price: 5 };

const origin = () => new URL(test.info().project.use.baseURL!).origin;
const cellAt = (page: Page, row: number, col: number): Locator => page.getByRole('grid').locator(`[data-cell="${row}:${col}"]`);
const rowNames = (page: Page) => page.getByRole('grid').locator(`[data-cell$=":${COL.product}"] span.truncate`).allTextContents();

for (const lang of ['en', 'es'] as const) {
  const T = TEXT[lang];
  test(`the list editor works as a spreadsheet (${lang})`, async ({ page, context }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    await signInAs(page, 'seller');
    const tag = unique();
    // Names sort A, B, C, D; prices 25, 28, 30, 32 (moves below 50%: no large-move confirmation).
    const products = await Promise.all(['Apple', 'Banana', 'Cherry', 'Date'].map((label) => createProduct(page, `${label}${tag}`)));
    const create = await page.request.post('/api/price-lists', { headers: { origin: origin() }, data: { name: `E2E Sheet ${tag}`, source: { kind: 'empty' } } });
    expect(create.status()).toBe(201);
    const list = (await create.json()) as { slug: string; version: number };
    const priced = await page.request.post(`/api/price-lists/${list.slug}/save`, {
      headers: { origin: origin() },
      data: { version: list.version, changes: products.map((p, i) => ({ productId: p.id, price: ['25.00', '28.00', '30.00', '32.00'][i] })) },
    });
    expect(priced.status()).toBe(200);
    const name = (i: number) => (lang === 'es' ? `${products[i]!.name} ES` : products[i]!.name);

    await useLanguage(page, lang);
    await page.goto(`/prices-manage/${list.slug}`);
    await expect(page.getByRole('grid', { name: T.grid })).toBeVisible({ timeout: 15_000 });

    // Sort by price, highest first: two clicks on the header's button; the URL keeps it, a reload too.
    const priceHeader = page.getByRole('columnheader', { name: T.price, exact: true });
    await priceHeader.getByRole('button').click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await priceHeader.getByRole('button').click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/\?sort=price&dir=desc$/);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: T.price, exact: true })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => rowNames(page)).toEqual([name(3), name(2), name(1), name(0)]);

    // Filter by a search word: one row, "1 of 4 shown", in the URL; Clear filters brings all back.
    await page.getByLabel(T.search).fill(`Cherry${tag}`);
    await expect(page.getByText(T.shown(1, 4))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=cherry${tag}`, 'i'));
    await page.getByRole('button', { name: T.clear }).click();
    await expect(page.getByText(T.shown(4, 4))).toBeVisible();
    await expect(page).toHaveURL(/\?sort=price&dir=desc$/);

    // A block of two columns (cost, price) copied from a sheet, pasted on the first row's cost: the
    // prices land, the cost column is read-only here and is said to be ignored.
    await cellAt(page, 0, COL.cost).click();
    await pasteInto(cellAt(page, 0, COL.cost), T.block);
    await expect(cellAt(page, 0, COL.price)).toContainText('$33.50');
    await expect(cellAt(page, 1, COL.price)).toContainText('$31.25');
    await expect(page.getByRole('status').filter({ hasText: T.readOnly })).toBeVisible();
    // The rows keep their places until the user sorts again.
    await expect.poll(() => rowNames(page)).toEqual([name(3), name(2), name(1), name(0)]);

    // Copy a block (names to prices of the first two rows) and read the clipboard back: tab-separated.
    // English: a click and a Shift+click; Spanish: a mouse drag from one corner to the other.
    if (lang === 'en') {
      await cellAt(page, 0, COL.product).click();
      await cellAt(page, 1, COL.price).click({ modifiers: ['Shift'] });
    } else {
      const from = (await cellAt(page, 0, COL.product).boundingBox())!;
      const to = (await cellAt(page, 1, COL.price).boundingBox())!;
      await page.mouse.move(from.x + 10, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + 10, to.y + 10, { steps: 8 });
      await page.mouse.up();
    }
    await expect(cellAt(page, 1, COL.cost)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ControlOrMeta+c');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')).toEqual([`${name(3)}\t\t10 lb case\t\t$33.50`, `${name(2)}\t\t10 lb case\t\t$31.25`].map((line) => (lang === 'es' ? line.replace('10 lb case', 'caja de 10 lb') : line)));

    // Fill down: the second row's price to the two rows below it (Ctrl+D in English, the button in Spanish).
    // (A click on the active price would open it for typing: start beside it and step onto it.)
    await cellAt(page, 1, COL.price + 1).click();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expectAccessible(page);
    // The selected block, looked at in both themes, on a phone and a desk.
    if (lang === 'en') {
      await lookAt(page, 'list-editor-block');
      // At 390 px the grid gave way to the phone's cards: back at the desk, select the block again.
      await cellAt(page, 1, COL.price + 1).click();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('Shift+ArrowDown');
    }
    if (lang === 'en') await page.keyboard.press('ControlOrMeta+d');
    else await page.getByRole('button', { name: T.fillDown }).click();
    await expect(cellAt(page, 2, COL.price)).toContainText('$31.25');
    await expect(cellAt(page, 3, COL.price)).toContainText('$31.25');
    await expect(page.getByRole('status').filter({ hasText: T.filled })).toBeVisible();
    await expect(page.getByText(T.unsaved(4))).toBeVisible();

    // Undo the fill (one step), redo it.
    await cellAt(page, 2, COL.price).click();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(cellAt(page, 2, COL.price)).toContainText('$28.00');
    await expect(cellAt(page, 3, COL.price)).toContainText('$25.00');
    await expect(page.getByRole('status').filter({ hasText: T.undone })).toBeVisible();
    await expect(page.getByText(T.unsaved(2))).toBeVisible();
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(cellAt(page, 3, COL.price)).toContainText('$31.25');
    await expect(page.getByRole('status').filter({ hasText: T.redone })).toBeVisible();

    // Save: one version with the four prices; the history starts again.
    await page.getByRole('button', { name: T.save, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: T.saveDialog });
    await dialog.getByRole('button', { name: T.saveVersion }).click();
    await expect(page.getByText(T.saved).first()).toBeVisible();
    await expect(page.getByRole('button', { name: T.undo, exact: true })).toBeDisabled();
    const saved = (await (await page.request.get(`/api/price-lists/${list.slug}`)).json()) as { version: number; items: { productId: string; price: string }[] };
    expect(saved.version).toBe(list.version + 2);
    expect(Object.fromEntries(saved.items.map((i) => [i.productId, i.price]))).toEqual({
      [products[3]!.id]: '33.50',
      [products[2]!.id]: '31.25',
      [products[1]!.id]: '31.25',
      [products[0]!.id]: '31.25',
    });
  });
}
