import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { invoiceExportSummarySchema, invoicePageSchema } from '@freshprice/shared';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/msw-server';

describe('/invoices (staff): the export and the filter are told apart', () => {
  it('names the export format group and the exported filter differently, in English and Spanish', async () => {
    renderApp('/invoices', { role: 'seller' });
    server.use(
      http.get('*/api/invoices/export/summary', ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json(invoiceExportSummarySchema.parse({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), invoices: 0, exported: 0, total: '0.00' }));
      }),
      http.get('*/api/invoices', () => HttpResponse.json(invoicePageSchema.parse({ items: [], next: null }))),
    );
    expect(await screen.findByRole('group', { name: 'Export for' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Exported to QuickBooks' })).toBeTruthy();
    // Nothing else is called just "QuickBooks".
    expect(screen.queryByRole('group', { name: 'QuickBooks' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'QuickBooks' })).toBeNull();

    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByRole('group', { name: 'Exportar para' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Exportadas a QuickBooks' })).toBeTruthy();
  });
});
