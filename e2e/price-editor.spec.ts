import type { Browser, Locator, Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, pasteInto, signInAs, test, unique, users } from './fixtures.js';

// Every test edits only lists and products it creates itself: other tests read the demo data at the same time.

type Lang = 'en' | 'es';

/** The words the tests look for, in each language (the app's own texts). */
const TEXT = {
  en: {
    grid: /^Prices of /,
    save: 'Save Changes',
    saveDialog: 'Save these changes?',
    saveVersion: 'Save version',
    reason: 'Reason (optional)',
    saved: 'Price list updated successfully',
    versions: 'Versions',
    prices: 'Prices',
    unsaved: (n: number) => `${n} unsaved change${n === 1 ? '' : 's'}`,
    noUnsaved: 'No unsaved changes',
    reload: 'Reload and re-apply my changes',
    conflict: (version: number, by: string) => new RegExp(`The list is now at version ${version}, saved by ${by.replace('.', '\\.')}`),
    rollbackOf: (n: number) => `Roll back to version ${n}`,
    rollbackDialog: (n: number) => `Roll back to version ${n}?`,
    rollbackConfirm: 'Roll back',
    rolledBack: (to: number, v: number) => `Rolled back to version ${to}: version ${v} created.`,
    rollbackReason: (to: number) => `Rolled back to version ${to}`,
    changed: (n: number) => `${n} prices changed`,
    linkedItem: (name: string, n: number) => `${name}: ${n} price${n === 1 ? '' : 's'}`,
    follows: 'Follows:',
    invalid: 'Invalid price format.',
    largeTitle: (n: number) => `${n} prices move by more than 50% or to $0.00`,
    largeList: 'Prices that move a lot',
    largeConfirm: 'I have checked these moves and prices at $0.00: save them.',
    largeItem: (name: string, from: string, to: string, percent: string) => `${name}: ${from} → ${to} (${percent})`,
  },
  es: {
    grid: /^Precios de /,
    save: 'Guardar cambios',
    saveDialog: '¿Guardar estos cambios?',
    saveVersion: 'Guardar versión',
    reason: 'Motivo (opcional)',
    saved: 'Lista de precios actualizada correctamente',
    versions: 'Versiones',
    prices: 'Precios',
    unsaved: (n: number) => `${n} cambio${n === 1 ? '' : 's'} sin guardar`,
    noUnsaved: 'No hay cambios sin guardar',
    reload: 'Recargar y volver a aplicar mis cambios',
    conflict: (version: number, by: string) => new RegExp(`La lista está ahora en la versión ${version}, guardada por ${by.replace('.', '\\.')}`),
    rollbackOf: (n: number) => `Volver a la versión ${n}`,
    rollbackDialog: (n: number) => `¿Volver a la versión ${n}?`,
    rollbackConfirm: 'Volver a esta versión',
    rolledBack: (to: number, v: number) => `Se volvió a la versión ${to}: se creó la versión ${v}.`,
    rollbackReason: (to: number) => `Revertida a la versión ${to}`,
    changed: (n: number) => `${n} precios cambiados`,
    linkedItem: (name: string, n: number) => `${name}: ${n} precio${n === 1 ? '' : 's'}`,
    follows: 'Sigue a:',
    invalid: 'Formato de precio no válido.',
    largeTitle: (n: number) => `${n} precios cambian más de un 50% o quedan en $0.00`,
    largeList: 'Precios que cambian mucho',
    largeConfirm: 'Revisé estos cambios y los precios en $0.00: guardarlos.',
    largeItem: (name: string, from: string, to: string, percent: string) => `${name}: ${from} → ${to} (${percent})`,
  },
} as const;

function origin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

async function apiPost<T>(page: Page, path: string, data: unknown, status = 200): Promise<T> {
  const res = await page.request.post(path, { headers: { origin: origin() }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

interface ListInfo {
  id: string;
  slug: string;
  name: string;
  version: number;
}

/** A list of the test's own products (names sort A, B, C), priced through the API: version 2. */
async function listWithProducts(page: Page, prices: [string, string, string] = ['10.00', '20.00', '30.00']) {
  const products = await Promise.all([createProduct(page, 'Apple'), createProduct(page, 'Banana'), createProduct(page, 'Cherry')]);
  const name = `E2E Editor ${unique()}`;
  const list = await apiPost<ListInfo>(page, '/api/price-lists', { name, source: { kind: 'empty' } }, 201);
  await apiPost(page, `/api/price-lists/${list.slug}/save`, {
    version: list.version,
    changes: products.map((p, i) => ({ productId: p.id, price: prices[i] })),
  });
  return { list: { ...list, version: list.version + 1 }, products };
}

async function pricesOf(page: Page, slug: string): Promise<Record<string, string>> {
  const res = await page.request.get(`/api/price-lists/${slug}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { productId: string; price: string }[] };
  return Object.fromEntries(body.items.map((i) => [i.productId, i.price]));
}

/** A product of `createProduct` as the page names it: the Spanish name is the English one + " ES". */
const nameIn = (name: string, lang: Lang) => (lang === 'es' ? `${name} ES` : name);

async function useLanguage(page: Page, lang: Lang) {
  if (lang === 'es') await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
}

/** The grid's price cell of a row (0-based among the rows shown); price is column 6 of a list that is not linked. */
function priceCell(page: Page, row: number, linked = false): Locator {
  return page.getByRole('grid').locator(`[data-cell="${row}:${linked ? 6 : 5}"]`);
}

async function openEditor(page: Page, slug: string, lang: Lang) {
  await page.goto(`/prices-manage/${slug}`);
  // A cold page (its code, translations and the list) on a busy machine can take a while.
  await expect(page.getByRole('grid', { name: TEXT[lang].grid })).toBeVisible({ timeout: 15_000 });
}

async function saveWithDialog(page: Page, lang: Lang, reason?: string) {
  await page.getByRole('button', { name: TEXT[lang].save, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXT[lang].saveDialog });
  await expect(dialog).toBeVisible();
  if (reason) await dialog.getByLabel(TEXT[lang].reason).fill(reason);
  await dialog.getByRole('button', { name: TEXT[lang].saveVersion }).click();
  await expect(page.getByText(TEXT[lang].saved).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function secondSession(browser: Browser, role: 'admin' | 'seller', lang: Lang) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.254.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  const page = await context.newPage();
  const { email, password } = users[role];
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: origin() } });
  expect(res.status()).toBe(200);
  await useLanguage(page, lang);
  return { context, page };
}

for (const lang of ['en', 'es'] as const) {
  const T = TEXT[lang];

  test.describe(`price list editor (${lang})`, () => {
    // Each test builds its own products and lists, then works through several screens and axe checks.
    test.slow();
    test('edits prices by keyboard and by paste, saves with a reason and shows the version', async ({ page }) => {
      await signInAs(page, 'seller');
      const { list, products } = await listWithProducts(page);
      await useLanguage(page, lang);
      await openEditor(page, list.slug, lang);
      await expectAccessible(page);

      // Keyboard: type over the first price, Enter commits and moves down, the arrows move.
      await priceCell(page, 0).click();
      await page.keyboard.type(lang === 'es' ? '11,25' : '11.25');
      await page.keyboard.press('Enter');
      await expect(priceCell(page, 0)).toContainText('$11.25');
      await expect(priceCell(page, 1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(priceCell(page, 0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      // Escape throws a typed value away.
      await page.keyboard.type('99');
      await page.keyboard.press('Escape');
      await expect(priceCell(page, 1)).toContainText('$20.00');
      await expect(page.getByText(T.unsaved(1))).toBeVisible();

      // Paste a column from a spreadsheet into the second row: it fills the second and third rows.
      await pasteInto(priceCell(page, 1), lang === 'es' ? '21,50\n$32,75\n' : '21.50\n$32.75\n');
      await expect(priceCell(page, 1)).toContainText('$21.50');
      await expect(priceCell(page, 2)).toContainText('$32.75');
      await expect(page.getByText(T.unsaved(3))).toBeVisible();

      // An invalid pasted value is flagged on its cell and blocks saving until fixed.
      await priceCell(page, 2).click();
      await pasteInto(priceCell(page, 2), 'abc\n');
      await expect(page.getByRole('grid').locator('[data-cell="2:8"]')).toContainText(T.invalid);
      await expect(page.getByRole('button', { name: T.save, exact: true })).toBeDisabled();
      // Enter opens the cell with its text selected: typing replaces it.
      await page.keyboard.press('Enter');
      await page.keyboard.type(lang === 'es' ? '32,75' : '32.75');
      await page.keyboard.press('Enter');
      await expect(page.getByText(T.unsaved(3))).toBeVisible();

      await page.getByRole('button', { name: T.save, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: T.saveDialog });
      await expect(dialog.getByText(T.changed(3))).toBeVisible();
      await expectAccessible(page);
      await dialog.getByLabel(T.reason).fill('Morning update');
      await dialog.getByRole('button', { name: T.saveVersion }).click();
      await expect(page.getByText(T.saved).first()).toBeVisible();
      await expect(page.getByText(T.noUnsaved)).toBeVisible();

      expect(await pricesOf(page, list.slug)).toEqual({
        [products[0]!.id]: '11.25',
        [products[1]!.id]: '21.50',
        [products[2]!.id]: '32.75',
      });

      await page.getByRole('tab', { name: T.versions }).click();
      const row = page.getByRole('row').filter({ hasText: 'Morning update' });
      await expect(row).toContainText(lang === 'es' ? 'Versión 3' : 'Version 3');
      await expect(row).toContainText(users.seller.email);
      await expectAccessible(page);
    });

    test('a save behind another session is refused with who saved, then reloads, re-applies and saves', async ({ page, browser }) => {
      await signInAs(page, 'admin');
      await useLanguage(page, lang);
      const { list, products } = await listWithProducts(page);
      const seller = await secondSession(browser, 'seller', lang);
      try {
        // Both open version 2.
        await openEditor(page, list.slug, lang);
        await openEditor(seller.page, list.slug, lang);

        // The seller saves first.
        await priceCell(seller.page, 0).click();
        await seller.page.keyboard.type('15');
        await seller.page.keyboard.press('Enter');
        await saveWithDialog(seller.page, lang);

        // The admin's save of another price is refused, naming version 3 and the seller.
        await priceCell(page, 2).click();
        await page.keyboard.type('35');
        await page.keyboard.press('Enter');
        await page.getByRole('button', { name: T.save, exact: true }).click();
        await expect(page.getByText(T.conflict(3, users.seller.email))).toBeVisible();
        await expect(page.getByText(T.unsaved(1))).toBeVisible();

        await page.getByRole('button', { name: T.reload }).click();
        await expect(priceCell(page, 0)).toContainText('$15.00');
        await expect(priceCell(page, 2)).toContainText('$35.00');
        await saveWithDialog(page, lang, 'After the conflict');
        expect(await pricesOf(page, list.slug)).toEqual({
          [products[0]!.id]: '15.00',
          [products[1]!.id]: '20.00',
          [products[2]!.id]: '35.00',
        });
      } finally {
        await seller.context.close();
      }
    });

    test('a large move and a price to $0.00 are shown and must be confirmed before they save', async ({ page }) => {
      await signInAs(page, 'seller');
      const { list, products } = await listWithProducts(page);
      await useLanguage(page, lang);
      await openEditor(page, list.slug, lang);

      // Apple 10.00 -> 1,234.50 (+12,245%), Banana 20.00 -> 0, Cherry 30.00 -> 33.00 (+10%: not flagged).
      await priceCell(page, 0).click();
      await page.keyboard.type(lang === 'es' ? '1234,50' : '1234.50');
      await page.keyboard.press('Enter');
      await page.keyboard.type('0');
      await page.keyboard.press('Enter');
      await page.keyboard.type('33');
      await page.keyboard.press('Enter');
      await expect(page.getByText(T.unsaved(3))).toBeVisible();

      await page.getByRole('button', { name: T.save, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: T.saveDialog });
      await expect(dialog.getByText(T.largeTitle(2))).toBeVisible();
      const moves = dialog.getByRole('list', { name: T.largeList });
      await expect(moves.getByRole('listitem')).toHaveText([
        T.largeItem(nameIn(products[0]!.name, lang), '$10.00', '$1,234.50', '+12,245%'),
        T.largeItem(nameIn(products[1]!.name, lang), '$20.00', '$0.00', '-100%'),
      ]);
      const saveVersion = dialog.getByRole('button', { name: T.saveVersion });
      await expect(saveVersion).toBeDisabled();
      await expectAccessible(page);
      // Nothing was written by the preview.
      expect(await pricesOf(page, list.slug)).toEqual({ [products[0]!.id]: '10.00', [products[1]!.id]: '20.00', [products[2]!.id]: '30.00' });

      await dialog.getByLabel(T.largeConfirm).check();
      await expect(saveVersion).toBeEnabled();
      await saveVersion.click();
      await expect(page.getByText(T.saved).first()).toBeVisible();
      await expect(page.getByText(T.noUnsaved)).toBeVisible();
      expect(await pricesOf(page, list.slug)).toEqual({ [products[0]!.id]: '1234.50', [products[1]!.id]: '0.00', [products[2]!.id]: '33.00' });
    });

    test('rolls back to an earlier version, and the reason reads in the reader’s language', async ({ page }) => {
      test.slow();
      await signInAs(page, 'seller');
      const { list, products } = await listWithProducts(page);
      // Version 3 changes two prices.
      await apiPost(page, `/api/price-lists/${list.slug}/save`, {
        version: list.version,
        reason: 'Higher',
        changes: [
          { productId: products[0]!.id, price: '12.00' },
          { productId: products[1]!.id, price: '22.00' },
        ],
      });
      await useLanguage(page, lang);
      await openEditor(page, list.slug, lang);
      await expect(priceCell(page, 0)).toContainText('$12.00');

      await page.getByRole('tab', { name: T.versions }).click();
      await page.getByRole('button', { name: T.rollbackOf(2) }).click();
      const dialog = page.getByRole('dialog', { name: T.rollbackDialog(2) });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: T.rollbackConfirm, exact: true }).click();
      await expect(page.getByText(T.rolledBack(2, 4))).toBeVisible();
      // The reason the system wrote, in the reader's language; the one typed ("Higher") as typed.
      await expect(page.getByRole('row').filter({ hasText: T.rollbackReason(2) })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Higher' })).toBeVisible();
      if (lang === 'es') await expect(page.getByText('Rolled back to version')).toHaveCount(0);
      // Look at it: both widths, light and dark, no sideways scroll.
      for (const scheme of ['light', 'dark'] as const) {
        // The theme is the document's class (what the theme button sets).
        await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
        for (const width of [1366, 390]) {
          await page.setViewportSize({ width, height: 900 });
          // At 390 px the table scrolls inside its frame: bring the reason into view.
          await page.getByRole('cell', { name: T.rollbackReason(2) }).scrollIntoViewIfNeeded();
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `sideways scroll at ${width} px`).toBe(true);
          await page.screenshot({ path: test.info().outputPath(`versions-${lang}-${scheme}-${width}.png`) });
        }
      }
      await expectAccessible(page);
      await page.setViewportSize({ width: 1366, height: 900 });

      await page.getByRole('tab', { name: T.prices }).click();
      await expect(priceCell(page, 0)).toContainText('$10.00');
      await expect(priceCell(page, 1)).toContainText('$20.00');
      expect(await pricesOf(page, list.slug)).toEqual({
        [products[0]!.id]: '10.00',
        [products[1]!.id]: '20.00',
        [products[2]!.id]: '30.00',
      });
    });

    test('a linked list follows its base after the base is edited in the grid', async ({ page }) => {
      await signInAs(page, 'admin');
      const { list: base, products } = await listWithProducts(page);
      const linkedName = `E2E Linked ${unique()}`;
      const linked = await apiPost<ListInfo>(
        page,
        '/api/price-lists',
        {
          name: linkedName,
          source: { kind: 'copy', from: base.slug, adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' }, linked: true },
        },
        201,
      );
      // 10.00 +8% = 10.80, to .x9: 10.79.
      expect((await pricesOf(page, linked.slug))[products[0]!.id]).toBe('10.79');

      await useLanguage(page, lang);
      await openEditor(page, base.slug, lang);
      await priceCell(page, 0).click();
      await page.keyboard.type('20');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: T.save, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: T.saveDialog });
      await expect(dialog.getByText(T.linkedItem(linkedName, 1))).toBeVisible();
      // 10.00 -> 20.00 doubles the price (and the linked one): a large move, confirmed on its own.
      await dialog.getByLabel(T.largeConfirm).check();
      await dialog.getByRole('button', { name: T.saveVersion }).click();
      await expect(page.getByText(T.saved).first()).toBeVisible();

      await openEditor(page, linked.slug, lang);
      await expect(page.getByText(T.follows)).toBeVisible();
      // 20.00 +8% = 21.60, to .x9: 21.59; the base price beside it.
      await expect(priceCell(page, 0, true)).toContainText('$21.59');
      await expect(page.getByRole('grid').locator('[data-cell="0:5"]')).toContainText('$20.00');
      await expectAccessible(page);
    });
  });
}

test('a list that does not exist says so', async ({ page }) => {
  await signInAs(page, 'seller');
  await page.goto('/prices-manage/no-such-list-e2e');
  await expect(page.getByRole('heading', { name: 'Price list not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All price lists' }).first()).toHaveAttribute('href', '/prices-manage');
});

// Two notes on a list (ADR 017): the note to customers, labelled as what customers see, and the staff's own.
for (const lang of ['en', 'es'] as const) {
  const t =
    lang === 'es'
      ? {
          editDetails: 'Editar datos',
          dialog: 'Editar datos de la lista',
          customerNote: 'Nota para los clientes (opcional)',
          customersSee: 'Los clientes ven esto',
          staffNote: 'Nota interna (opcional)',
          onlyStaff: 'Solo el personal ve esto',
          save: 'Guardar datos',
          shownCustomer: 'Los clientes ven:',
          shownStaff: 'Nota interna:',
        }
      : {
          editDetails: 'Edit details',
          dialog: 'Edit list details',
          customerNote: 'Note to customers (optional)',
          customersSee: 'Customers see this',
          staffNote: 'Staff note (optional)',
          onlyStaff: 'Only staff see this',
          save: 'Save details',
          shownCustomer: 'Customers see:',
          shownStaff: 'Staff note:',
        };

  test(`staff write the note customers see and a staff note, each labelled for whom it is (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await useLanguage(page, lang);
    await signInAs(page, 'seller');
    const slug = `e2e-notes-${unique()}`;
    const created = await page.request.post('/api/price-lists', {
      data: { name: `E2E notes ${slug}`, slug, source: { kind: 'empty' } },
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    });
    expect(created.status(), await created.text()).toBe(201);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/prices-manage/${slug}`);
      await page.getByRole('button', { name: t.editDetails }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      const customerNote = dialog.getByLabel(t.customerNote);
      const staffNote = dialog.getByLabel(t.staffNote);
      await expect(customerNote).toHaveAccessibleDescription(new RegExp(`^${t.customersSee}`));
      await expect(staffNote).toHaveAccessibleDescription(new RegExp(`^${t.onlyStaff}`));
      await customerNote.fill(`Order by 6 AM ${width}`);
      await staffNote.fill(`Medium minus 3% ${width}`);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`notes-dialog-${lang}-${width}.png`) });
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('customer-note')).toHaveText(`${t.shownCustomer} Order by 6 AM ${width}`);
      await expect(page.getByTestId('staff-note')).toHaveText(`${t.shownStaff} Medium minus 3% ${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`notes-header-${lang}-${width}.png`) });
    }
  });
}
