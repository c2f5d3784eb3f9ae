import type { Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, PNG_1X1, signInAs, test, unique } from './fixtures.js';

// Every test edits only products it creates itself: other tests read the demo catalogue at the same time.

/** Opens the manage page showing only the given product. */
async function openManage(page: Page, name: string) {
  await page.goto('/products/manage');
  await page.getByLabel('Search products').fill(name);
  await expect(page.getByLabel(`Price, small business, ${name}`)).toBeVisible();
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /unsaved change/ });

test.describe('manage products', () => {
  test('an edit counts as one unsaved change, and Discard restores it', async ({ page }) => {
    await signInAs(page, 'seller');
    const product = await createProduct(page);
    await openManage(page, product.name);
    await expect(status(page)).toHaveText('No unsaved changes');
    const price = page.getByLabel(`Price, small business, ${product.name}`);
    await price.fill('11.25');
    await expect(status(page)).toHaveText('1 unsaved change');
    await expect(price.locator('xpath=ancestor::*[@role="gridcell"]')).toHaveAttribute('data-changed', 'true');
    // Typing the original value back is no change at all.
    await price.fill('10');
    await expect(status(page)).toHaveText('No unsaved changes');
    await price.fill('11.25');
    await page.getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard 1 unsaved change?' });
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(price).toHaveValue('10.00');
    await expect(status(page)).toHaveText('No unsaved changes');
  });

  test('a tier price moved a lot or set to $0.00 is listed and saved only after its confirmation', async ({ page }) => {
    await signInAs(page, 'admin');
    const product = await createProduct(page, 'Swing');
    await openManage(page, product.name);
    // 10.00 -> 45.00 (+350%), 9.50 -> 0.00.
    await page.getByLabel(`Price, small business, ${product.name}`).fill('45.00');
    await page.getByLabel(`Price, medium business, ${product.name}`).fill('0.00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm 2 large price changes' });
    await expect(dialog.getByRole('list', { name: 'Prices that move a lot' }).getByRole('listitem')).toHaveText([
      `${product.name}, Small business: $10.00 → $45.00`,
      `${product.name}, Medium business: $9.50 → $0.00 (becomes $0.00)`,
    ]);
    await expect(dialog.getByRole('button', { name: 'Save these prices' })).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByLabel('I have checked these prices: save them.').check();
    await dialog.getByRole('button', { name: 'Save these prices' }).click();
    await expect(page.getByText('Changes saved successfully.', { exact: false })).toBeVisible();
    await expect(status(page)).toHaveText('No unsaved changes');
    await openManage(page, product.name);
    await expect(page.getByLabel(`Price, small business, ${product.name}`)).toHaveValue('45.00');
    await expect(page.getByLabel(`Price, medium business, ${product.name}`)).toHaveValue('0.00');
  });

  test('saving stores every change in one request, and they are there after a reload', async ({ page }) => {
    await signInAs(page, 'admin');
    const product = await createProduct(page);
    await openManage(page, product.name);
    await page.getByLabel(`Price, large business, ${product.name}`).fill('8.75');
    await page.getByLabel(`In stock, ${product.name}`).uncheck();
    await page.getByLabel(`Pack in Spanish, ${product.name}`).fill('caja de 12 lb');
    await expect(status(page)).toHaveText('1 unsaved change');
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/products/changes')) saves.push(r.method());
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved successfully.', { exact: false })).toBeVisible();
    expect(saves).toEqual(['POST']);
    await expect(status(page)).toHaveText('No unsaved changes');

    await openManage(page, product.name);
    await expect(page.getByLabel(`Price, large business, ${product.name}`)).toHaveValue('8.75');
    await expect(page.getByLabel(`In stock, ${product.name}`)).not.toBeChecked();
    await expect(page.getByLabel(`Pack in Spanish, ${product.name}`)).toHaveValue('caja de 12 lb');
  });

  test('an invalid price or a missing name is shown and blocks saving', async ({ page }) => {
    await signInAs(page, 'seller');
    const product = await createProduct(page);
    await openManage(page, product.name);
    const price = page.getByLabel(`Price, medium business, ${product.name}`);
    await price.fill('12.345');
    await expect(page.getByText('Invalid price format.')).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(`Name in Spanish, ${product.name}`).fill('');
    await expect(page.getByText('The Spanish name is required.')).toBeVisible();

    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/products/changes')) posted = true;
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fix them before saving' })).toBeVisible();
    expect(posted).toBe(false);
    await expect(status(page)).toHaveText('1 unsaved change');
  });

  test('a new product without its tier prices cannot be saved, and each missing price says so', async ({ page }) => {
    await signInAs(page, 'seller');
    await page.goto('/products/manage');
    await page.getByRole('button', { name: 'Add product' }).click();
    const name = `E2E Unpriced ${unique()}`;
    await page.getByLabel('Name in English, new product').fill(name);
    await page.getByLabel(`Name in Spanish, ${name}`).fill(`${name} ES`);
    await page.getByLabel(`Price, small business, ${name}`).fill('4.00');

    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/products/changes')) posted = true;
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fix them before saving' })).toBeVisible();
    for (const tier of ['medium', 'large']) {
      const cell = page.getByLabel(`Price, ${tier} business, ${name}`);
      await expect(cell).toHaveAttribute('aria-invalid', 'true');
      await expect(cell).toHaveAccessibleDescription('Enter a price: every product needs all three tier prices.');
    }
    await expect(page.getByLabel(`Price, small business, ${name}`)).not.toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);

    // Filling them in is all it takes.
    await page.getByLabel(`Price, medium business, ${name}`).fill('3.80');
    await page.getByLabel(`Price, large business, ${name}`).fill('3.60');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved successfully.', { exact: false })).toBeVisible();
  });

  test('add a product (the cursor goes to its first field), then delete it after confirming', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/products/manage');
    await page.getByRole('button', { name: 'Add product' }).click();
    const name = `E2E Added ${unique()}`;
    await expect(page.getByLabel('Name in English, new product')).toBeFocused();
    await page.keyboard.type(name);
    // The URL name is a rare field: the detail panel shows it following the English name.
    await page.getByRole('button', { name: `Details, ${name}` }).click();
    const details = page.getByRole('dialog', { name: `Details: ${name}` });
    await expect(details.getByLabel('URL name', { exact: true })).toHaveValue(name.toLowerCase().replace(/ /g, '-'));
    await details.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel(`Name in Spanish, ${name}`).fill(`${name} ES`);
    await page.getByLabel(`Category, ${name}`).selectOption('herbs');
    await page.getByLabel(`Price, small business, ${name}`).fill('3.5');
    await page.getByLabel(`Price, medium business, ${name}`).fill('3.25');
    await page.getByLabel(`Price, large business, ${name}`).fill('3');
    await expect(status(page)).toHaveText('1 unsaved change');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved successfully.', { exact: false })).toBeVisible();

    await page.getByLabel('Search products').fill(name);
    await expect(page.getByLabel(`Price, small business, ${name}`)).toHaveValue('3.50');
    await page.getByRole('button', { name: `Delete, ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(status(page)).toHaveText('No unsaved changes');
    await page.getByRole('button', { name: `Delete, ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('To be deleted')).toBeVisible();
    await expect(status(page)).toHaveText('1 unsaved change');
    await page.getByRole('button', { name: `Undo, ${name}` }).click();
    await expect(status(page)).toHaveText('No unsaved changes');
    await page.getByRole('button', { name: `Delete, ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Its tier prices sit in the standard price lists, so the server archives it, and says so.
    await expect(page.getByText(/Changes saved successfully\. 1 product (deleted|archived)/)).toBeVisible();
    await expect(page.getByText('No products match the current filters.')).toBeVisible();
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await signInAs(page, 'seller');
    const product = await createProduct(page);
    await openManage(page, product.name);
    await page.getByLabel(`Cost, ${product.name}`).fill('4.20');
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have 1 unsaved change.');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL('/products/manage');
    await expect(page.getByLabel(`Cost, ${product.name}`)).toHaveValue('4.20');
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('a second save of a product someone else saved first is refused, and Reload brings their version', async ({ browser, clientIp }) => {
    const headers = { 'x-forwarded-for': clientIp };
    const sellerContext = await browser.newContext({ extraHTTPHeaders: headers });
    const adminContext = await browser.newContext({ extraHTTPHeaders: headers });
    const seller = await sellerContext.newPage();
    const admin = await adminContext.newPage();
    await signInAs(seller, 'seller');
    await signInAs(admin, 'admin');
    const product = await createProduct(seller, 'Conflict');
    const other = await createProduct(admin, 'Kept');

    await openManage(seller, product.name);
    await openManage(admin, product.name);
    await seller.getByLabel(`Price, small business, ${product.name}`).fill('12.00');
    await seller.getByRole('button', { name: 'Save Changes' }).click();
    await expect(seller.getByText('Changes saved successfully.', { exact: false })).toBeVisible();

    await admin.getByLabel(`Price, small business, ${product.name}`).fill('13.00');
    await admin.getByLabel('Search products').fill(other.name);
    await admin.getByLabel(`Price, small business, ${other.name}`).fill('9.00');
    await expect(status(admin)).toHaveText('2 unsaved changes');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    const alert = admin.getByRole('alert').filter({ hasText: 'Someone else saved changes first' });
    await expect(alert).toContainText(product.name);
    await expect(alert).not.toContainText(other.name);
    await expect(status(admin)).toHaveText('2 unsaved changes');

    await alert.getByRole('button', { name: 'Reload' }).click();
    await admin.getByRole('dialog', { name: 'Reload the products someone else changed?' }).getByRole('button', { name: 'Reload' }).click();
    await expect(status(admin)).toHaveText('1 unsaved change');
    await admin.getByLabel('Search products').fill(product.name);
    await expect(admin.getByLabel(`Price, small business, ${product.name}`)).toHaveValue('12.00');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Changes saved successfully.', { exact: false })).toBeVisible();
    await sellerContext.close();
    await adminContext.close();
  });

  test("a saved price shows in the app's other open tab at once, without a reload", async ({ page }) => {
    await signInAs(page, 'seller');
    const product = await createProduct(page);
    // The other tab: the signed-in products page with its prices, searched to the product (same session).
    const other = await page.context().newPage();
    await other.goto(`/products?q=${encodeURIComponent(product.name)}`);
    const row = other.getByRole('listitem').filter({ hasText: product.name });
    await expect(row.getByText('$10.00', { exact: true })).toBeVisible();
    let reloads = 0;
    other.on('framenavigated', (frame) => {
      if (frame === other.mainFrame()) reloads++;
    });

    await openManage(page, product.name);
    await page.getByLabel(`Price, small business, ${product.name}`).fill('10.40');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved successfully.', { exact: false })).toBeVisible();

    await expect(row.getByText('$10.40', { exact: true })).toBeVisible();
    expect(reloads).toBe(0);
    await other.close();
  });

  test('when the session has ended, saving says so and keeps the edits', async ({ page }) => {
    await signInAs(page, 'seller');
    const product = await createProduct(page);
    await openManage(page, product.name);
    await page.getByLabel(`Price, small business, ${product.name}`).fill('10.10');
    // The session ends for this browser only: signing out is global and would end the
    // shared seller's sessions in tests running alongside.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('You must be logged in to save changes.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Sign in/ }).last()).toHaveAttribute('href', /\/login/);
    await expect(page.getByLabel(`Price, small business, ${product.name}`)).toHaveValue('10.10');
  });

  test('images: upload, refuse a fake or oversized file, and set a URL', async ({ page }) => {
    await signInAs(page, 'admin');
    const product = await createProduct(page, 'Image');
    await openManage(page, product.name);
    await page.getByRole('button', { name: `Change image, ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Image of ${product.name}` });
    const file = dialog.getByLabel('Upload an image');

    await file.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(dialog.getByRole('status')).toHaveText('Image uploaded successfully.');
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /^\/uploads\/products\/.+-480\.webp$/);

    await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture at all') });
    await expect(dialog.getByRole('alert')).toHaveText('Error uploading image: Only image files are allowed.');

    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/image')) uploads++;
    });
    await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(dialog.getByRole('alert')).toHaveText('Error uploading image: The image is larger than 5 MB.');
    expect(uploads).toBe(0);

    const url = dialog.getByLabel('Or use an image URL');
    await url.fill('not a url');
    await expect(dialog.getByText('Invalid image URL format.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Use URL' })).toBeDisabled();
    // The URL is previewed before it can be used (see e2e/content.spec.ts): serve it here.
    await page.route('https://images.example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG_1X1 }));
    await url.fill('https://images.example.com/kiwi.jpg');
    await dialog.getByRole('button', { name: 'Use URL' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Image URL updated successfully.');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The image bumped the version; an edit saved afterwards is not mistaken for a conflict.
    await page.getByLabel(`Price, small business, ${product.name}`).fill('10.50');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved successfully.', { exact: false })).toBeVisible();
  });

  test('the manage page is accessible, with an edit and an error showing', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'seller');
    const product = await createProduct(page);
    await openManage(page, product.name);
    await page.getByLabel(`Price, small business, ${product.name}`).fill('abc');
    await expect(page.getByText('Invalid price format.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Search products').fill('');
    await expectAccessible(page);
  });
});
