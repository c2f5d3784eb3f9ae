import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { RouterProvider, createMemoryRouter, data } from 'react-router';
import { RouteErrorPage, routeErrorSummary } from './route-error-page';

function renderWithError(load: () => unknown) {
  const router = createMemoryRouter([{ path: '/', loader: load, element: <p>ok</p>, errorElement: <RouteErrorPage />, HydrateFallback: () => null }]);
  render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('summarises status, message or nothing', () => {
    expect(routeErrorSummary(new Error('Boom'))).toBe('Boom');
    expect(routeErrorSummary('weird')).toBeNull();
  });

  it('shows status and status text, a reload button and a link home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithError(() => {
      throw data(null, { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByRole('heading', { name: '503 Service Unavailable' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('falls back to the translated generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18next.changeLanguage('es');
    renderWithError(() => {
      throw 'not an error';
    });
    expect(await screen.findByRole('heading', { name: 'Ocurrió un error inesperado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la página principal' })).toBeTruthy();
  });
});
