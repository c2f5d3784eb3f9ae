import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.js';

const HERO = { en: 'Fresh produce for your kitchen, delivered today', es: 'Productos frescos para su cocina, entregados hoy' };
const ABOUT = { en: 'About us', es: 'Nosotros' };

/** A browser with JavaScript turned off: everything here goes through links, forms and the server. */
async function noJs(browser: Browser, clientIp: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  return context.newPage();
}

async function switchLanguage(page: Page) {
  await page.getByRole('link', { name: /Change language|Cambiar idioma/ }).click();
}

test.describe('public pages with JavaScript turned off', () => {
  test('read the landing, about and product pages and move between them by the header', async ({ browser, clientIp }) => {
    const page = await noJs(browser, clientIp);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.en);
    await expect(page.getByTestId('count-vegetables')).toHaveText('120 products');
    // Every slide of the fleet is on the page, and no control shows that would need JavaScript.
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /Next slide|Previous slide|Pause slideshow/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to slide 3' }).click();
    await expect(page.getByRole('group', { name: '3 of 4' }).getByRole('heading')).toBeInViewport();

    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT.en);
    await expect(main.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/products/aguacates');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Hass Avocados/);
    await main.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.en);
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/#main-content');
    await page.context().close();
  });

  test('the phone menu opens, closes and leads to each public page', async ({ browser, clientIp }) => {
    const page = await noJs(browser, clientIp, 390);
    await page.goto('/');
    const toggle = page.locator('header summary');
    await expect(toggle).toHaveAccessibleName('Open menu');
    const box = await toggle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    // By keyboard: the disclosure opens and closes with Enter.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    for (const [name, path, heading] of [
      ['About us', '/about-us', ABOUT.en],
      ['Home', '/', HERO.en],
    ] as const) {
      await toggle.click();
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(menu).toBeHidden();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  test('switch language and theme, in both languages', async ({ browser, clientIp }) => {
    const page = await noJs(browser, clientIp);
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await switchLanguage(page);
    await expect(page).toHaveURL('/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT.es);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.es);

    // The theme is a form the server answers: dark, then light again, in Spanish.
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.es);

    await switchLanguage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.en);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.context().close();
  });

  test('the landing has no serious accessibility violation, light and dark', async ({ page }) => {
    // axe needs JavaScript to run, so the page's own scripts are refused instead: the same page as without.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.en);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('[data-carousel-next]')).toBeHidden();
    await expectAccessible(page);
  });
});
