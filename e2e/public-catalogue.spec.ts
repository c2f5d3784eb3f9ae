import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.js';

const EMPTY = 'No products found matching your criteria. Try adjusting your filters.';

/** The page is drawn and its island mounted (before that, the filters are a form the server answers). */
async function catalogueReady(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toBeVisible();
  await expect(page.locator('[data-island="catalogue"][data-mounted]')).toBeAttached();
}

function categoryButton(page: Page, name: string) {
  return page.getByRole('button', { name: new RegExp(`^${name} \\(`) });
}

test.describe('public products', () => {
  test('the landing page link ?category=dried preselects Dried produce', async ({ page }) => {
    await page.goto('/products?category=dried');
    await catalogueReady(page);
    await expect(categoryButton(page, 'Dried produce')).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([/^Dried produce/]);
    await expect(page.getByText('45 products', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/category=dried/);
  });

  test('category and availability filters are kept in the URL', async ({ page }) => {
    await page.goto('/products');
    await catalogueReady(page);
    await categoryButton(page, 'Herbs').click();
    await expect(page).toHaveURL(/category=herbs/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([/^Herbs/]);
    await page.getByLabel('Availability').selectOption('out_of_stock');
    await expect(page).toHaveURL(/category=herbs&availability=out_of_stock/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.filter({ hasText: 'In stock' }).count()).toBe(0);
    expect(await cards.count()).toBe(await cards.filter({ hasText: 'Out of stock' }).count());

    await page.reload();
    await expect(categoryButton(page, 'Herbs')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Availability')).toHaveValue('out_of_stock');
  });

  test('search finds products by Spanish or English name, with or without accents', async ({ page }) => {
    await page.goto('/products');
    await catalogueReady(page);
    const search = page.getByLabel('Search products');
    for (const text of ['sandía', 'sandia', 'SANDIA', 'watermelon']) {
      await search.fill(text);
      await expect(page.getByRole('link', { name: 'Seedless Watermelon', exact: true })).toBeVisible();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
    }
    // Typing replaces history rather than adding an entry per keystroke.
    await page.goBack();
    await expect(page).not.toHaveURL(/q=/);
  });

  test('filters combine, and the empty state says so', async ({ page }) => {
    await page.goto('/products?category=fruits&q=sandia');
    await catalogueReady(page);
    await expect(page.getByRole('link', { name: 'Seedless Watermelon', exact: true })).toBeVisible();
    await expect(page.getByLabel('Search products')).toHaveValue('sandia');
    await page.getByLabel('Availability').selectOption('out_of_stock');
    await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/category=fruits/);
    await expect(page).toHaveURL(/q=sandia/);
    await expect(page).toHaveURL(/availability=out_of_stock/);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page.getByText(EMPTY)).toBeHidden();
    await expect(page).toHaveURL('/products');
  });

  test('"Show more" reveals more products', async ({ page }) => {
    await page.goto('/products');
    // Other tests add products while this runs: the total is at least the demo catalogue's 345.
    const shown = page.getByText(/^Showing \d+ of \d+ products$/);
    await expect(shown).toHaveText(/^Showing 60 of /);
    const total = Number(/of (\d+) products/.exec((await shown.textContent())!)![1]);
    expect(total).toBeGreaterThanOrEqual(345);
    await page.getByRole('link', { name: /^Show \d+ more$/ }).click();
    await expect(shown).toHaveText(/^Showing 120 of \d+ products$/);
  });

  test('a product page shows the product in both languages and never a price', async ({ page }) => {
    await page.goto('/products/sandia');
    await expect(page.getByRole('heading', { level: 1, name: 'Seedless Watermelon' })).toBeVisible();
    await expect(page.getByText('Sandía sin semilla')).toBeVisible();
    await expect(page.getByText('each (18-22 lb)')).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check availability' })).toHaveAttribute(
      'href',
      '/contact?reason=check_availability&product=sandia',
    );
    await expect(page.getByRole('link', { name: 'See the price list' })).toHaveAttribute('href', '/prices');
    await expect(page.locator('main')).not.toContainText('$');
    await expect(page).toHaveTitle(/Seedless Watermelon/);

    await page.goto('/products/mayor');
    await expect(page.getByRole('heading', { level: 1, name: 'Wholesale Mixed Produce Box' })).toBeVisible();
    await expect(page.getByText('Caja surtida al por mayor')).toBeVisible();
  });

  test('an unknown product says it was not found', async ({ page }) => {
    await page.goto('/products/no-such-product');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });

  test('the products page shows no price', async ({ page }) => {
    await page.goto('/products');
    await catalogueReady(page);
    await expect(page.locator('main')).not.toContainText('$');
  });

  test('from a card to the product page', async ({ page }) => {
    await page.goto('/products?q=watermelon');
    await page.getByRole('link', { name: 'Seedless Watermelon', exact: true }).click();
    await expect(page).toHaveURL('/products/sandia');
    await expect(page.getByRole('heading', { level: 1, name: 'Seedless Watermelon' })).toBeVisible();
  });

  test('the language toggle translates the catalogue and the product page', async ({ page }) => {
    await page.goto('/products?q=sandia');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    await page.getByRole('link', { name: 'Change language' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros productos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sandía sin semilla', exact: true })).toBeVisible();
    await expect(page.getByLabel('Buscar productos')).toHaveValue('sandia');
    await page.getByLabel('Disponibilidad').selectOption('out_of_stock');
    await expect(
      page.getByText('No se encontraron productos que coincidan con sus criterios. Intente ajustar los filtros.'),
    ).toBeVisible();

    await page.goto('/products/sandia');
    await expect(page.getByRole('heading', { level: 1, name: 'Sandía sin semilla' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Consultar disponibilidad' })).toBeVisible();
    await page.getByRole('link', { name: 'Cambiar idioma' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seedless Watermelon' })).toBeVisible();
  });
});

test.describe('public prices', () => {
  test('shows the three tiers, their rules and recent changes', async ({ page }) => {
    await page.goto('/prices');
    for (const tier of ['Small business', 'Medium business', 'Large business']) {
      await expect(page.getByRole('columnheader', { name: tier }).first()).toBeVisible();
    }
    await expect(page.getByText('Minimum order $250.00')).toBeVisible();
    await expect(page.getByText('Minimum order $500.00')).toBeVisible();
    await expect(page.getByText('No minimum order')).toBeVisible();
    await expect(page.getByText('Weekly delivery')).toBeVisible();
    await expect(page.getByText('Daily delivery')).toBeVisible();
    await expect(page.getByText(/^Prices as of /)).toBeVisible();
    // The legend plus at least one product marked as changed in the last 7 days.
    expect(await page.getByText('Updated', { exact: true }).count()).toBeGreaterThan(1);
    await expect(page.getByRole('rowheader').filter({ hasText: 'Price changed in the last 7 days' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Vegetables/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Uncategorized/ })).toBeVisible();
  });

  test('search narrows the list in either language', async ({ page }) => {
    await page.goto('/prices');
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    const search = page.getByLabel('Search the price list');
    for (const text of ['sandía', 'Sandia', 'watermelon']) {
      await search.fill(text);
      await expect(page.getByRole('rowheader', { name: /^Seedless Watermelon Sandía/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /^Fruits/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /^Vegetables/ })).toBeHidden();
    }
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Seedless Watermelon Sandía/ }) });
    await expect(row.getByRole('cell').filter({ hasText: '$7.50' })).toBeVisible();
    await search.fill('zzzz');
    await expect(page.getByText('No products match your search.')).toBeVisible();
  });

  test('printing hides buttons and inputs and shows who the list is from', async ({ page }) => {
    await page.goto('/prices');
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByLabel('Search the price list')).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    const visibleControls = await page.locator('button:visible, input:visible, select:visible').count();
    expect(visibleControls).toBe(0);
    await expect(page.locator('#main-content').getByText('Fresh Produce Wholesale', { exact: true })).toBeVisible();
    await expect(page.getByText(/Phone \+1 \(305\) 555-0142/)).toBeVisible();
    // Every category after the first starts a new page.
    const breaks = await page
      .getByRole('region')
      .filter({ has: page.getByRole('table') })
      .evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
    expect(breaks[0]).not.toBe('page');
    expect(breaks.slice(1).every((b) => b === 'page')).toBe(true);

    // A search that leaves only a later category prints it on the first page, with no blank one before.
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('Search the price list').fill('watermelon');
    await expect(page.getByRole('heading', { level: 2, name: /^Vegetables/ })).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    const fruits = page.getByRole('region', { name: /^Fruits/ });
    await expect(fruits).toBeVisible();
    expect(await fruits.evaluate((section) => getComputedStyle(section).breakBefore)).not.toBe('page');
  });

  test('the language toggle translates the price list', async ({ page }) => {
    await page.goto('/prices');
    await expect(page.getByRole('heading', { level: 1, name: 'Price list' })).toBeVisible();
    await page.getByRole('link', { name: 'Change language' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lista de precios' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Pequeña empresa' }).first()).toBeVisible();
    await expect(page.getByText('Pedido mínimo $250.00')).toBeVisible();
    await page.getByRole('link', { name: 'Cambiar idioma' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Price list' })).toBeVisible();
  });
});

test.describe('accessibility and small screens', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/products', '/products/sandia', '/products/no-such-product', '/prices']) {
      test(`no serious axe violation on ${path} (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
        if (path === '/prices') {
          // All 345 rows take axe a minute on a small machine; 'pepper' keeps every kind of row
          // (three categories, an "Updated" mark, in and out of stock) and the same markup.
          await page.getByLabel('Search the price list').fill('pepper');
          await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
        }
        await expectAccessible(page);
      });
    }
  }

  test('at 360 px nothing scrolls the page sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ['/products', '/products/sandia', '/prices']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });
});
