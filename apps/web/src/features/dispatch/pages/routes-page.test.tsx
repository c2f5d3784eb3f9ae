import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { manifestsSchema, routesSchema } from '@freshprice/shared';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/msw-server';

function fakeRoutes() {
  server.use(
    http.get('*/api/routes', () =>
      HttpResponse.json(
        routesSchema.parse({
          routes: [
            { id: 'r1', name: 'Harbor', cutoff: '05:30', version: 1, stops: [] },
            { id: 'r2', name: 'Inland', cutoff: null, version: 1, stops: [] },
          ],
          unassigned: [],
          companyCutoff: '08:00',
        }),
      ),
    ),
    http.get('*/api/dispatch/manifests', () => HttpResponse.json(manifestsSchema.parse({ date: '2026-11-25', routes: [] }))),
  );
}

describe('/orders/manage/routes: cutoffs', () => {
  it('shows route cutoffs on the 12-hour clock of the rest of the app, and a hint that matches the time box', async () => {
    renderApp('/orders/manage/routes?date=2026-11-25', { role: 'seller' });
    // After the fake API's own handlers, which answer unknown paths.
    fakeRoutes();
    expect(await screen.findByText('Cutoff 5:30 AM')).toBeTruthy();
    expect(screen.getByText('Company cutoff (8:00 AM)')).toBeTruthy();
    expect(screen.queryByText(/05:30|HH:MM/)).toBeNull();
    const described = (label: RegExp) => {
      const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
      return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    };
    expect(described(/Cutoff \(optional\)/)).toContain("No later than 8:00 AM, for example 5:30 AM. Empty: the company's cutoff.");

    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByText('Hora límite 5:30 a. m.')).toBeTruthy();
    expect(described(/Hora límite \(opcional\)/)).toContain('No después de las 8:00 a. m., por ejemplo 5:30 a. m.');
  });
});
