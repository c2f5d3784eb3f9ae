import { expect, signInAs, test } from './fixtures.js';

test('the slide-down menu opens, groups collapse, and it closes on backdrop, Escape and link', async ({ page }) => {
  await signInAs(page, 'seller');
  await page.goto('/dashboard');
  const open = page.getByRole('button', { name: 'Open menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  await open.click();
  const menu = page.getByRole('dialog').or(page.locator('#mobile-menu'));
  await expect(menu.first()).toBeVisible();

  // Collapsible groups: the Prices group hides and shows its links.
  const pricesGroup = page.getByRole('button', { name: 'Prices', exact: true }).last();
  const expandedBefore = await pricesGroup.getAttribute('aria-expanded');
  await pricesGroup.click();
  await expect(pricesGroup).toHaveAttribute('aria-expanded', expandedBefore === 'true' ? 'false' : 'true');
  if ((await pricesGroup.getAttribute('aria-expanded')) === 'false') await pricesGroup.click();
  await expect(page.getByRole('link', { name: 'Import QuickBooks CSV' }).last()).toBeVisible();
  // Staff see staff items; Manage Users is for admins only.
  await expect(page.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('menu-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  // Choosing a link closes the menu, navigates and scrolls to the top.
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const pricesGroup2 = page.getByRole('button', { name: 'Prices', exact: true }).last();
  if ((await pricesGroup2.getAttribute('aria-expanded')) === 'false') await pricesGroup2.click();
  await page.getByRole('link', { name: 'Import QuickBooks CSV' }).last().click();
  await expect(page).toHaveURL('/import-quickbooks');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('signed out, the mobile menu lists the public pages and sign-in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Contact', exact: true }).last().click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
