import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { substitutionAskSchema, substitutionLinkSchema, type SubstitutionAsk } from '@freshprice/shared';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const SLOW = 20_000;
const TOKEN = 'a'.repeat(43);

function ask(over: Partial<SubstitutionAsk> = {}): SubstitutionAsk {
  return substitutionAskSchema.parse({
    order: { id: '00000000-0000-4000-8000-0000000000aa', number: '10007', deliveryDate: '2026-11-27' },
    language: 'es',
    original: { name: 'Mangos Kent ES', names: { en: 'Kent Mangoes', es: 'Mangos Kent' }, unit: 'case', price: '19.99', quantity: 5 },
    substitute: {
      product: 'p-papaya',
      slug: 'papaya',
      name: 'Papaya ES',
      names: { en: 'Papaya', es: 'Papaya maradol' },
      unit: 'case',
      price: '34.59',
      quantity: 1,
      replaces: 1,
      state: 'asked',
      deadline: '2026-11-27T11:02:00.000Z',
      amount: '34.59',
      replacedAmount: '19.99',
    },
    difference: '14.60',
    state: 'asked',
    deadline: '2026-11-27T11:02:00.000Z',
    ...over,
  });
}

function serve(first: unknown, answered?: unknown) {
  const requests: string[] = [];
  server.use(
    http.get('*/api/substitutions/:token', ({ request }) => {
      requests.push(`GET ${new URL(request.url).pathname}`);
      return HttpResponse.json(substitutionLinkSchema.parse(first));
    }),
    http.post('*/api/substitutions/:token', ({ request }) => {
      requests.push(`POST ${new URL(request.url).pathname}`);
      return HttpResponse.json(answered as Record<string, unknown>);
    }),
  );
  return requests;
}

describe('/substitution?token=…', () => {
  it(
    'reads in the customer’s language without switching the site’s, says how much is short, with units in words; answers once',
    async () => {
      const user = userEvent.setup();
      renderApp(`/substitution?token=${TOKEN}`, 'signedOut');
      // After the fake API's handlers, so that these answer.
      const requests = serve(ask(), ask({ state: 'approved', substitute: { ...ask().substitute, state: 'approved' } }));
      expect(await screen.findByRole('heading', { name: 'Un sustituto para el pedido 10007' })).toBeTruthy();
      expect(screen.getByText('Faltante: 1 de 5 cajas')).toBeTruthy();
      expect(screen.getByText('Mangos Kent · $19.99')).toBeTruthy();
      expect(screen.getByText('Papaya maradol · 1 caja × $34.59 = $34.59')).toBeTruthy();
      expect(screen.queryByText(/Sin existencias|Out of stock/)).toBeNull();
      // The site stays in the visitor's language (nothing remembered).
      expect(i18next.language).toBe('en');
      await user.click(screen.getByRole('button', { name: 'Aprobar' }));
      expect((await screen.findByTestId('substitution-outcome')).textContent).toBe('Gracias: el sustituto va con su pedido.');
      expect(requests).toEqual([`GET /api/substitutions/${TOKEN}`, `POST /api/substitutions/${TOKEN}`]);
      expect(i18next.language).toBe('en');
    },
    SLOW,
  );

  it(
    'in English for an English customer: "Short: 1 of 5 cases"',
    async () => {
      renderApp(`/substitution?token=${TOKEN}`, 'signedOut');
      serve(ask({ language: 'en' }));
      expect(await screen.findByText('Short: 1 of 5 cases')).toBeTruthy();
      expect(screen.getByText('Papaya · 1 case × $34.59 = $34.59')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'a used or unknown link: the server answers that it is gone (no failed request) and the page says so',
    async () => {
      renderApp(`/substitution?token=${TOKEN}`, 'signedOut');
      const requests = serve({ state: 'gone' });
      expect((await screen.findByRole('alert')).textContent).toBe('This link was used already or does not exist. Your order page shows the substitute’s state.'.replace('’', "'"));
      expect(requests).toEqual([`GET /api/substitutions/${TOKEN}`]);
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    },
    SLOW,
  );
});
