import type { Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, FIRST_PAINT, latestMail, lookAt, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_ALERT_CUSTOMERS } from './users.js';

/**
 * Price-move alerts end to end (the e2e server: a settle period of 3 seconds, the scheduler every
 * second). A customer with a list of their own orders two products (their usual items); staff move
 * one by 20% with a note, and move the other by 20% and back within the settle period. The customer
 * is told about the first only: on the dashboard and by mail, in their language.
 */
const origin = () => new URL(test.info().project.use.baseURL!).origin;
const write = () => ({ origin: origin() });
const SETTLE_MS = 3_000;

async function savePrices(page: Page, slug: string, changes: { productId: string; price: string }[]) {
  const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, { data: { version, changes, confirmBelowFloor: true, confirmLargeMoves: true }, headers: write() });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The customer's list with two products ($20 and $30), and an order of 10 and 3 cases from it. Leaves the page signed in as the seller. */
async function customerWithUsualItems(page: Page, customer: (typeof E2E_ALERT_CUSTOMERS)['en' | 'es']) {
  await signInAs(page, 'seller');
  const [tomatoes, limes] = [await createProduct(page, 'Tomato'), await createProduct(page, 'Lime')];
  const id = unique();
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E alerts ${id}`, slug: `e2e-alerts-${id}`, source: { kind: 'empty' } }, headers: write() });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await savePrices(page, slug, [
    { productId: tomatoes.id, price: '20.00' },
    { productId: limes.id, price: '30.00' },
  ]);
  const priced = Date.now();
  const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
  const me = customers.find((c) => c.email === customer.email)!;
  expect((await page.request.put(`/api/price-lists/${slug}/shares`, { data: { userIds: [me.id] }, headers: write() })).status()).toBe(200);
  const company = `E2E Alertas ${id}`;

  await signInAsAccount(page, customer);
  expect((await page.request.put('/api/profile/business', { data: { company }, headers: write() })).status()).toBe(200);
  const options = (await (await page.request.get(`/api/orders/options?priceList=${slug}`)).json()) as { deliveryDates: { date: string }[] };
  const placed = await page.request.post('/api/orders', {
    data: { priceList: slug, deliveryDate: options.deliveryDates[0]!.date, lines: [{ product: tomatoes.id, quantity: 10 }, { product: limes.id, quantity: 3 }] },
    headers: { ...write(), 'Idempotency-Key': `e2e-alerts-${id}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  await signInAs(page, 'seller');
  return { slug, tomatoes, limes, company, priced };
}

for (const language of ['es', 'en'] as const) {
  test(`a move of 20% with a note is told to the customer who orders it, on the dashboard and by mail (${language}); a move rolled back at once is not`, async ({ page }) => {
    test.slow();
    const customer = E2E_ALERT_CUSTOMERS[language];
    const { slug, tomatoes, limes, company, priced } = await customerWithUsualItems(page, customer);
    // The prices were just put on the list: changes closer than twice the settle period are one move,
    // from "not on the list" (no alert). Staff move them once they have stood.
    await page.waitForTimeout(Math.max(0, priced + 2 * SETTLE_MS + 1_000 - Date.now()));

    const since = Date.now();
    await savePrices(page, slug, [{ productId: tomatoes.id, price: '24.00' }]);
    const note = await page.request.put(`/api/price-lists/${slug}/items/${tomatoes.id}/move-note`, {
      data: { noteEn: 'Short supply from Mexico', noteEs: 'Poca oferta de México' },
      headers: write(),
    });
    expect(note.status(), await note.text()).toBe(200);
    await savePrices(page, slug, [{ productId: limes.id, price: '36.00' }]);
    await savePrices(page, slug, [{ productId: limes.id, price: '30.00' }]);
    const rolledBack = Date.now();

    // Staff see the move settling, with who will be told and the note.
    await useLanguage(page, language);
    await page.goto('/price-moves');
    const heading = language === 'es' ? 'Cambios de precio' : 'Price moves';
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible(FIRST_PAINT);
    const move = page.getByTestId('price-move').filter({ hasText: tomatoes.name.slice(4) });
    await expect(move).toHaveCount(1);
    await expect(move).toContainText('$20.00 → $24.00');
    await expect(move.getByLabel(language === 'es' ? 'Nota en español (opcional)' : 'Note in Spanish (optional)')).toHaveValue('Poca oferta de México');
    // The rolled-back move is no net move: not listed.
    await expect(page.getByTestId('price-move').filter({ hasText: limes.name.slice(4) })).toHaveCount(0);

    // The mail, in the customer's language, once the move has stood the settle period.
    const mail = await (async () => {
      for (let i = 0; i < 30; i++) {
        const m = await latestMail(customer.email, since).catch(() => null);
        if (m) return m;
        await page.waitForTimeout(500);
      }
      throw new Error('no alert mail');
    })();
    if (language === 'es') {
      expect(mail.subject).toBe('Cambió un precio de sus productos');
      expect(mail.text).toContain(`${tomatoes.name} ES: $20.00 → $24.00 (+20`);
      expect(mail.text).toContain('+$40.00 en un pedido como el último (10 cajas)');
      expect(mail.text).toContain('Nota: Poca oferta de México');
    } else {
      expect(mail.subject).toBe('A price on your items moved');
      expect(mail.text).toContain(`${tomatoes.name}: $20.00 → $24.00 (+20%)`);
      expect(mail.text).toContain('+$40.00 on an order like your last one (10 cases)');
      expect(mail.text).toContain('Note: Short supply from Mexico');
    }
    expect(mail.text).not.toContain(limes.name);

    // Staff now see who was told.
    await page.reload();
    await expect(move.getByText(language === 'es' ? `Avisados: ${company}` : `Alerted: ${company}`)).toBeVisible(FIRST_PAINT);
    await expectAccessible(page);
    await lookAt(page, `price-moves-${language}`);

    // The customer's dashboard, in their language.
    await page.context().clearCookies();
    await useLanguage(page, language);
    await signInAsAccount(page, customer);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: language === 'es' ? 'Precios que cambiaron' : 'Prices that moved' });
    await expect(card).toBeVisible(FIRST_PAINT);
    const alert = card.getByTestId('price-alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('$20.00 → $24.00');
    await expect(alert).toContainText(language === 'es' ? '+$40.00 en un pedido como el último (10 cajas)' : '+$40.00 on an order like your last one (10 cases)');
    await expect(alert).toContainText(language === 'es' ? 'Nuestra nota: Poca oferta de México' : 'Our note: Short supply from Mexico');
    await expectAccessible(page);
    await lookAt(page, `price-alerts-dashboard-${language}`);

    // Past the rolled-back move's settle period: still one alert, nothing about the limes.
    await page.waitForTimeout(Math.max(0, rolledBack + SETTLE_MS + 2_000 - Date.now()));
    const mine = (await (await page.request.get('/api/price-alerts')).json()) as { items: { productId: string }[] };
    expect(mine.items.map((a) => a.productId)).toEqual([tomatoes.id]);

    await alert.getByRole('button', { name: language === 'es' ? 'Descartar' : 'Dismiss' }).click();
    await expect(card).toHaveCount(0);
  });
}
