import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, setTheme, signInAs, test, unique, useLanguage } from './fixtures.js';

// A phone: the list editor shows a card per product, and one tap on a price opens it for typing.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const TEXT = {
  en: {
    cards: /^Prices of /,
    priceOf: /^Price of /,
    typed: '12.75',
    changed: (was: string) => `Unsaved change: was ${was}, now $12.75`,
    unsaved: '1 unsaved change',
    save: 'Save Changes',
    saveDialog: 'Save these changes?',
    saveVersion: 'Save version',
    saved: 'Price list updated successfully',
    invalid: 'Invalid price format.',
    remove: /^Remove .* from the list$/,
    undoRemove: /^Keep .* in the list$/,
  },
  es: {
    cards: /^Precios de /,
    priceOf: /^Precio de /,
    typed: '12,75',
    changed: (was: string) => `Cambio sin guardar: antes ${was}, ahora $12.75`,
    unsaved: '1 cambio sin guardar',
    save: 'Guardar cambios',
    saveDialog: '¿Guardar estos cambios?',
    saveVersion: 'Guardar versión',
    saved: 'Lista de precios actualizada correctamente',
    invalid: 'Formato de precio no válido.',
    remove: /^Quitar .* de la lista$/,
    undoRemove: /^Mantener .* en la lista$/,
  },
} as const;

/** A list of three products of the test's own, at $10, $20 and $30, priced through the API. */
async function listOfThree(page: Page) {
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
  // Costs low enough that no margin floor is crossed; the third has none.
  const products = await Promise.all([createProduct(page, 'Apple', { cost: '4.00' }), createProduct(page, 'Banana', { cost: '9.00' }), createProduct(page, 'Cherry')]);
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E Phone ${unique()}`, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const list = (await created.json()) as { slug: string; version: number };
  const saved = await page.request.post(`/api/price-lists/${list.slug}/save`, {
    data: { version: list.version, changes: products.map((p, i) => ({ productId: p.id, price: `${10 * (i + 1)}.00` })) },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { slug: list.slug, version: list.version + 1 };
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

for (const lang of ['en', 'es'] as const) {
  const T = TEXT[lang];

  test(`on a phone one tap edits a price in its card, and the save keeps it (${lang})`, async ({ page }) => {
    test.slow();
    await useLanguage(page, lang);
    await signInAs(page, 'seller');
    const list = await listOfThree(page);
    await page.goto(`/prices-manage/${list.slug}`);
    const cards = page.getByRole('list', { name: T.cards });
    await expect(cards).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('grid')).toHaveCount(0);
    const items = cards.getByRole('listitem');
    await expect(items).toHaveCount(3);

    const first = items.nth(0).getByRole('textbox', { name: T.priceOf });
    const second = items.nth(1).getByRole('textbox', { name: T.priceOf });
    const productId = (await items.nth(0).locator('[data-card]').getAttribute('data-card'))!;
    const was = `$${await first.inputValue()}`;

    // One tap: the box has the focus (the phone's decimal keypad opens), the whole price selected.
    await first.tap();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('inputmode', 'decimal');
    await page.keyboard.type(T.typed);
    await second.tap();
    await expect(second).toBeFocused();
    await expect(first).toHaveValue('12.75');
    await expect(items.nth(0)).toContainText(T.changed(was));
    await expect(page.getByText(T.unsaved, { exact: true })).toBeVisible();

    // Nothing wider than the phone; targets a finger can hit; no serious axe finding.
    expect(await scrollsSideways(page)).toBe(false);
    // The checkbox's target is its label around it.
    const checkboxTarget = items.nth(0).locator('label').filter({ has: page.getByRole('checkbox') });
    // "Select all shown" above the cards too.
    const selectAll = page.locator('label').filter({ has: page.getByRole('checkbox', { name: lang === 'en' ? /^Select (all|the) \d/ : /^Seleccionar (el|los) \d/ }) }).first();
    for (const target of [first, checkboxTarget, items.nth(0).getByRole('button'), selectAll]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height), await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
    }
    await expectAccessible(page);

    await page.getByRole('button', { name: T.save, exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: T.saveDialog });
    await expect(dialog).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await dialog.getByRole('button', { name: T.saveVersion }).tap();
    await expect(page.getByText(T.saved).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new version holds the price.
    const body = (await (await page.request.get(`/api/price-lists/${list.slug}`)).json()) as { version: number; items: { productId: string; price: string }[] };
    expect(body.version).toBe(list.version + 1);
    expect(body.items.find((i) => i.productId === productId)?.price).toBe('12.75');
    await expect(first).toHaveValue('12.75');

    // A pending change, a price that is not one, and a product to be removed, as a phone shows them (light and dark).
    await first.tap();
    await page.keyboard.type('11');
    const third = items.nth(2).getByRole('textbox', { name: T.priceOf });
    await third.tap();
    await page.keyboard.type('abc');
    await items.nth(1).getByRole('button', { name: T.remove }).tap();
    await expect(items.nth(2)).toContainText(T.invalid);
    await expect(items.nth(1).getByRole('button', { name: T.undoRemove })).toBeVisible();
    await expectAccessible(page);
    const dir = process.env.SHOTS_DIR;
    if (dir) fs.mkdirSync(dir, { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      await setTheme(page, scheme);
      expect(await scrollsSideways(page)).toBe(false);
      // The cards in view, below the sticky header and save bar.
      await cards.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 160));
      if (scheme === 'dark') await expectAccessible(page);
      await page.screenshot({ path: dir ? `${dir}/cards-${lang}-${scheme}.png` : test.info().outputPath(`cards-${lang}-${scheme}.png`) });
    }
    await setTheme(page, 'light');
  });
}
