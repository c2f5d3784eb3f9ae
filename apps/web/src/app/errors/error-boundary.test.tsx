import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Boom() {
  if (shouldThrow) throw new Error('kaboom');
  return <p>Recovered</p>;
}

describe('ErrorBoundary fallback', () => {
  afterEach(() => {
    shouldThrow = true;
    vi.restoreAllMocks();
  });

  it('shows the message, collapsible details and a retry button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    const summary = screen.getByText('Show error details');
    const details = summary.closest('details');
    expect(details?.open).toBe(false);
    await user.click(summary);
    expect(details?.open).toBe(true);
    expect(details?.textContent).toContain('kaboom');

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18next.changeLanguage('es');
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal.' })).toBeTruthy();
    expect(screen.getByText('Ver detalles del error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });
});
