import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.js';

/** A dot is a link to its slide (it works without JavaScript); the carousel's island makes it a control. */
const dot = (page: Page, n: number) => page.getByRole('link', { name: `Go to slide ${n}`, exact: true });

async function expectSlide(page: Page, n: number) {
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-roledescription="slide"][data-active="true"]')).toHaveAttribute('aria-label', `${n} of 4`);
}

/**
 * Stops the page's clock (it runs freely while the page loads), then starts the rotation afresh on
 * slide 1, so every interval a test measures is exact.
 */
async function holdTime(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await dot(page, 1).click();
  await dot(page, 1).blur();
  await page.mouse.move(1, 1);
  await expectSlide(page, 1);
}

test.describe('landing page', () => {
  test('renders in English and in Spanish, with title and description', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh produce for your kitchen, delivered today');
    await expect(page).toHaveTitle('Wholesale fresh produce in South Florida | Fresh Produce Wholesale');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /since 2013/);
    // Company facts come from the server (GET /api/company), formatted for the reader.
    await expect(page.getByText('Order before 8:00 AM and it arrives the same day.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '15,000 sq ft facility' })).toBeVisible();
    await expect(page.getByText('HACCP and USDA Organic certified', { exact: false })).toBeVisible();
    await expect(page.getByAltText(/wooden crate full of tomatoes/)).toHaveAttribute('fetchpriority', 'high');

    await page.getByRole('link', { name: 'Change language' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Productos frescos para su cocina, entregados hoy');
    await expect(page).toHaveTitle('Frutas y verduras frescas al por mayor en el sur de Florida | Fresh Produce Wholesale');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /desde 2013/);
    await expect(page.getByText(/Haga su pedido antes de las 8:00 a\. ?m\. y lo recibe el mismo día/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compre por categoría' })).toBeVisible();
    await expect(page.getByAltText(/caja de madera llena de tomates/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a la diapositiva 2' })).toBeVisible();
  });

  test('category cards show live counts and link to the filtered catalogue', async ({ page }) => {
    await page.goto('/');
    const categories = [
      ['Vegetables', 'vegetables', '120 products'],
      ['Fruits', 'fruits', '86 products'],
      ['Dried produce', 'dried', '45 products'],
      ['Herbs', 'herbs', '32 products'],
      ['Others', 'others', '58 products'],
    ] as const;
    const section = page.getByRole('region', { name: 'Shop by category' });
    for (const [name, param, count] of categories) {
      const link = section.getByRole('link', { name: new RegExp(`\\b${name}\\b`) });
      await expect(link).toHaveAttribute('href', `/products?category=${param}`);
      await expect(page.getByTestId(`count-${param}`)).toHaveText(count);
      await expect(link.getByRole('img')).toHaveAttribute('loading', 'lazy');
    }
    await section.getByRole('link', { name: /Dried produce/ }).click();
    await expect(page).toHaveURL(/\/products\?category=dried$/);
  });

  test('popular products link to their pages', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Popular products' });
    const products = [
      ['Seedless Watermelon', 'sandia'],
      ['Mixed Vegetables Medley', 'vegetales-mix'],
      ['Hass Avocados', 'aguacates'],
      ['Tommy Atkins Mangoes', 'mangoes'],
      ['Wholesale Mixed Produce Box', 'mayor'],
    ] as const;
    for (const [name, slug] of products) {
      await expect(section.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', `/products/${slug}`);
    }
    await section.getByRole('link', { name: /Hass Avocados/ }).click();
    await expect(page).toHaveURL(/\/products\/aguacates$/);
  });

  test('call-to-action buttons go to contact, products and about us', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: "Ready for tomorrow's order?" });
    await expect(cta.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contact');
    await expect(cta.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/products');
    await expect(cta.getByRole('link', { name: 'Our story' })).toHaveAttribute('href', '/about-us');
    await cta.getByRole('link', { name: 'Our story' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });

  test.describe('fleet carousel', () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'From our cold rooms to your kitchen' })).toHaveAttribute(
        'aria-roledescription',
        'carousel',
      );
      // The page arrives server-rendered and its carousel island runs a moment later. A dot is a link to
      // its slide, which scrolls the row there even before; the island then marks the slide it finds.
      await dot(page, 2).click();
      await expectSlide(page, 2);
      await holdTime(page);
    });

    test('advances every 5 seconds and wraps around', async ({ page }) => {
      await expect(page.locator('#fleet-slides')).toHaveAttribute('aria-live', 'off');
      await page.clock.runFor(4900);
      await expectSlide(page, 1);
      await page.clock.runFor(100);
      await expectSlide(page, 2);
      await page.clock.runFor(5000);
      await expectSlide(page, 3);
      await page.clock.runFor(5000);
      await expectSlide(page, 4);
      await page.clock.runFor(5000);
      await expectSlide(page, 1);
    });

    test('pauses while hovered', async ({ page }) => {
      await page.getByTestId('fleet-carousel').hover();
      await expect(page.locator('#fleet-slides')).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(12_000);
      await expectSlide(page, 1);
      await page.mouse.move(1, 1);
      await page.clock.runFor(5000);
      await expectSlide(page, 2);
    });

    test('pauses while keyboard focus is inside', async ({ page }) => {
      await dot(page, 1).focus();
      await page.clock.runFor(12_000);
      await expectSlide(page, 1);
      await page.getByRole('link', { name: 'Request a quote' }).last().focus();
      await page.clock.runFor(5000);
      await expectSlide(page, 2);
    });

    test('previous, next and the dots move between slides', async ({ page }) => {
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expectSlide(page, 2);
      await page.getByRole('button', { name: 'Previous slide' }).click();
      await expectSlide(page, 1);
      await page.getByRole('button', { name: 'Previous slide' }).click();
      await expectSlide(page, 4);
      await dot(page, 3).click();
      await expectSlide(page, 3);
      await expect(dot(page, 1)).not.toHaveAttribute('aria-current', 'true');
    });

    test('the pause button stops the rotation until played again', async ({ page }) => {
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.getByRole('button', { name: 'Play slideshow' }).blur();
      await page.mouse.move(1, 1);
      await page.clock.runFor(12_000);
      await expectSlide(page, 1);
      await page.getByRole('button', { name: 'Play slideshow' }).click();
      await page.getByRole('button', { name: 'Pause slideshow' }).blur();
      await page.mouse.move(1, 1);
      await page.clock.runFor(5000);
      await expectSlide(page, 2);
    });
  });

  test('does not rotate for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expectSlide(page, 1);
    await holdTime(page);
    await expect(page.locator('#fleet-slides')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    await page.clock.runFor(15_000);
    await expectSlide(page, 1);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 2);
  });

  test('has no serious accessibility violation in light and dark themes', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('count-vegetables')).toHaveText('120 products');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });

  test('fits a 360 px wide screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('count-vegetables')).toHaveText('120 products');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('every image has alt text and explicit dimensions', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('count-vegetables')).toBeVisible();
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => ({ alt: img.getAttribute('alt'), width: img.getAttribute('width'), height: img.getAttribute('height') })),
    );
    expect(images.length).toBeGreaterThanOrEqual(15);
    for (const image of images) {
      expect(image.alt?.trim()).toBeTruthy();
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
    }
  });
});
