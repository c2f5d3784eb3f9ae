import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import {
  listSendsSchema,
  sendAudienceSchema,
  sendDetailSchema,
  sendPreviewSchema,
  sendSchedulesSchema,
  type SendDetail,
  type SendSchedule,
} from '@freshprice/shared';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/msw-server';
import { fakeList } from '../../../test/price-lists';

const list = fakeList({ slug: 'bistro', name: 'Bistro list' });
const SEND_ID = '11111111-1111-4111-8111-111111111111';

const customers = [
  { id: 'c1', name: 'Ana Alvarez', company: 'Alpha Bistro', email: 'ana@example.com', phone: '305 555 0101', language: 'en', emailSkip: null, whatsAppSkip: null },
  { id: 'c2', name: 'Bea Bravo', company: null, email: 'bea@example.com', phone: '+52 55 5555 0102', language: 'es', emailSkip: null, whatsAppSkip: null },
  { id: 'c3', name: 'Carl Cole', company: null, email: 'carl@example.com', phone: null, language: 'en', emailSkip: 'unverified', whatsAppSkip: 'no_phone' },
] as const;

function detail(over: Partial<SendDetail> = {}): SendDetail {
  return sendDetailSchema.parse({
    id: SEND_ID,
    priceList: { id: list.id, slug: 'bistro', name: 'Bistro list' },
    channels: ['email', 'whatsapp'],
    options: { validUntil: null, inStockOnly: false },
    scheduled: false,
    createdAt: '2026-11-25T10:30:00.000Z',
    createdBy: 'seller@example.com',
    finishedAt: '2026-11-25T10:30:05.000Z',
    counts: { email: { total: 3, sent: 1, failed: 1, pending: 0, skipped: 1 }, whatsapp: { total: 3, sent: 1, failed: 0, pending: 1, skipped: 1 } },
    skipped: { no_address: 0, unverified: 1, no_phone: 1 },
    recipients: [
      { customerId: 'c1', name: 'Ana Alvarez', email: 'ana@example.com', phone: '305 555 0101', channel: 'email', state: 'sent', reason: null, language: 'en', sentAt: '2026-11-25T10:30:01.000Z', doneBy: null },
      { customerId: 'c1', name: 'Ana Alvarez', email: 'ana@example.com', phone: '305 555 0101', channel: 'whatsapp', state: 'sent', reason: null, language: 'en', sentAt: '2026-11-25T10:31:00.000Z', doneBy: 'seller@example.com' },
      { customerId: 'c2', name: 'Bea Bravo', email: 'bea@example.com', phone: '+52 55 5555 0102', channel: 'email', state: 'failed', reason: '550 5.1.1 Mailbox full', language: 'es', sentAt: null, doneBy: null },
      { customerId: 'c2', name: 'Bea Bravo', email: 'bea@example.com', phone: '+52 55 5555 0102', channel: 'whatsapp', state: 'pending', reason: null, language: 'es', sentAt: null, doneBy: null },
      { customerId: 'c3', name: 'Carl Cole', email: 'carl@example.com', phone: null, channel: 'email', state: 'skipped', reason: 'unverified', language: 'en', sentAt: null, doneBy: null },
      { customerId: 'c3', name: 'Carl Cole', email: 'carl@example.com', phone: null, channel: 'whatsapp', state: 'skipped', reason: 'no_phone', language: 'en', sentAt: null, doneBy: null },
    ],
    ...over,
  });
}

const schedule: SendSchedule = { id: '22222222-2222-4222-8222-222222222222', time: '05:30', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], channels: ['email'], nextRunAt: '2026-11-26T10:30:00.000Z', createdAt: '2026-11-25T10:00:00.000Z', createdBy: 'seller@example.com' };

/** The send endpoints of one list, answering as the server does; returns what the page sent. */
function fakeSends() {
  const seen = { posts: [] as { key: string | null; body: unknown }[], puts: [] as unknown[], deletes: [] as string[], schedules: [schedule] };
  let current: SendDetail | null = null;
  server.use(
    http.get('*/api/price-lists/bistro', () => HttpResponse.json(list)),
    http.get('*/api/price-lists/bistro/sends/recipients', () => HttpResponse.json(sendAudienceSchema.parse({ customers }))),
    http.get('*/api/price-lists/bistro/sends/preview', ({ request }) => {
      const id = new URL(request.url).searchParams.get('customerId');
      const es = id === 'c2';
      return HttpResponse.json(
        sendPreviewSchema.parse({
          customer: { id, name: es ? 'Bea Bravo' : 'Ana Alvarez', language: es ? 'es' : 'en' },
          email: {
            to: es ? 'bea@example.com' : 'ana@example.com',
            skip: null,
            subject: es ? 'Nuestros precios del 25 de noviembre de 2026: Bistro list' : 'Our prices for November 25, 2026: Bistro list',
            text: es ? 'Hola, Bea Bravo:' : 'Hello Ana Alvarez,',
            html: '<p>Hello</p>',
            attachment: es ? 'bistro-es.pdf' : 'bistro-en.pdf',
            language: es ? 'es' : 'en',
          },
          whatsapp: { phone: '305 555 0101', skip: null, parts: ['*Fresh Produce*'], links: ['https://wa.me/13055550101?text=x'] },
        }),
      );
    }),
    http.get('*/api/price-lists/bistro/sends', () => HttpResponse.json(listSendsSchema.parse({ items: current ? [current] : [] }))),
    http.post('*/api/price-lists/bistro/sends', async ({ request }) => {
      seen.posts.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      current = detail();
      return HttpResponse.json(current, { status: 202 });
    }),
    http.get(`*/api/sends/${SEND_ID}`, () => HttpResponse.json(current ?? detail())),
    http.get(`*/api/sends/${SEND_ID}/whatsapp/c2`, () =>
      HttpResponse.json({ customerId: 'c2', name: 'Bea Bravo', language: 'es', phone: '+52 55 5555 0102', skip: null, state: 'pending', doneAt: null, doneBy: null, parts: ['Hola'], links: ['https://wa.me/525555550102?text=Hola'] }),
    ),
    http.put(`*/api/sends/${SEND_ID}/whatsapp/:customer`, async ({ request, params }) => {
      seen.puts.push({ customer: params.customer, ...((await request.json()) as object) });
      return HttpResponse.json(detail());
    }),
    http.get('*/api/price-lists/bistro/send-schedules', () => HttpResponse.json(sendSchedulesSchema.parse({ items: seen.schedules }))),
    http.delete('*/api/send-schedules/:id', ({ params }) => {
      seen.deletes.push(String(params.id));
      seen.schedules = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return seen;
}

describe('/exportlistswhatsapp/:ref: a list sent to its customers', () => {
  it('shows who each channel reaches and a preview, and sends once the count is confirmed', async () => {
    const { router } = renderApp('/exportlistswhatsapp/bistro', { role: 'seller' });
    const seen = fakeSends();
    expect(await screen.findByRole('heading', { level: 1, name: 'Send Bistro list to its customers' })).toBeTruthy();
    expect(await screen.findByLabelText('E-mail (2 customers)')).toBeTruthy();
    expect(screen.getByLabelText('WhatsApp (2 customers)')).toBeTruthy();
    expect(await screen.findByText('Our prices for November 25, 2026: Bistro list')).toBeTruthy();
    expect(screen.getByText('bistro-en.pdf')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: 'c2' } });
    expect(await screen.findByText('Nuestros precios del 25 de noviembre de 2026: Bistro list')).toBeTruthy();
    expect(screen.getByText('E-mail (Spanish)')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('WhatsApp (2 customers)'));
    fireEvent.click(screen.getByRole('button', { name: 'Send to customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the list now?' });
    expect(within(dialog).getByText('By e-mail to 2 customers')).toBeTruthy();
    expect(within(dialog).getByText('A WhatsApp checklist of 2 customers')).toBeTruthy();
    expect(within(dialog).getByText('1 customer skipped: e-mail address not confirmed')).toBeTruthy();
    expect(within(dialog).getByText('1 customer skipped: no WhatsApp number')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?send=${SEND_ID}`));
    expect(seen.posts).toHaveLength(1);
    expect(seen.posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.posts[0]!.body).toEqual({ channels: ['email', 'whatsapp'], inStockOnly: false, validUntil: null });
    const counts = await screen.findByTestId('email-counts');
    expect(counts.textContent).toContain('1 sent');
    expect(counts.textContent).toContain('1 failed');
    expect(counts.textContent).toContain('1 skipped');
    expect(screen.getByText(/550 5.1.1 Mailbox full/)).toBeTruthy();
    expect(screen.getByText(/skipped: E-mail address not confirmed by the customer/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry the failed e-mail' })).toBeTruthy();
  });

  it('keeps the WhatsApp checklist on the server: progress, done by hand, the next customer\'s link ready', async () => {
    renderApp(`/exportlistswhatsapp/bistro?send=${SEND_ID}`, { role: 'seller' });
    const seen = fakeSends();
    expect((await screen.findByTestId('checklist-progress')).textContent).toBe('1 of 2 done');
    const link = await screen.findByRole('link', { name: 'Open in WhatsApp: Bea Bravo' });
    await waitFor(() => expect(link.getAttribute('href')).toBe('https://wa.me/525555550102?text=Hola'));
    expect(link.getAttribute('target')).toBe('_blank');
    const rows = screen.getAllByTestId('checklist-row');
    fireEvent.click(within(rows[1]!).getByRole('checkbox'));
    await waitFor(() => expect(seen.puts).toEqual([{ customer: 'c2', done: true }]));
    expect((within(rows[2]!).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows schedules in company time and cancels one after a confirmation', async () => {
    renderApp('/exportlistswhatsapp/bistro', { role: 'seller' });
    const seen = fakeSends();
    expect(await screen.findByText('Every day at 5:30 AM · E-mail')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this schedule?' });
    expect(seen.deletes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(seen.deletes).toEqual([schedule.id]));
    expect(await screen.findByText('No schedules.')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    renderApp(`/exportlistswhatsapp/bistro?send=${SEND_ID}`, { role: 'seller' });
    fakeSends();
    await screen.findByRole('heading', { level: 1, name: 'Send Bistro list to its customers' });
    await act(() => i18next.changeLanguage('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enviar Bistro list a sus clientes' })).toBeTruthy();
    expect(screen.getByLabelText('Correo (2 clientes)')).toBeTruthy();
    expect(screen.getByTestId('checklist-progress').textContent).toBe('1 de 2 hechos');
    expect(screen.getByText('Todos los días a las 5:30 a. m. · Correo')).toBeTruthy();
  });
});
