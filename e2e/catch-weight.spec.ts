import { createProduct, expect, signInAs, signInAsAccount, test, unique, useLanguage } from './fixtures.js';
import { E2E_WEIGHT_CUSTOMERS } from './users.js';

// Catch weight: staff mark a product sold by weight in the products table; the customer orders whole
// cases and sees an estimated total ("about $…"), billed at the weight packed. Both languages.

const TEXT = {
  en: { quantity: (name: string) => `Quantity of ${name} (cases)`, line: '3 cases (about 120 lb) × $2.50/lb', total: 'about $300.00', billed: 'Billed at the weight packed' },
  es: { quantity: (name: string) => `Cantidad de ${name} ES (cajas)`, line: '3 cajas (unas 120 lb) × $2.50/lb', total: 'aprox. $300.00', billed: 'Se factura al peso empacado' },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`staff sell a product by weight; the customer sees "about" totals (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = TEXT[language];
    const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
    await signInAs(page, 'seller');
    const product = await createProduct(page, 'Ginger');
    await page.goto('/products/manage');
    await page.getByLabel('Search products').fill(product.name);
    // How it is sold is in the product's detail panel.
    await page.getByRole('button', { name: `Details, ${product.name}` }).click();
    const details = page.getByRole('dialog', { name: `Details: ${product.name}` });
    await details.getByLabel('Sold by weight', { exact: true }).check();
    // Ticked without a case weight: the field asks for one at once.
    await expect(details.getByText('Sold by weight: enter the weight of a case in lb (e.g. 40).')).toBeVisible();
    await details.getByLabel('Case weight (lb)', { exact: true }).fill('40');
    await details.getByLabel('QuickBooks item', { exact: true }).fill('Produce:Ginger');
    await details.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved successfully.')).toBeVisible();

    // The customer's own list prices it at $2.50/lb.
    const slug = `e2e-weight-${unique()}`;
    expect((await page.request.post('/api/price-lists', { data: { name: `E2E weight ${slug}`, slug, source: { kind: 'empty' } }, headers })).status()).toBe(201);
    const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
    const saved = await page.request.post(`/api/price-lists/${slug}/save`, { data: { version, changes: [{ productId: product.id, price: '2.50' }], confirmBelowFloor: true, confirmLargeMoves: true }, headers });
    expect(saved.status(), await saved.text()).toBe(200);
    const account = E2E_WEIGHT_CUSTOMERS[language];
    const customers = ((await (await page.request.get('/api/customers')).json()) as { items: { id: string; email: string }[] }).items;
    const me = customers.find((c) => c.email === account.email)!;
    expect((await page.request.put(`/api/price-lists/${slug}/shares`, { data: { userIds: [me.id] }, headers })).status()).toBe(200);

    await useLanguage(page, language);
    await signInAsAccount(page, account);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/order');
    await page.getByRole('textbox', { name: t.quantity(product.name) }).fill('3');
    const cart = page.getByRole('form', { name: language === 'en' ? 'Your order' : 'Su pedido' });
    await expect(cart.getByTestId('cart-line')).toContainText(t.line);
    await expect(cart.getByTestId('cart-total')).toHaveText(t.total);
    await expect(cart.getByTestId('estimate-note')).toHaveText(t.billed);
  });
}
