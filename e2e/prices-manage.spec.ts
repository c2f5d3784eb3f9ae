import type { Browser, Page } from '@playwright/test';
import type { PriceListSummary } from '@freshprice/shared';
import { authPost, expect, expectAccessible, latestMail, signInAs, test, unique } from './fixtures.js';

// /prices-manage as staff see it. Every test works on lists it makes itself (other tests read and
// edit the templates at the same time), and shares only with customers it registers itself: the
// shared e2e customer must keep having no list (products-private.spec counts on it).

/** A lazy page's first paint on a machine busy with parallel tests can take longer than the default 7 s. */
const FIRST_PAINT = { timeout: 20_000 };

const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function useSpanish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  await page.context().addCookies([{ name: 'language', value: 'es', url: origin() }]);
}

/** The app's own writes carry the site's Origin, as the browser sends it. */
async function api(page: Page, method: 'POST' | 'DELETE', path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { origin: origin() } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.status() === 204 ? null : ((await res.json()) as unknown);
}

/** A new customer account in its own browser, registered and confirmed. */
async function newCustomer(browser: Browser, clientIp: string) {
  const context = await browser.newContext({ baseURL: origin(), extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
  const page = await context.newPage();
  const id = unique();
  const email = `e2e-manage-${id}@e2e.test`;
  const name = `Mia Manage ${id}`;
  const since = Date.now();
  const res = await authPost(page.request, '/api/auth/sign-up/email', { name, email, password: 'e2e-customer-password' });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto((await latestMail(email, since)).link);
  await expect(page).toHaveURL('/dashboard');
  return { page, context, email, name };
}

const TEXT = {
  en: {
    add: 'Add price list',
    name: 'Name',
    value: 'Value (%)',
    rounding: 'Rounding',
    linked: 'Linked: follows its base list',
    copy: 'One-time copy',
    preview: 'Preview prices',
    previewTable: 'Prices of the new list',
    confirmBelow: 'I confirm prices below the minimum margin',
    create: 'Create price list',
    added: 'Price list added successfully',
    search: 'Search price lists',
    rule: 'Linked: +8%, rounded to .x9',
    small: 'Small business',
    share: (n: string) => `Share ${n}`,
    shareTitle: (n: string) => `Share “${n}”`,
    filter: 'Filter customers',
    saveShare: 'Save sharing',
    updated: 'Price list updated successfully',
    del: (n: string) => `Delete ${n}`,
    deleteTitle: (n: string) => `Delete “${n}”?`,
    confirmDelete: 'Delete',
    deleted: 'Price list deleted successfully',
    templateProtected: 'Templates cannot be deleted',
    nameRequired: 'Creating a price list needs a name',
    margin: /^Minimum gross margin: \d/,
    largeMove: /^Confirm moves of more than: \d/,
    alertMove: /^Alert customers to moves of more than: \d/,
    change: 'Change',
    zeroCount: (n: number) => `${n} prices would become $0.00.`,
    confirmMoves: 'I have checked these prices (large moves and prices at $0.00): create the list with them.',
    movesRequired: 'Check the prices that move a lot or become $0.00 and tick the box to create the list.',
    amount: 'Fixed amount',
    down: 'Down',
    valueAmount: 'Value ($)',
    adminOnly: 'Only administrators can change it.',
    compare: 'Compare lists',
  },
  es: {
    add: 'Agregar lista de precios',
    name: 'Nombre',
    value: 'Valor (%)',
    rounding: 'Redondeo',
    linked: 'Vinculada: sigue a su lista base',
    copy: 'Copia única',
    preview: 'Vista previa de precios',
    previewTable: 'Precios de la nueva lista',
    confirmBelow: 'Confirmo los precios por debajo del margen mínimo',
    create: 'Crear lista de precios',
    added: 'Lista de precios agregada correctamente',
    search: 'Buscar listas de precios',
    rule: 'Vinculada: +8%, redondeado a .x9',
    // The standard list's own name, in the reader's language.
    small: 'Pequeña empresa',
    share: (n: string) => `Compartir ${n}`,
    shareTitle: (n: string) => `Compartir «${n}»`,
    filter: 'Filtrar clientes',
    saveShare: 'Guardar',
    updated: 'Lista de precios actualizada correctamente',
    del: (n: string) => `Eliminar ${n}`,
    deleteTitle: (n: string) => `¿Eliminar «${n}»?`,
    confirmDelete: 'Eliminar',
    deleted: 'Lista de precios eliminada correctamente',
    templateProtected: 'Las plantillas no se pueden eliminar',
    nameRequired: 'Para crear una lista de precios se necesita un nombre',
    margin: /^Margen bruto mínimo: \d/,
    largeMove: /^Confirmar cambios de más de: \d/,
    alertMove: /^Avisar a los clientes de cambios de más de: \d/,
    change: 'Cambiar',
    zeroCount: (n: number) => `${n} precios quedarían en $0.00.`,
    confirmMoves: 'Revisé estos precios (cambios grandes y precios en $0.00): crear la lista con ellos.',
    movesRequired: 'Revise los precios que cambian mucho o quedan en $0.00 y marque la casilla para crear la lista.',
    amount: 'Monto fijo',
    down: 'Bajar',
    valueAmount: 'Valor ($)',
    adminOnly: 'Solo los administradores pueden cambiarlo.',
    compare: 'Comparar listas',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test.describe(`manage prices (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      if (language === 'es') await useSpanish(page);
    });

    test('a list made from Small business minus $100 shows the prices that become $0.00 and is created only once they are confirmed', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'seller');
      const name = `E2E Minus ${unique()}`;
      await page.goto('/prices-manage');
      await page.getByRole('button', { name: text.add }).click({ timeout: FIRST_PAINT.timeout });
      const dialog = page.getByRole('dialog', { name: text.add });
      await dialog.getByLabel(text.name, { exact: true }).fill(name);
      // A copy: a linked list at minus $100 would follow Small business, and every new product other
      // tests give that tier would then be a price to $0.00 to confirm.
      await dialog.getByRole('radio', { name: text.copy }).check();
      await dialog.getByRole('radio', { name: text.amount }).check();
      await dialog.getByRole('radio', { name: text.down }).check();
      await dialog.getByLabel(text.valueAmount).fill('100');
      await dialog.getByRole('button', { name: text.preview }).click();
      await expect(dialog.getByRole('table', { name: text.previewTable })).toBeVisible();
      const zero = (await dialog.getByText(/^\d+ (prices would become|precios quedarían en) \$0\.00\.$/).first().textContent())!;
      const count = Number(/^\d+/.exec(zero)![0]);
      expect(count).toBeGreaterThan(10);
      await expect(dialog.getByText(text.zeroCount(count)).first()).toBeVisible();
      await expectAccessible(page);

      const below = dialog.getByRole('checkbox', { name: text.confirmBelow });
      if (await below.isVisible()) await below.check();
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(dialog.getByText(text.movesRequired)).toBeVisible();
      await dialog.getByRole('checkbox', { name: text.confirmMoves }).check();
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(page.getByText(text.added)).toBeVisible();
      await expect(page).toHaveURL(/\/prices-manage\/e2e-minus-/);
      const slug = new URL(page.url()).pathname.split('/').pop()!;
      const created = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { price: string }[] };
      // Tests running beside this one add products to Small business and delete them: the list may
      // have gained or lost one or two of them between the preview and now.
      const zeroes = created.items.filter((i) => i.price === '0.00').length;
      expect(Math.abs(zeroes - count), `${zeroes} prices at $0.00, ${count} previewed`).toBeLessThanOrEqual(4);
      await api(page, 'DELETE', `/api/price-lists/${slug}`);
    });

    test('staff create a linked list from the Small business template at +8% rounded to .x9, and share it with a customer', async ({
      page,
      browser,
      clientIp,
    }) => {
      // Two accounts, two axe runs and a few lazy pages on a machine shared with other tests.
      test.setTimeout(120_000);
      await signInAs(page, 'admin');
      const customer = await newCustomer(browser, clientIp);
      const name = `E2E Linked ${unique()}`;
      const slug = name.toLowerCase().replace(/ /g, '-');
      await page.goto('/prices-manage');
      await expect(page.getByRole('link', { name: text.compare })).toHaveAttribute('href', '/prices-manage/compare', FIRST_PAINT);

      await page.getByRole('button', { name: text.add }).click();
      const dialog = page.getByRole('dialog', { name: text.add });
      await expect(dialog).toBeVisible();
      // Focus starts in the form, on the name.
      await expect(dialog.getByLabel(text.name, { exact: true })).toBeFocused();
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(dialog.getByText(text.nameRequired)).toBeVisible();

      await dialog.getByLabel(text.name, { exact: true }).fill(name);
      // A template is the default start and Small business the first template.
      await expect(dialog.getByLabel(language === 'es' ? 'Plantilla' : 'Template', { exact: true })).toHaveValue('small-business');
      await dialog.getByLabel(text.value).fill('8');
      await dialog.getByLabel(text.rounding).selectOption('x9');
      await expect(dialog.getByRole('radio', { name: text.linked })).toBeChecked();
      await dialog.getByRole('button', { name: text.preview }).click();

      const preview = dialog.getByRole('table', { name: text.previewTable });
      await expect(preview).toBeVisible();
      const newPrices = await preview.locator('tbody tr td:nth-of-type(2)').allTextContents();
      expect(newPrices.length).toBeGreaterThan(10);
      // The base prices are shown too, and differ from the new ones.
      const basePrices = await preview.locator('tbody tr td:nth-of-type(1)').allTextContents();
      expect(basePrices).not.toEqual(newPrices);
      for (const price of newPrices) expect(price).toMatch(/^\$[\d,]+\.\d9$/);
      await expectAccessible(page);

      // Another test may have raised the minimum margin: confirm the flagged prices when there are any
      // (and a cheap item that +8% to .x9 moves by more than the large-move share).
      const confirm = dialog.getByRole('checkbox', { name: text.confirmBelow });
      if (await confirm.isVisible()) await confirm.check();
      const moves = dialog.getByRole('checkbox', { name: text.confirmMoves });
      if (await moves.isVisible()) await moves.check();
      await dialog.getByRole('button', { name: text.create }).click();
      await expect(page.getByText(text.added)).toBeVisible();
      await expect(page).toHaveURL(`/prices-manage/${slug}`);

      await page.goto('/prices-manage');
      await expect(page.getByLabel(text.search)).toBeVisible(FIRST_PAINT);
      await page.getByLabel(text.search).fill(name);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(row).toContainText(text.rule);
      await expect(row.getByRole('link', { name: text.small })).toBeVisible();

      // Share it with the new customer through the dialog.
      await row.getByRole('button', { name: text.share(name) }).click();
      const share = page.getByRole('dialog', { name: text.shareTitle(name) });
      await share.getByLabel(text.filter).fill(customer.email);
      await share.getByRole('checkbox', { name: new RegExp(customer.name) }).check();
      await expectAccessible(page);
      await share.getByRole('button', { name: text.saveShare }).click();
      await expect(page.getByText(text.updated)).toBeVisible();
      await expect(share).toBeHidden();
      // Focus is back on the Share button.
      await expect(row.getByRole('button', { name: text.share(name) })).toBeFocused();
      await expect(row).toContainText(customer.name);

      // The customer now reads the list, and its prices end in 9.
      const lists = (await (await customer.page.request.get('/api/price-lists')).json()) as { items: PriceListSummary[] };
      expect(lists.items.map((l) => l.slug)).toEqual([slug]);
      const detail = (await (await customer.page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { price: string }[] };
      expect(detail.items.length).toBeGreaterThanOrEqual(newPrices.length);
      for (const item of detail.items) expect(item.price).toMatch(/9$/);

      await customer.context.close();
      await api(page, 'DELETE', `/api/price-lists/${slug}`);
    });

    test('staff delete a copy after confirming, and cannot delete a template', async ({ page }) => {
      // Two axe runs and a 350-item copy on a machine shared with other tests.
      test.setTimeout(90_000);
      await signInAs(page, 'seller');
      const copy = (await api(page, 'POST', '/api/price-lists', {
        name: `E2E Copy ${unique()}`,
        source: { kind: 'copy', from: 'small-business', adjustment: null, linked: false },
      })) as PriceListSummary;
      await page.goto('/prices-manage');

      const templateDelete = page.getByRole('button', { name: text.del(text.small), exact: true });
      await expect(templateDelete).toBeDisabled(FIRST_PAINT);
      await expect(templateDelete).toHaveAccessibleDescription(text.templateProtected);
      await expect(page.getByText(text.templateProtected).first()).toBeVisible();

      // The pricing settings (margin floor, large moves, price-move alerts): sellers read them, only admins change them.
      await expect(page.getByText(text.margin)).toBeVisible();
      await expect(page.getByText(text.largeMove)).toBeVisible();
      await expect(page.getByText(text.alertMove)).toBeVisible();
      await expect(page.getByText(text.adminOnly)).toHaveCount(3);
      await expect(page.getByRole('button', { name: text.change, exact: true })).toHaveCount(0);
      await expectAccessible(page);

      await page.getByLabel(text.search).fill(copy.name);
      await page.getByRole('button', { name: text.del(copy.name) }).click();
      const dialog = page.getByRole('dialog', { name: text.deleteTitle(copy.name) });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: text.confirmDelete, exact: true }).click();
      await expect(page.getByText(text.deleted)).toBeVisible();
      await expect(page.getByRole('link', { name: copy.name })).toHaveCount(0);
      expect((await page.request.get(`/api/price-lists/${copy.slug}`)).status()).toBe(404);
    });
  });
}

test('an admin sees the margin floor, the large-move share and the alert share with a way to change each', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/prices-manage');
  await expect(page.getByText(TEXT.en.margin)).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Gross margin is (price − cost) ÷ price.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Change the minimum gross margin' }).click();
  await expect(page.getByLabel('Minimum gross margin (%)')).toBeFocused();
  // Cancel: other tests run with the company's settings as they are.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(TEXT.en.margin)).toBeVisible();
  await page.getByRole('button', { name: 'Change the share of a large price move' }).click();
  await expect(page.getByLabel('A move of more than (%)')).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(TEXT.en.largeMove)).toBeVisible();
  await page.getByRole('button', { name: 'Change the share of a price move customers are alerted to' }).click();
  await expect(page.getByLabel('Alert on a move of more than (%)')).toBeFocused();
  // Save and Cancel stay side by side on the box's line, however long the label.
  const save = await page.getByRole('button', { name: 'Save', exact: true }).boundingBox();
  const cancel = await page.getByRole('button', { name: 'Cancel' }).boundingBox();
  expect(Math.abs(save!.y - cancel!.y)).toBeLessThan(2);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(TEXT.en.alertMove)).toBeVisible();
});

// On a phone the lists are cards (mobile.spec); from a laptop on they are a table that fits its frame.
test('at 1,366 px the table of lists fits its frame, every action in view, in English and Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAs(page, 'seller');
  for (const language of ['en', 'es'] as const) {
    if (language === 'es') await useSpanish(page);
    await page.goto('/prices-manage');
    const table = page.getByRole('table', { name: language === 'es' ? 'Listas de precios' : 'Price lists' });
    // The standard list's name is the reader's; lists other tests link to it name it too: the first is its own.
    await expect(table.getByRole('link', { name: language === 'es' ? 'Pequeña empresa' : 'Small business', exact: true }).first()).toBeVisible(FIRST_PAINT);
    const fit = await table.evaluate((el) => {
      const frame = el.parentElement!;
      const box = frame.getBoundingClientRect();
      const outside = Array.from(el.querySelectorAll('button')).filter((b) => b.getBoundingClientRect().right > box.right + 0.5).length;
      return { table: el.scrollWidth, frame: frame.clientWidth, scrolls: frame.scrollWidth > frame.clientWidth, outside };
    });
    expect(fit, language).toMatchObject({ scrolls: false, outside: 0 });
    expect(fit.table, language).toBeLessThanOrEqual(fit.frame);
  }
});
