import { expect, expectAccessible, test } from './fixtures.js';

test.describe('about us page', () => {
  test('tells the story with the company facts, in English and in Spanish', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page).toHaveTitle('About us | Fresh Produce Wholesale');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /15,000 sq ft/);
    await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A 15,000 sq ft facility' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Monday to Saturday, 4:00 AM to 11:00 AM')).toBeVisible();
    await expect(page.getByText('Orders before 8:00 AM are delivered the same day.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^HACCP$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /\(305\) 555-0142/ })).toHaveAttribute('href', 'tel:+13055550142');

    await page.getByRole('link', { name: 'Change language' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
    await expect(page).toHaveTitle('Nosotros | Fresh Produce Wholesale');
    await expect(page.getByRole('heading', { name: 'Nuestra historia' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/De lunes a sábado, de 4:00/)).toBeVisible();
    await expect(page.getByAltText(/cámara fría/)).toBeVisible();
  });

  test('links to contact and the catalogue', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await page.getByRole('main').getByRole('link', { name: 'Browse the catalogue' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('/about redirects to /about-us', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test('has no serious accessibility violation in light and dark themes', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });

  test('fits a 360 px wide screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
