import { expect, expectAccessible, signInAs, test } from './fixtures.js';

test.describe('private products page', () => {
  test('staff see the Small, Medium and Large prices of every product', async ({ page }) => {
    await signInAs(page, 'seller');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ products$/ })).toBeVisible();
    const vegetables = page.getByRole('region', { name: /^Vegetables/ });
    await expect(vegetables.getByText('Small', { exact: true })).toHaveCount(1 + 50); // header + first rows
    const row = vegetables.getByRole('listitem').first();
    await expect(row.getByText(/^\$\d+\.\d{2}$/)).toHaveCount(3);
    await expect(page.getByText('No price list has been shared with you yet.', { exact: false })).toHaveCount(0);
    // axe over 345 rows takes longer than a test may; the rows are all alike, so check a filtered page.
    await page.getByLabel('Search products').fill('mango');
    // The search applies once typing pauses; until then the old results are dimmed.
    await expect(page).toHaveURL(/q=mango/);
    await expect(page.getByRole('region', { name: /^Fruits/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('a customer without a shared list is told how to get prices, and sees no tier columns', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.goto('/products');
    await expect(page.getByText('No price list has been shared with you yet. Contact us to get your prices.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('region', { name: /^Fruits/ }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText('Medium', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^\$\d/)).toHaveCount(0);
    await page.getByLabel('Search products').fill('pepper');
    // The search applies once typing pauses; until then the old results are dimmed.
    await expect(page).toHaveURL(/q=pepper/);
    await expect(page.getByRole('region', { name: /^Vegetables/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('filters combine, stay in the URL and survive a reload', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/products?category=dried');
    await expect(page.getByRole('button', { name: /Dried produce/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Availability').selectOption('in_stock');
    await expect(page).toHaveURL(/availability=in_stock/);
    await page.getByLabel('Search products').fill('CHILE');
    await expect(page).toHaveURL(/category=dried/);
    await expect(page).toHaveURL(/availability=in_stock/);
    await expect(page).toHaveURL(/q=CHILE/);
    const results = page.getByRole('region', { name: /^Dried produce/ }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    const names = await results.getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toMatch(/chil/);
    await expect(page.getByRole('region', { name: /^Fruits/ })).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Search products')).toHaveValue('CHILE');
    await expect(page.getByLabel('Availability')).toHaveValue('in_stock');
    await expect(page.getByRole('button', { name: /Dried produce/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(results).toHaveCount(names.length);

    // Filters replace history: Back leaves the page rather than stepping through each filter.
    await page.getByRole('button', { name: /^Uncategorized/ }).click();
    await expect(page).toHaveURL(/category=uncategorized/);
  });

  test('search ignores accents and says when nothing matches', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/products');
    await page.getByLabel('Search products').fill('sandia');
    await expect(page.getByRole('link', { name: 'Watermelon', exact: false }).first()).toBeVisible();
    await page.getByLabel('Search products').fill('zzzz-no-such-product');
    await expect(page.getByText('No products match the current filters.')).toBeVisible();
  });

  test('the page is in Spanish after changing language', async ({ page }) => {
    await signInAs(page, 'seller');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Change language' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    await expect(page.getByLabel('Buscar productos')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Verduras/ }).getByText('Pequeño', { exact: true }).first()).toBeAttached();
  });

  test('a customer cannot open product management', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.goto('/products/manage');
    await expect(page).toHaveURL('/unauthorized');
  });
});
