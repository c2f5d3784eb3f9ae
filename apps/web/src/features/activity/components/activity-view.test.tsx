import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

/** The activity page as a seller, over an empty log; the addresses the page asked for are kept. */
function renderActivity(path = '/activity') {
  const asked: string[] = [];
  const view = renderApp(path, { role: 'seller' });
  server.use(
    http.get('*/api/activity/users', () => HttpResponse.json({ items: [] })),
    http.get('*/api/activity', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ items: [], next: null });
    }),
  );
  return { ...view, asked };
}

describe('/activity: the day filters', () => {
  it('in Spanish take the day as dd/mm/aaaa, and say so', async () => {
    await i18next.changeLanguage('es');
    const { router } = renderActivity();
    const from = await screen.findByLabelText('Desde');
    expect(from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    expect(from.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(from.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('Formato: dd/mm/aaaa');
    await userEvent.type(from, '05/11/2026');
    await userEvent.type(screen.getByLabelText('Hasta'), '27/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-05&to=2026-11-27'));
  });

  it('in English take it as mm/dd/yyyy, and show a day from the address in that order', async () => {
    const { router } = renderActivity('/activity?from=2026-11-05');
    const from = await screen.findByLabelText('From');
    await waitFor(() => expect((from as HTMLInputElement).value).toBe('11/05/2026'));
    expect(from.getAttribute('placeholder')).toBe('mm/dd/yyyy');
    await userEvent.type(screen.getByLabelText('To'), '11/27/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-05&to=2026-11-27'));
  });

  it('refuses a day that is none, at its box, and applies nothing', async () => {
    await i18next.changeLanguage('es');
    const { router } = renderActivity();
    await userEvent.type(await screen.findByLabelText('Desde'), '31/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Escriba el día como dd/mm/aaaa.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
