import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { importBatchResultSchema, importIndexSchema, importInfoSchema, importPlanSchema, startImportResultSchema, type ImportInfo } from '@freshprice/shared';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { fakeList, fakePriceListsApi } from '../../../test/price-lists';

// jsdom's File bytes are not ones its WebCrypto hashes: the file as the browser reads it.
vi.mock('../lib/read-file', () => {
  const records = [{ line: 2, kind: 'item', qbId: '', name: 'AVOCADO HASS 48CT', description: '', type: 'Inventory', active: true, price: '45', cost: null }];
  return { readImportFile: async (file: File) => ({ name: file.name, hash: 'a'.repeat(64), layout: 'qbo-products', records, batches: [records] }) };
});

const ID = '00000000-0000-4000-8000-0000000000a1';
const list = fakeList({ slug: 'restaurant-prices', name: 'Restaurant prices' });
const summary = { totalProcessed: 1, created: 0, updated: 1, unchanged: 0, skipped: 0, invalid: 0, errors: 0, processedInactive: 0, priceChanges: 1, belowFloor: 0 };

/** The import API for one file of one batch: checked, then applied and finished. */
function fakeImportsApi() {
  let info: ImportInfo = importInfoSchema.parse({
    id: ID,
    fileName: 'items.csv',
    layout: 'qbo-products',
    priceList: { id: list.id, slug: list.slug, name: list.name },
    userEmail: 'seller@example.com',
    status: 'staging',
    totalRows: 1,
    batchCount: 1,
    stagedBatches: [],
    appliedBatches: [],
    versionNumber: null,
    undoVersionNumber: null,
    summary: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    finishedAt: null,
  });
  const plan = () =>
    importPlanSchema.parse({
      import: info,
      counts: { update: 1 },
      create: 0,
      update: 1,
      unchanged: 0,
      priceChanges: 1,
      belowFloor: 0,
      costChanges: 0,
      moves: { flagged: 0, zero: 0, large: 0, largeMoveBp: 5000, largest: null },
      rows: [],
    });
  const batch = HttpResponse.json(importBatchResultSchema.parse({ number: 1, rows: 1, success: 1, errors: 0, repeated: false }));
  return [
    http.get('*/api/imports', () => HttpResponse.json(importIndexSchema.parse({ items: [] }))),
    http.post('*/api/imports', () => HttpResponse.json(startImportResultSchema.parse({ ...info, resumed: false }))),
    http.post('*/api/imports/:id/batches/:n', () => {
      info = { ...info, status: 'ready', stagedBatches: [1] };
      return batch.clone();
    }),
    http.post('*/api/imports/:id/batches/:n/apply', () => {
      info = { ...info, status: 'applying', appliedBatches: [1] };
      return batch.clone();
    }),
    http.post('*/api/imports/:id/finish', () => {
      info = { ...info, status: 'completed', versionNumber: 4, summary, finishedAt: '2026-11-20T15:01:00.000Z' };
      return HttpResponse.json(importInfoSchema.parse(info));
    }),
    http.get('*/api/imports/:id', () => HttpResponse.json(plan())),
  ];
}

describe('/import-quickbooks', () => {
  it('once the import has finished, its progress ("Writing the prices as one version…") gives way to the result', async () => {
    renderApp('/import-quickbooks', { role: 'seller' });
    server.use(...fakePriceListsApi({ lists: [list] }).handlers, ...fakeImportsApi());
    const csv = new File(['Product/Service Name,Type,Sales Price / Rate\nAVOCADO HASS 48CT,Inventory,45\n'], 'items.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('QuickBooks file'), csv);
    await screen.findByRole('option', { name: /Restaurant prices/ });
    await userEvent.selectOptions(screen.getByLabelText('Price list'), 'restaurant-prices');
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/Import completed successfully!/)).toBeTruthy();
    expect(screen.queryByText('Writing the prices as one version…')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
