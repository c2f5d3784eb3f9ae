import type { Page } from '@playwright/test';
import type { CustomerDashboard } from '@freshprice/shared';
import { expect, expectAccessible, signInAs, test, useLanguage } from './fixtures.js';

/** The menu's toggle: the summary of a disclosure (it works without JavaScript), labelled Open/Close menu. */
const menuToggle = (page: Page) => page.locator('header summary');

test('the slide-down menu opens, groups collapse, and it closes on backdrop, Escape and link', async ({ page }) => {
  await signInAs(page, 'seller');
  await page.goto('/dashboard');
  const open = menuToggle(page);
  await expect(open).toHaveAccessibleName('Open menu');
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
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

  await menuToggle(page).click();
  await page.getByTestId('menu-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

  // Choosing a link closes the menu, navigates and scrolls to the top.
  await page.evaluate(() => window.scrollTo(0, 400));
  await menuToggle(page).click();
  const pricesGroup2 = page.getByRole('button', { name: 'Prices', exact: true }).last();
  if ((await pricesGroup2.getAttribute('aria-expanded')) === 'false') await pricesGroup2.click();
  await page.getByRole('link', { name: 'Import QuickBooks CSV' }).last().click();
  await expect(page).toHaveURL('/import-quickbooks');
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('signed out, the mobile menu lists the public pages and sign-in', async ({ page }) => {
  await page.goto('/');
  // The server-rendered page's menu island: the same behaviour as the app's menu.
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menuToggle(page)).toHaveAccessibleName('Close menu');
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
  await expect(menuToggle(page)).toHaveAccessibleName('Open menu');
  await menuToggle(page).click();
  await page.getByTestId('menu-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await menuToggle(page).click();
  await page.getByRole('link', { name: 'Contact', exact: true }).last().click();
  await expect(page).toHaveURL('/contact');
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
});

const PHONE = { width: 390, height: 844 };

/** Elements under `root` (buttons, links, fields and text) that are not wholly inside the window sideways. */
async function outsideTheWindow(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    for (const scope of Array.from(document.querySelectorAll(selector))) {
      for (const el of Array.from(scope.querySelectorAll<HTMLElement>('a, button, input, select, td, th, dd, dt, p, li > span, h2, h3'))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue; // hidden
        if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
          out.push(`${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(box.left)}-${Math.round(box.right)}`);
        }
      }
    }
    return out;
  }, root);
}

async function scrollsSideways(page: Page) {
  return page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);
}

/** A customer's week with a long product name and four-figure prices: the widest it gets. */
function customerWeek(): CustomerDashboard {
  const at = new Date().toISOString();
  const list = { slug: 'e2e-phone-week', name: 'Restaurante La Esquina del Sabor' };
  return {
    kind: 'customer',
    changes: [
      { list, productId: 'p1', nameEn: 'Seedless watermelon, extra large', nameEs: 'Sandía sin semillas, extra grande', packEn: '1 bin', packEs: '1 contenedor', old: '1234.50', new: '1299.75', at },
      { list, productId: 'p2', nameEn: 'Roma tomatoes', nameEs: 'Tomates roma', packEn: '25 lb case', packEs: 'caja de 25 lb', old: '32.00', new: '28.40', at },
    ],
    lists: [{ slug: list.slug, name: list.name, updatedAt: at, itemCount: 2 }],
  };
}

for (const language of ['en', 'es'] as const) {
  const es = language === 'es';
  const text = es
    ? { week: 'Sus precios esta semana', now: 'Ahora', lists: 'Listas de precios', users: 'Administrar usuarios' }
    : { week: 'Your prices this week', now: 'Now', lists: 'Price lists', users: 'Manage Users' };
  const money = (value: string) => new Intl.NumberFormat(es ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(Number(value));

  test(`a customer's week of prices fits a phone: each move a card, the new price in view (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize(PHONE);
    await signInAs(page, 'customer');
    // The customer account has no list of its own: the week's moves are given (the contract's shape).
    const week = customerWeek();
    await page.route('**/api/dashboard', (route) => route.fulfill({ json: week }));
    await page.goto('/dashboard');
    const region = page.getByRole('region', { name: text.week });
    await expect(region.getByText(es ? week.changes[0]!.nameEs : week.changes[0]!.nameEn)).toBeVisible();
    expect(await outsideTheWindow(page, 'main')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    for (const change of week.changes) {
      const card = region.getByRole('listitem').filter({ hasText: es ? change.nameEs : change.nameEn });
      await expect(card).toBeVisible();
      await expect(card.getByText(money(change.old), { exact: true })).toBeVisible();
      const now = card.getByText(money(change.new), { exact: true });
      await expect(now).toBeVisible();
      const box = (await now.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await expect(card.getByText(text.now, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test(`staff tables fit a phone: every row's actions in view, nothing scrolls sideways (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize(PHONE);
    await signInAs(page, 'admin');

    await page.goto('/prices-manage');
    // The standard list's name is the reader's; lists other tests link to it name it too: the first is its own.
    const small = es ? 'Pequeña empresa' : 'Small business';
    await expect(page.getByRole('link', { name: small, exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await outsideTheWindow(page, 'main')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    // One card per list.
    const lists = page.getByRole('list', { name: text.lists });
    await expect(lists.getByRole('link', { name: small, exact: true }).first()).toBeVisible();
    await expectAccessible(page);
    // A list's actions answer a tap where they are.
    await lists.getByRole('button', { name: es ? `Compartir ${small}` : `Share ${small}` }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: es ? 'Agregar lista de precios' : 'Add price list' }).tap();
    await expect(page.getByRole('dialog', { name: es ? 'Agregar lista de precios' : 'Add price list' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await page.keyboard.press('Escape');

    await page.goto('/manage-users');
    await expect(page.getByRole('heading', { name: text.users })).toBeVisible();
    await expect(page.getByRole('group', { name: new RegExp('admin@e2e.test') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await outsideTheWindow(page, 'main')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });
}

test('one tap on a price in the list editor opens it for typing, with the decimal keypad', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'seller');
  await page.goto('/prices-manage/small-business');
  // A phone shows a card per product (e2e/list-editor-phone.spec.ts follows an edit through the save).
  const cards = page.getByRole('list', { name: /^Prices of / });
  await expect(cards).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('grid')).toHaveCount(0);
  const price = cards.getByRole('listitem').nth(0).getByRole('textbox', { name: /^Price of / });
  const box = (await price.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

  await price.tap();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('inputmode', 'decimal');
  await page.keyboard.type('41.25');
  await page.keyboard.press('Enter');
  await expect(price).toHaveValue('41.25');
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();
  // Enter went on to the next card's price.
  await expect(cards.getByRole('listitem').nth(1).getByRole('textbox', { name: /^Price of / })).toBeFocused();

  // Another card's price: one tap again.
  const third = cards.getByRole('listitem').nth(2).getByRole('textbox', { name: /^Price of / });
  await third.tap();
  await expect(third).toBeFocused();
});
