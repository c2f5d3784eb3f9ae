import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test, unique, useLanguage } from './fixtures.js';
import { E2E_ASSISTANT_MOVE_SELLERS, E2E_ASSISTANT_SELLERS, E2E_ASSISTANT_VIEW_SELLERS } from './users.js';

// The assistant, signed in as staff: a search, a change of a category by percent previewed and
// confirmed, the version it made in the list's history, and "undo that".

const FIRST_PAINT = { timeout: 20_000 };
const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** A list of the test's own with two demo fruits and one vegetable, priced through the API. */
async function listOfThree(page: Page) {
  const headers = { origin: origin() };
  const slug = `e2e-assistant-${unique()}`;
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E assistant ${slug.slice(-6)}`, slug, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { items } = (await (await page.request.get('/api/products')).json()) as { items: { id: string; slug: string; category: string | null }[] };
  const chosen = [...items.filter((p) => p.category === 'fruits').slice(0, 2), items.find((p) => p.category === 'vegetables')!];
  const { version } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { version: number };
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, {
    data: { version, changes: chosen.map((p) => ({ productId: p.id, price: '20.00' })), confirmBelowFloor: true },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { slug, version: version + 1 };
}

const TEXT = {
  en: {
    input: 'Your request',
    search: 'search watermelon',
    found: '3 products:',
    product: 'Seedless Watermelon',
    change: (slug: string) => `raise fruits 10% in ${slug}`,
    preview: /^Here is the change to E2E assistant .*: 2 prices\. Nothing changes until you confirm\.$/,
    confirm: 'Confirm and apply',
    applied: /^Done: 2 prices changed in E2E assistant/,
    appliedStatus: 'Applied',
    versions: 'Versions',
    undo: 'undo that',
    undone: /^Undone: E2E assistant/,
    reason: (slug: string) => `Assistant: raise fruits 10% in ${slug}`,
  },
  es: {
    input: 'Su pregunta',
    search: 'busca sandia',
    found: '3 productos:',
    product: 'Sandía sin semilla',
    change: (slug: string) => `sube las frutas 10% en la lista ${slug}`,
    preview: /^Este es el cambio en E2E assistant .*: 2 precios\. No cambia nada hasta que lo confirme\.$/,
    confirm: 'Confirmar y aplicar',
    applied: /^Listo: 2 precios cambiados en E2E assistant/,
    appliedStatus: 'Aplicado',
    versions: 'Versiones',
    undo: 'deshaz eso',
    undone: /^Deshecho: E2E assistant/,
    reason: (slug: string) => `Asistente: sube las frutas 10% en la lista ${slug}`,
  },
} as const;

async function ask(page: Page, label: string, text: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.fill(text);
  await box.press('Enter');
}

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`search, change a category by percent with preview and confirm, see the version, undo (${language})`, async ({ page }) => {
    test.slow();
    await useLanguage(page, language);
    const { email, password } = E2E_ASSISTANT_SELLERS[language];
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: origin() } });
    expect(signedIn.status()).toBe(200);
    // Start from an empty conversation (a retried test leaves one behind).
    expect((await page.request.delete('/api/assistant/messages', { headers: { origin: origin() } })).status()).toBe(204);
    const list = await listOfThree(page);
    await page.goto('/ai');
    await expect(page.getByLabel(t.input, { exact: true })).toBeVisible(FIRST_PAINT);

    await ask(page, t.input, t.search);
    const conversation = page.getByRole('list').filter({ has: page.getByText(t.search) });
    await expect(conversation.getByText(t.found)).toBeVisible();
    await expect(conversation.getByRole('cell', { name: t.product, exact: true })).toBeVisible();

    await ask(page, t.input, t.change(list.slug));
    await expect(page.getByText(t.preview)).toBeVisible();
    const preview = page.getByRole('table').last();
    await expect(preview.getByRole('row')).toHaveCount(3);
    await expect(preview).toContainText('$22.00');
    await expectAccessible(page);
    // Nothing changed yet.
    expect(((await (await page.request.get(`/api/price-lists/${list.slug}`)).json()) as { version: number }).version).toBe(list.version);

    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.applied)).toBeVisible();
    await expect(page.getByText(t.appliedStatus, { exact: true })).toBeVisible();

    // The reply survives a reload: the conversation is kept on the server.
    await page.reload();
    await expect(page.getByText(t.applied)).toBeVisible(FIRST_PAINT);

    // The list's history shows the assistant's version.
    await page.goto(`/prices-manage/${list.slug}`);
    await page.getByRole('tab', { name: t.versions }).click({ timeout: 15_000 });
    const row = page.getByRole('row').filter({ hasText: t.reason(list.slug) });
    await expect(row).toContainText(language === 'es' ? `Versión ${list.version + 1}` : `Version ${list.version + 1}`);

    // The words of a reply's table arriving late must not hide the chat while the user types in it: the
    // conversation (with its tables) lands after the request is typed, its words 1.5 s later still.
    await page.route('**/locales/*/priceLists.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    let typed!: () => void;
    const held = new Promise<void>((resolve) => (typed = resolve));
    await page.route('**/api/assistant/messages', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await page.goto('/ai');
    const box = page.getByLabel(t.input, { exact: true });
    await box.fill(t.undo);
    const read = page.waitForResponse((response) => response.url().endsWith('/api/assistant/messages') && response.request().method() === 'GET');
    typed();
    await read;
    await page.waitForTimeout(300);
    await box.press('Enter');
    await expect(page.getByText(t.undone)).toBeVisible(FIRST_PAINT);
    const prices = ((await (await page.request.get(`/api/price-lists/${list.slug}`)).json()) as { items: { price: string }[] }).items.map((i) => i.price);
    expect(prices).toEqual(['20.00', '20.00', '20.00']);
  });
}

/** The newest message ends above the input bar that stays at the bottom of the window (not under it). */
async function expectLastAboveBar(page: Page, input: string) {
  const last = page.getByRole('region', { name: /^Conversa/ }).getByRole('listitem').last();
  const bar = page.locator('form').filter({ has: page.getByLabel(input, { exact: true }) });
  await expect(async () => {
    const [message, form] = [await last.boundingBox(), await bar.boundingBox()];
    expect(message && form).toBeTruthy();
    expect(message!.y + message!.height).toBeLessThanOrEqual(form!.y + 0.5);
    // All of it on screen when it fits above the bar (a taller one shows its end there).
    if (message!.height <= form!.y) expect(message!.y).toBeGreaterThanOrEqual(0);
    else expect(message!.y + message!.height).toBeGreaterThan(form!.y - 100);
  }).toPass({ timeout: 5_000 });
}

/** Screenshots of the page as it is, light and dark (as the theme button sets it), into the test's output. */
async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle('dark', dark);
      window.localStorage.setItem('theme', dark ? 'dark' : 'light');
      window.dispatchEvent(new Event('freshprice:theme'));
    }, scheme === 'dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${scheme}.png`) });
  }
}

test('a customer with no list is told so, in the language they write, and is told only staff change prices', async ({ page }) => {
  // The shared customer has no list (users.ts).
  await signInAs(page, 'customer');
  expect((await page.request.delete('/api/assistant/messages', { headers: { origin: origin() } })).status()).toBe(204);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ai');
  await expect(page.getByLabel('Your request', { exact: true })).toBeVisible(FIRST_PAINT);
  await ask(page, 'Your request', 'raise avocados 5%');
  await expect(page.getByText('Only staff can change prices. I can show you your prices and their history.')).toBeVisible();
  await ask(page, 'Your request', 'how much is cilantro?');
  await expect(page.getByText('No price list is shared with you yet. Contact us to get yours.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Choose one' })).toHaveCount(0);
  await ask(page, 'Your request', '¿cuánto vale el cilantro?');
  await expect(page.getByText('Todavía no tiene ninguna lista de precios compartida. Contáctenos para obtener la suya.')).toBeVisible();
  await expectLastAboveBar(page, 'Your request');
  await expectAccessible(page);
  await shoot(page, 'assistant-customer-390');
  await page.setViewportSize({ width: 1366, height: 768 });
  await ask(page, 'Your request', 'list herbs');
  await expect(page.getByText(/^\d+ products:$/)).toBeVisible();
  await expectLastAboveBar(page, 'Your request');
  await shoot(page, 'assistant-customer-1366');
});

// Two previews in a row: only the newest can be confirmed (the older reads as replaced); the newest
// answer is never under the input bar; "Start over" asks in the app's own dialog, by keyboard too.

const VIEW = {
  en: {
    input: 'Your request',
    first: (slug: string) => `raise fruits 10% in ${slug}`,
    second: (slug: string) => `raise fruits 5% in ${slug}`,
    superseded: 'Replaced by a newer preview: only the newest one can be confirmed',
    pending: 'Waiting for your confirmation',
    confirm: 'Confirm and apply',
    clear: 'Start over',
    dialog: 'Start over?',
    cancel: 'Cancel',
    empty: 'Nothing asked yet. Try one of these:',
    applied: /^Done: 2 prices changed in E2E assistant/,
  },
  es: {
    input: 'Su pregunta',
    first: (slug: string) => `sube las frutas 10% en la lista ${slug}`,
    second: (slug: string) => `sube las frutas 5% en la lista ${slug}`,
    superseded: 'Reemplazada por una vista previa más reciente: solo la última se puede confirmar',
    pending: 'Esperando su confirmación',
    confirm: 'Confirmar y aplicar',
    clear: 'Empezar de nuevo',
    dialog: '¿Empezar de nuevo?',
    cancel: 'Cancelar',
    empty: 'Todavía no ha preguntado nada. Pruebe con una de estas:',
    applied: /^Listo: 2 precios cambiados en E2E assistant/,
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const t = VIEW[language];
  test(`only the newest preview can be confirmed, the newest answer stays above the input bar, and Start over asks in a dialog (${language})`, async ({ page }) => {
    test.slow();
    await useLanguage(page, language);
    const { email, password } = E2E_ASSISTANT_VIEW_SELLERS[language];
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: origin() } });
    expect(signedIn.status()).toBe(200);
    expect((await page.request.delete('/api/assistant/messages', { headers: { origin: origin() } })).status()).toBe(204);
    const list = await listOfThree(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ai');
    await expect(page.getByLabel(t.input, { exact: true })).toBeVisible(FIRST_PAINT);

    await ask(page, t.input, t.first(list.slug));
    await expect(page.getByText(t.pending)).toBeVisible();
    await expectLastAboveBar(page, t.input);
    await ask(page, t.input, t.second(list.slug));
    await expect(page.getByText(t.superseded)).toBeVisible();
    await expect(page.getByText(t.pending)).toHaveCount(1);
    // One Confirm button: the newest preview's.
    await expect(page.getByRole('button', { name: t.confirm })).toHaveCount(1);
    await expectLastAboveBar(page, t.input);
    await shoot(page, `assistant-staff-${language}-390`);
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectLastAboveBar(page, t.input);
    await expectAccessible(page);
    await shoot(page, `assistant-staff-${language}-1366`);

    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.applied)).toBeVisible();
    await expectLastAboveBar(page, t.input);
    const prices = ((await (await page.request.get(`/api/price-lists/${list.slug}`)).json()) as { items: { price: string }[] }).items.map((i) => i.price).sort();
    expect(prices).toEqual(['20.00', '21.00', '21.00']);

    // Start over: the app's dialog, not the browser's; Escape keeps the conversation.
    const native: string[] = [];
    page.on('dialog', (d) => {
      native.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('button', { name: t.clear }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.cancel })).toBeFocused();
    await expectAccessible(page);
    await shoot(page, `assistant-start-over-${language}-1366`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.applied)).toBeVisible();
    // By keyboard: Tab from Cancel to Start over, Enter.
    await page.getByRole('button', { name: t.clear }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: t.clear })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(page.getByLabel(t.input, { exact: true })).toBeFocused();
    expect(native).toEqual([]);
  });
}

// An amount off moves the price by it (and only the product named as a whole), applied and seen in the
// list; a large move is flagged and applies only once its own box is ticked.

const MOVES = {
  en: {
    input: 'Your request',
    off: (slug: string) => `take $1.25 off red onions 25 lb in ${slug}`,
    preview: /^Here is the change to E2E moves .*: 1 price\. Nothing changes until you confirm\.$/,
    onion: 'Red Onions 25 lb',
    confirm: 'Confirm and apply',
    applied: /^Done: 1 price changed in E2E moves/,
    grid: 'Prices',
    large: (slug: string) => `raise kent mangoes 500% in ${slug}`,
    warning: '1 price moves by more than 50% or to $0.00.',
    check: 'I have checked this large change (Kent Mangoes from $20.00 to $120.00, +500%)',
    required: 'Tick the box above to confirm the large changes first.',
    flag: 'Large rise',
  },
  es: {
    input: 'Su pregunta',
    off: (slug: string) => `quita $1.25 a las cebollas rojas 25 lb en ${slug}`,
    preview: /^Este es el cambio en E2E moves .*: 1 precio\. No cambia nada hasta que lo confirme\.$/,
    onion: 'Cebolla morada 25 lb',
    confirm: 'Confirmar y aplicar',
    applied: /^Listo: 1 precio cambiado en E2E moves/,
    grid: 'Precios',
    large: (slug: string) => `sube el mango kent 500% en ${slug}`,
    warning: '1 precio cambia más de 50% o queda en $0.00.',
    check: 'He revisado este cambio grande (Mangos Kent de $20.00 a $120.00, +500%)',
    required: 'Marque primero la casilla de arriba para confirmar los cambios grandes.',
    flag: 'Subida grande',
  },
} as const;

/** A list of the test's own: red onions and red lentils (which share the word "red"), and kent mangoes. */
async function listForMoves(page: Page) {
  const headers = { origin: origin() };
  const slug = `e2e-moves-${unique()}`;
  const created = await page.request.post('/api/price-lists', { data: { name: `E2E moves ${slug.slice(-6)}`, slug, source: { kind: 'empty' } }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { items } = (await (await page.request.get('/api/products')).json()) as { items: { id: string; slug: string }[] };
  const id = (s: string) => items.find((p) => p.slug === s)!.id;
  const ids = { onions: id('red-onions-25-lb'), lentils: id('red-lentils-25-lb'), kent: id('kent-mangoes') };
  const saved = await page.request.post(`/api/price-lists/${slug}/save`, {
    data: {
      version: 1,
      changes: [
        { productId: ids.onions, price: '21.50' },
        { productId: ids.lentils, price: '32.00' },
        { productId: ids.kent, price: '20.00' },
      ],
      confirmBelowFloor: true,
    },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { slug, ids };
}

async function pricesIn(page: Page, slug: string) {
  const { items } = (await (await page.request.get(`/api/price-lists/${slug}`)).json()) as { items: { productId: string; price: string }[] };
  return Object.fromEntries(items.map((i) => [i.productId, i.price]));
}

for (const language of ['en', 'es'] as const) {
  const t = MOVES[language];
  test(`an amount off lowers the price by it and the list shows it; a large move needs its own tick (${language})`, async ({ page }) => {
    test.slow();
    await useLanguage(page, language);
    const { email, password } = E2E_ASSISTANT_MOVE_SELLERS[language];
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: origin() } });
    expect(signedIn.status()).toBe(200);
    expect((await page.request.delete('/api/assistant/messages', { headers: { origin: origin() } })).status()).toBe(204);
    const { slug, ids } = await listForMoves(page);
    await page.goto('/ai');
    await expect(page.getByLabel(t.input, { exact: true })).toBeVisible(FIRST_PAINT);

    // "take $1.25 off": old -> old - 1.25, the red onions only (not the red lentils).
    await ask(page, t.input, t.off(slug));
    await expect(page.getByText(t.preview)).toBeVisible();
    const preview = page.getByRole('table').last();
    await expect(preview.getByRole('row')).toHaveCount(2);
    await expect(preview.getByRole('row').last()).toContainText(t.onion);
    await expect(preview.getByRole('row').last()).toContainText('$21.50');
    await expect(preview.getByRole('row').last()).toContainText('$20.25');
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.applied)).toBeVisible();
    expect(await pricesIn(page, slug)).toEqual({ [ids.onions]: '20.25', [ids.lentils]: '32.00', [ids.kent]: '20.00' });

    // The list's page shows the new price.
    await page.goto(`/prices-manage/${slug}`);
    const grid = page.getByRole('grid', { name: t.grid });
    await expect(grid).toBeVisible({ timeout: 15_000 });
    await expect(grid.getByRole('row').filter({ hasText: t.onion })).toContainText('20.25');

    // A large move: flagged, named, and not applied until its box is ticked.
    await page.goto('/ai');
    await expect(page.getByLabel(t.input, { exact: true })).toBeVisible(FIRST_PAINT);
    await ask(page, t.input, t.large(slug));
    await expect(page.getByText(t.warning, { exact: true })).toBeVisible();
    await expect(page.getByRole('table').last().getByText(t.flag)).toBeVisible();
    const tick = page.getByRole('checkbox', { name: t.check });
    await expect(tick).not.toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.confirm }).last().click();
    await expect(page.getByRole('alert').filter({ hasText: t.required })).toBeVisible();
    await expect(tick).toBeFocused();
    expect((await pricesIn(page, slug))[ids.kent]).toBe('20.00');
    await tick.check();
    await expect(page.getByRole('alert').filter({ hasText: t.required })).toBeHidden();
    await page.getByRole('button', { name: t.confirm }).last().click();
    await expect(page.getByText(t.applied).last()).toBeVisible();
    await expect.poll(async () => (await pricesIn(page, slug))[ids.kent]).toBe('120.00');
  });
}
