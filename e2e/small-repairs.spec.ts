import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test, unique, useLanguage } from './fixtures.js';

// Small repairs seen on a walk through the app, in both languages: the day filters in the reader's
// order, the WhatsApp export's "no message yet" notice going once there is one, and the import page
// after an import (no progress text left; a dry run not among the past imports). Each page is looked
// at in light and dark, at 1,366 and 390 px.

const FIRST_PAINT = { timeout: 20_000 };
const origin = () => new URL(test.info().project.use.baseURL!).origin;

const TEXT = {
  en: {
    from: 'From',
    apply: 'Apply',
    none: 'No matching activities found',
    format: 'mm/dd/yyyy',
    list: 'Price list',
    copy: 'Copy',
    noMessage: 'No message generated yet to copy or send.',
    generate: 'Generate message',
    message: 'Message',
    validity: 'Add a validity line',
    validDate: 'Valid until (day)',
    file: 'QuickBooks file',
    check: 'Check file',
    plan: 'Before importing',
    importButton: 'Import',
    done: 'Import completed successfully!',
    finishing: 'Writing the prices as one version…',
    history: 'Past imports',
  },
  es: {
    from: 'Desde',
    apply: 'Aplicar',
    none: 'No se encontraron actividades que coincidan',
    format: 'dd/mm/aaaa',
    list: 'Lista de precios',
    copy: 'Copiar',
    noMessage: 'Todavía no se ha generado ningún mensaje para copiar o enviar.',
    generate: 'Generar mensaje',
    message: 'Mensaje',
    validity: 'Agregar una línea de vigencia',
    validDate: 'Válido hasta (día)',
    file: 'Archivo de QuickBooks',
    check: 'Revisar archivo',
    plan: 'Antes de importar',
    importButton: 'Importar',
    done: '¡Importación completada con éxito!',
    finishing: 'Guardando los precios como una versión…',
    history: 'Importaciones anteriores',
  },
} as const;

/** Light and dark, 1,366 and 390 px: no sideways scroll, and a screenshot to look at. */
async function lookAt(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => {
      window.localStorage.setItem('theme', dark ? 'dark' : 'light');
      document.documentElement.classList.toggle('dark', dark);
    }, theme === 'dark');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `sideways scroll at ${width} px`).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`${name}-${theme}-${width}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => {
    window.localStorage.setItem('theme', 'light');
    document.documentElement.classList.remove('dark');
  });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Tomorrow in the company's time zone, as the reader writes a day. */
function tomorrow(language: 'en' | 'es') {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + 36 * 3600 * 1000)).split('-');
  return language === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];
  test(`day filters in the reader's order, the export's notice, the import page after an import (${language})`, async ({ page }) => {
    test.slow();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await useLanguage(page, language);
    await signInAs(page, 'seller');
    const id = unique();
    const slug = `e2e-small-${id}`;
    const created = await page.request.post('/api/price-lists', { data: { name: `E2E small ${id}`, slug, source: { kind: 'empty' } }, headers: { origin: origin() } });
    expect(created.status(), await created.text()).toBe(201);

    // The activity log's days, typed as the reader writes them.
    await page.goto('/activity');
    const from = page.getByLabel(t.from, { exact: true });
    await expect(from).toBeVisible(FIRST_PAINT);
    await expect(from).toHaveAttribute('placeholder', t.format);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await from.fill(tomorrow(language));
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.none)).toBeVisible();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
    await expectAccessible(page);
    await lookAt(page, `activity-${language}`);

    // The import: checked, imported, and nothing left saying it is still writing.
    await page.goto('/import-quickbooks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    const csv = ['Product/Service Name,Type,Sales Price / Rate', `E2E${id} SMALL CRATE 6CT,Inventory,9.50`].join('\r\n');
    await page.getByLabel(t.file).setInputFiles({ name: `small-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByLabel(t.list).selectOption(slug);
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByRole('heading', { name: t.plan })).toBeVisible();
    await page.getByRole('button', { name: t.importButton, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t.finishing)).toHaveCount(0);
    await expect(page.getByRole('table', { name: t.history })).toContainText(`small-${id}.csv`);
    await lookAt(page, `import-done-${language}`);

    // A dry run (checked, not imported) is no past import, even when the page is left on it.
    await page.getByRole('button', { name: language === 'en' ? 'Import another file' : 'Importar otro archivo' }).click();
    const dryCsv = ['Product/Service Name,Type,Sales Price / Rate', `E2E${id} DRY RUN 4CT,Inventory,7`].join('\r\n');
    await page.getByLabel(t.file).setInputFiles({ name: `dry-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(dryCsv) });
    await page.getByLabel(t.list).selectOption(slug);
    const [started] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/imports') && r.request().method() === 'POST'),
      page.getByRole('button', { name: t.check }).click(),
    ]);
    const dry = (await started.json()) as { id: string };
    await expect(page.getByRole('heading', { name: t.plan })).toBeVisible();
    await page.reload();
    const history = page.getByRole('table', { name: t.history });
    await expect(history).toContainText(`small-${id}.csv`, FIRST_PAINT);
    await expect(history).not.toContainText(`dry-${id}.csv`);
    expect((await page.request.delete(`/api/imports/${dry.id}`, { headers: { origin: origin() } })).status()).toBe(204);
    await expectAccessible(page);
    await lookAt(page, `import-${language}`);

    // The export: the notice goes once a message is generated; the validity day in the reader's order.
    await page.goto('/exportlistswhatsapp');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    await page.getByRole('button', { name: t.copy, exact: true }).click();
    await expect(page.getByText(t.noMessage)).toBeVisible();
    await page.getByLabel(t.list).selectOption(slug);
    await page.getByLabel(t.validity).check();
    await expect(page.getByLabel(t.validDate)).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByLabel(t.validDate)).toHaveAttribute('placeholder', t.format);
    await page.getByRole('button', { name: t.generate }).click();
    await expect(page.getByLabel(t.message, { exact: true })).toHaveValue(new RegExp(`E2E small ${id}`));
    await expect(page.getByText(t.noMessage)).toHaveCount(0);
    await expectAccessible(page);
    await lookAt(page, `export-${language}`);

    expect(errors).toEqual([]);
  });
}
