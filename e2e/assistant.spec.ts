import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test, unique, useLanguage } from './fixtures.js';
import { E2E_ASSISTANT_SELLERS } from './users.js';

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
    reason: (slug: string) => `Assistant: sube las frutas 10% en la lista ${slug}`,
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

    await page.goto('/ai');
    await ask(page, t.input, t.undo);
    await expect(page.getByText(t.undone)).toBeVisible(FIRST_PAINT);
    const prices = ((await (await page.request.get(`/api/price-lists/${list.slug}`)).json()) as { items: { price: string }[] }).items.map((i) => i.price);
    expect(prices).toEqual(['20.00', '20.00', '20.00']);
  });
}

test('a customer asks for their prices and is told only staff change them', async ({ page }) => {
  await signInAs(page, 'customer');
  expect((await page.request.delete('/api/assistant/messages', { headers: { origin: origin() } })).status()).toBe(204);
  await page.goto('/ai');
  await expect(page.getByLabel('Your request', { exact: true })).toBeVisible(FIRST_PAINT);
  await ask(page, 'Your request', 'raise avocados 5%');
  await expect(page.getByText('Only staff can change prices. I can show you your prices and their history.')).toBeVisible();
  await expectAccessible(page);
});
