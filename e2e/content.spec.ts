import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { createProduct, expect, PNG_1X1, signInAs, test } from './fixtures.js';

const POPULAR = ['sandia', 'vegetales-mix', 'aguacates', 'mangoes', 'mayor'] as const;

test.describe('product pictures', () => {
  test('the image dialog previews a URL, refuses one that does not load and saves one that does', async ({ page }) => {
    await signInAs(page, 'admin');
    const product = await createProduct(page, 'Picture');
    await page.route('https://images.example.test/missing.png', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.route('https://images.example.test/kiwi.png', (route) => route.fulfill({ contentType: 'image/png', body: PNG_1X1 }));
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/image-url')) saves++;
    });

    await page.goto('/products/manage');
    await page.getByLabel('Search products').fill(product.name);
    await page.getByRole('button', { name: `Change image, ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Image of ${product.name}` });
    const url = dialog.getByLabel('Or use an image URL');
    const use = dialog.getByRole('button', { name: 'Use URL' });
    const check = dialog.getByTestId('image-url-check');
    await expect(check).toHaveAttribute('aria-live', 'polite');

    await url.fill('https://images.example.test/missing.png');
    await expect(check).toHaveText('This image could not be loaded. Check the URL, or upload the file instead.');
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(/could not be loaded/);
    await expect(use).toBeDisabled();
    await url.press('Enter');
    await expect(dialog.getByTestId('image-url-preview')).toBeHidden();

    await url.fill('http://images.example.test/kiwi.png');
    await expect(check).toHaveText(/Use an https:\/\/ URL/);
    await expect(use).toBeDisabled();

    await url.fill('https://images.example.test/kiwi.png');
    await expect(check).toHaveText('The image loads. You can use this URL.');
    const preview = dialog.getByTestId('image-url-preview');
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(url).not.toHaveAttribute('aria-invalid', 'true');
    await use.click();
    await expect(dialog.getByRole('status')).toHaveText('Image URL updated successfully.');
    expect(saves).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/products/${product.slug}`);
    await expect(page.getByTestId('product-image')).toHaveAttribute('src', 'https://images.example.test/kiwi.png');
  });

  test('an image that stops loading shows the category drawing, not a broken picture', async ({ page }) => {
    await signInAs(page, 'admin');
    const product = await createProduct(page, 'Picture');
    const res = await page.request.put(`/api/products/${(await page.request.get(`/api/public/products/${product.slug}`).then((r) => r.json())).id}/image-url`, {
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
      data: { url: 'https://images.example.test/gone.png' },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.route('https://images.example.test/gone.png', (route) => route.fulfill({ status: 404, body: 'gone' }));
    // The public pages, as a customer who is not signed in sees them.
    await page.context().clearCookies();

    await page.goto(`/products/${product.slug}`);
    await expect(page.getByTestId('product-image')).toHaveAttribute('src', '/images/categories/uncategorized.svg');
    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    const card = page.getByRole('article').filter({ hasText: product.name });
    await expect(card.locator('img')).toHaveAttribute('src', '/images/categories/uncategorized.svg');
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('the product page picture has no band under it, at any width', async ({ page }) => {
    await page.goto('/products/sandia');
    const image = page.getByTestId('product-image');
    await expect(image).toBeVisible();
    for (const width of [390, 768, 900, 1024, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      const { box, img } = await image.evaluate((el) => ({
        box: el.parentElement!.clientHeight,
        img: el.getBoundingClientRect().height,
      }));
      expect(Math.abs(box - img), `${width} px: box ${box}, image ${img}`).toBeLessThan(1);
    }
  });
});

test.describe('one product, one face', () => {
  for (const language of ['en', 'es'] as const) {
    test(`each popular product looks the same on the landing page and on its page (${language})`, async ({ page }) => {
      await page.goto('/');
      const section = page.locator('section[aria-labelledby="popular-title"]');
      if (language === 'es') {
        await page.getByRole('link', { name: 'Change language' }).click();
        await expect(section.getByRole('heading', { level: 2 })).toHaveText('Productos populares');
      }
      const cards: Record<string, { src: string | null; text: string }> = {};
      for (const slug of POPULAR) {
        const link = section.locator(`a[href="/products/${slug}"]`);
        await expect(link).toBeVisible();
        cards[slug] = { src: await link.locator('img').getAttribute('src'), text: await link.innerText() };
      }
      for (const slug of POPULAR) {
        await page.goto(`/products/${slug}`);
        const name = await page.getByRole('heading', { level: 1 }).innerText();
        const pack = await page.locator('dl dd').first().innerText();
        expect(cards[slug].src, slug).toBe(await page.getByTestId('product-image').getAttribute('src'));
        expect(cards[slug].text, slug).toContain(name);
        expect(cards[slug].text, slug).toContain(pack);
      }
      // The watermelon is a watermelon everywhere.
      expect(cards.sandia.src).toBe('/images/products/sandia.svg');
    });
  }

  test('the catalogue tells products apart by picture', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('article').first()).toBeVisible();
    // The first screenful alone (vegetables, by name) already shows many different drawings.
    const sources = await page.locator('article img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    expect(new Set(sources).size).toBeGreaterThanOrEqual(10);
  });
});

test('the brand on pages is the company name in the company facts', async ({ page }) => {
  await page.route('**/api/company', async (route) => {
    const facts = await (await route.fetch()).json();
    await route.fulfill({ json: { ...facts, name: 'Verde Mayorista' } });
  });
  // A page the app renders in the browser (it reads the facts from the API); public pages get them on the server.
  await page.goto('/login');
  await expect(page).toHaveTitle(/\| Verde Mayorista$/);
  await expect(page.locator('header').getByRole('link').first()).toHaveText('Verde Mayorista');
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Verde Mayorista.`);
  await page.unroute('**/api/company');
  await page.goto('/about-us');
  await expect(page).toHaveTitle(`About us | ${DEFAULT_COMPANY_FACTS.name}`);
});
