import { expect, expectAccessible, test } from './fixtures.js';

// The catalogue and the price list without JavaScript: forms the server answers, links for "Show more".
test.use({ javaScriptEnabled: false });

test.describe('catalogue without JavaScript', () => {
  test('filters /products by category, availability and a word, shows more, opens a product', async ({ page }) => {
    await page.goto('/products');
    const status = page.getByRole('status').filter({ hasText: /products?$/ });
    await expect(status).toHaveText(/^Showing 60 of \d+ products$/);
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    await page.getByRole('link', { name: /^Show \d+ more$/ }).click();
    await expect(page).toHaveURL(/show=120/);
    await expect(status).toHaveText(/^Showing 120 of \d+ products$/);

    await page.getByRole('button', { name: /^Fruits \(/ }).click();
    await expect(page).toHaveURL(/category=fruits/);
    await expect(page.getByRole('button', { name: /^Fruits \(/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([/^Fruits/]);

    await page.getByLabel('Availability').selectOption('in_stock');
    await page.getByLabel('Search products').fill('sandia');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=sandia/);
    await expect(page).toHaveURL(/availability=in_stock/);
    await expect(page).toHaveURL(/category=fruits/);
    await expect(page.getByRole('link', { name: 'Seedless Watermelon', exact: true })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Out of stock' })).toHaveCount(0);
    await expect(page.getByLabel('Search products')).toHaveValue('sandia');

    await page.getByRole('link', { name: 'Seedless Watermelon', exact: true }).click();
    await expect(page).toHaveURL('/products/sandia');
    await expect(page.getByRole('heading', { level: 1, name: 'Seedless Watermelon' })).toBeVisible();
  });

  test('searches /prices through the server', async ({ page }) => {
    await page.goto('/prices');
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.getByLabel('Search the price list').fill('sandia');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/prices\?q=sandia/);
    await expect(page.getByRole('rowheader', { name: /^Seedless Watermelon Sandía/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Vegetables/ })).toBeHidden();
    await page.getByLabel('Search the price list').fill('zzzz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No products match your search.')).toBeVisible();
  });

  test('in Spanish, through the language link', async ({ page }) => {
    await page.goto('/products?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros productos' })).toBeVisible();
    await page.getByLabel('Buscar productos').fill('sandia');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Sandía sin semilla', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /productos?$/ })).toHaveText(/^\d+ productos?$/);

    await page.goto('/prices?q=sandia');
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de precios' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /^Sandía sin semilla/ })).toBeVisible();
  });

  for (const path of ['/products', '/prices?q=pepper']) {
    // axe runs as a script: the page is opened with JavaScript on but without its islands, so the markup
    // is the one a visitor without JavaScript gets.
    test(`no serious axe violation on ${path}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const page = await context.newPage();
      await page.route(/\/assets\/islands-[^/]*\.js$/, (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await context.close();
    });
  }
});
