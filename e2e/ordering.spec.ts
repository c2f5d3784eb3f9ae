import type { Page } from '@playwright/test';
import { createProduct, expect, expectAccessible, FIRST_PAINT, latestMail, lookAt, shareListWith, signInAs, signInAsAccount, test, useLanguage } from './fixtures.js';
import { E2E_ORDER_CUSTOMERS } from './users.js';

// A customer orders from their own list: below the minimum (refused, told how much more), then above
// it; sees the confirmation, changes the order, and orders it again. In both languages, on a phone and
// on a laptop. Each test has its own customer and list (a customer with one list orders from it at once).

const origin = () => new URL(test.info().project.use.baseURL!).origin;

const TEXT = {
  en: {
    title: 'Place an order',
    quantity: (name: string) => `Quantity of ${name} (case)`,
    place: /^Place order/,
    openCart: /^Your order/,
    missing: '$170.00 more to reach your $250.00 minimum',
    refused: 'Your order is below your $250.00 minimum: add $170.00 more to place it.',
    countdown: /^Order in the next (\d+ d )?\d+ h( \d+ min)? for delivery (today|tomorrow|on \w+, \w+ \d+)$|^Order in the next \d+ min/,
    placed: (n: string) => `Order ${n} placed`,
    mail: (email: string) => `We sent a confirmation to ${email}.`,
    change: 'Change order',
    save: 'Save changes',
    reorder: 'Order again',
    myOrders: 'My orders',
    status: 'Placed',
    mailSubject: (n: string) => `Order ${n} received`,
    name: (p: { name: string }) => p.name,
  },
  es: {
    title: 'Hacer un pedido',
    quantity: (name: string) => `Cantidad de ${name} (caja)`,
    place: /^Hacer pedido ·/,
    openCart: /^Su pedido/,
    missing: 'Faltan $170.00 para llegar a su mínimo de $250.00',
    refused: 'Su pedido no llega a su mínimo de $250.00: agregue $170.00 más para hacerlo.',
    countdown: /^Pida dentro de .+ para entrega (hoy|mañana|el .+)$/,
    placed: (n: string) => `Pedido ${n} recibido`,
    mail: (email: string) => `Enviamos una confirmación a ${email}.`,
    change: 'Cambiar pedido',
    save: 'Guardar cambios',
    reorder: 'Pedir de nuevo',
    myOrders: 'Mis pedidos',
    status: 'Recibido',
    mailSubject: (n: string) => `Pedido ${n} recibido`,
    name: (p: { name: string }) => `${p.name} ES`,
  },
} as const;

/** Two products of the test's own on a list of its own ($40 and $30 a case), shared with `email`. */
async function listFor(page: Page, email: string) {
  await signInAs(page, 'seller');
  const a = await createProduct(page, 'Mango');
  const b = await createProduct(page, 'Papaya');
  const { customerId } = await shareListWith(page, email, [
    { productId: a.id, price: '40.00' },
    { productId: b.id, price: '30.00' },
  ], 'order');
  // A small business: the $250 minimum.
  const business = await page.request.put(`/api/users/${customerId}/business`, { data: { size: 'small', minimumWaived: false }, headers: { origin: origin() } });
  expect(business.status(), await business.text()).toBe(200);
  return { a, b };
}

for (const language of ['en', 'es'] as const) {
  for (const width of [390, 1366] as const) {
    const t = TEXT[language];
    const account = E2E_ORDER_CUSTOMERS[`${language}-${width}`];

    test(`a customer orders, is told the minimum, places, changes and reorders (${language}, ${width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await useLanguage(page, language);
      const { a, b } = await listFor(page, account.email);
      await signInAsAccount(page, account);
      const phone = width === 390;
      // On a phone the cart is a sheet opened from the bar at the bottom.
      const cart = async () => {
        if (phone && !(await page.getByRole('dialog').isVisible())) await page.getByRole('button', { name: t.openCart }).click();
        return phone ? page.getByRole('dialog') : page.getByRole('form', { name: language === 'en' ? 'Your order' : 'Su pedido' });
      };
      // Screenshots at both widths from the laptop's test (lookAt ends at 1366 px).
      const look = async (name: string) => {
        if (!phone) await lookAt(page, name);
      };
      const closeCart = async () => {
        if (phone && (await page.getByRole('dialog').isVisible())) await page.keyboard.press('Escape');
      };

      await page.goto('/order');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible(FIRST_PAINT);
      const qa = page.getByRole('textbox', { name: t.quantity(t.name(a)) });
      const qb = page.getByRole('textbox', { name: t.quantity(t.name(b)) });

      // $80: below the $250 minimum. The bar says so; placing is refused by the server with how much more.
      await qa.fill('2');
      let panel = await cart();
      await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuetext', t.missing);
      await expect(panel.getByText(t.countdown)).toBeVisible();
      await panel.getByRole('button', { name: t.place }).click();
      await expect(panel.getByRole('alert')).toHaveText(t.refused);
      await expectAccessible(page);
      await closeCart();

      // $200 + $60 = $260: placed.
      await qa.fill('5');
      await qb.fill('2');
      await page.reload();
      // The cart survived the reload.
      await expect(page.getByRole('textbox', { name: t.quantity(t.name(a)) })).toHaveValue('5', FIRST_PAINT);
      await look(`order-${language}`);
      panel = await cart();
      await expect(panel.getByTestId('cart-total')).toHaveText('$260.00');
      const placedAt = Date.now();
      await panel.getByRole('button', { name: t.place }).click();

      await expect(page).toHaveURL(/\/orders\/[^/?]+\?placed=1$/, { timeout: 15_000 });
      const status = page.getByRole('status').filter({ hasText: t.mail(account.email) });
      await expect(status).toBeVisible();
      const number = (await status.locator('p').first().textContent())!.match(/\d+/)![0];
      await expect(status).toContainText(t.placed(number));
      await expect(page.getByTestId('order-total')).toHaveText('$260.00');
      // The confirmation mail, in the customer's language, with the lines and the total.
      const mail = await latestMail(account.email, placedAt);
      expect(mail.subject).toContain(t.mailSubject(number));
      expect(mail.text).toContain(t.name(a));
      expect(mail.text).toContain('$260.00');
      await expectAccessible(page);
      await look(`order-placed-${language}`);

      // Changed: three of the second item.
      await page.getByRole('button', { name: t.change }).click();
      await look(`order-change-${language}`);
      await page.getByRole('textbox', { name: t.quantity(t.name(b)) }).fill('3');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByTestId('order-total')).toHaveText('$290.00');

      // In the list of orders, newest first.
      await page.getByRole('link', { name: `← ${t.myOrders}` }).click();
      const first = page.getByRole('list', { name: t.myOrders }).getByRole('listitem').first();
      await expect(first).toContainText(number);
      await expect(first).toContainText(t.status);
      await expect(first).toContainText('$290.00');
      await look(`orders-${language}`);

      // Ordered again: the cart holds the changed order's lines.
      await first.getByRole('link').click();
      await page.getByRole('button', { name: t.reorder }).click();
      await expect(page).toHaveURL(/\/order\?list=/);
      await expect(page.getByRole('textbox', { name: t.quantity(t.name(b)) })).toHaveValue('3', FIRST_PAINT);
      panel = await cart();
      await expect(panel.getByTestId('cart-total')).toHaveText('$290.00');
    });
  }
}
