import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeGridHeight, loaded, renderEditor, sampleList } from './editor-test-app';

fakeGridHeight();

describe('versions', () => {
  it('lists the versions, opens one, compares two and rolls back after confirming', async () => {
    const detail = sampleList();
    const { user, list } = renderEditor(detail);
    list.state.versions = [
      { number: 3, author: 'seller@example.com', createdAt: '2026-11-21T09:30:00.000Z', reason: 'Morning prices', reasonCode: null, added: 0, changed: 2, removed: 0, belowFloor: 1 },
      { number: 2, author: 'admin@example.com', createdAt: '2026-11-20T09:30:00.000Z', reason: null, reasonCode: null, added: 4, changed: 0, removed: 0, belowFloor: 0 },
    ];
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    const table = await screen.findByRole('table', { name: /Versions of Restaurant A/ });
    expect(within(table).getByText('Morning prices')).toBeTruthy();
    expect(within(table).getByText('1 price below minimum margin (confirmed)')).toBeTruthy();
    expect(within(table).getByText('4 added')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Changes of version 3' }));
    const changes = await screen.findByRole('table', { name: 'Changes in version 3' });
    expect(within(changes).getByText('$11.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const compared = await screen.findByRole('table', { name: 'Prices as of version 2 against version 3' });
    expect(within(compared).getByText('+20%')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Roll back to version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back to version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Rolled back to version 2: version 4 created.')).toBeTruthy();
    expect(list.state.rollbacks).toEqual([{ version: 3, to: 2 }]);
  });
});

describe('system reasons in the reader’s language', () => {
  const systemVersions = [
    { number: 5, reasonCode: { kind: 'rollback', version: 2 }, reason: 'Rolled back to version 2' },
    { number: 4, reasonCode: { kind: 'import_undo', file: 'noviembre.csv' }, reason: 'Undo QuickBooks import noviembre.csv' },
    { number: 3, reasonCode: { kind: 'assistant', request: 'sube las frutas 10%' }, reason: 'Assistant: sube las frutas 10%' },
    { number: 2, reasonCode: { kind: 'base', list: { slug: 'small-business', name: 'Small business' }, version: 7 }, reason: 'Base list Small business version 7' },
    { number: 1, reasonCode: null, reason: 'Rolled back to version 9' },
  ] as const;

  it('shows the reasons the system wrote in Spanish, and a typed reason as typed', async () => {
    const { user, list } = renderEditor();
    list.state.versions = systemVersions.map((v) => ({ ...v, author: 'seller@example.com', createdAt: '2026-11-21T09:30:00.000Z', added: 0, changed: 1, removed: 0, belowFloor: 0 }));
    await loaded();
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    await user.click(screen.getByRole('tab', { name: 'Versiones' }));
    const table = await screen.findByRole('table', { name: /Versiones de Restaurant A/ });
    expect(within(table).getByText('Revertida a la versión 2')).toBeTruthy();
    expect(within(table).getByText('Importación de QuickBooks deshecha: noviembre.csv')).toBeTruthy();
    expect(within(table).getByText('Asistente: sube las frutas 10%')).toBeTruthy();
    expect(within(table).getByText('Lista base Pequeña empresa, versión 7')).toBeTruthy();
    // Typed by a person: a name is a name, a note is a note.
    expect(within(table).getByText('Rolled back to version 9')).toBeTruthy();
    expect(within(table).queryByText(/Undo QuickBooks|Assistant:|Base list/)).toBeNull();
  });

  it('shows them in English to an English reader', async () => {
    const { user, list } = renderEditor();
    list.state.versions = systemVersions.map((v) => ({ ...v, author: null, createdAt: '2026-11-21T09:30:00.000Z', added: 0, changed: 1, removed: 0, belowFloor: 0 }));
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    const table = await screen.findByRole('table', { name: /Versions of Restaurant A/ });
    expect(within(table).getByText('Rolled back to version 2')).toBeTruthy();
    expect(within(table).getByText('Base list Small business version 7')).toBeTruthy();
  });

  it('names a standard list and its note in Spanish in the header', async () => {
    renderEditor(sampleList({ slug: 'small-business', name: 'Small business', kind: 'template', tier: 'small', staffNote: 'Standard prices for small businesses' }));
    await screen.findByRole('grid', { name: /Prices of Small business/ });
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pequeña empresa' })).toBeTruthy();
    expect(screen.getByTestId('staff-note').textContent).toContain('Precios estándar para pequeñas empresas');
  });
});

describe('rolling back far', () => {
  it('asks for the large-move confirmation when the server flags the restored prices, then rolls back with it', async () => {
    const { user, list } = renderEditor();
    list.state.rollbackLargeMoves = 2;
    list.state.versions = [
      { number: 3, author: 'seller@example.com', createdAt: '2026-11-21T09:30:00.000Z', reason: null, reasonCode: null, added: 0, changed: 2, removed: 0, belowFloor: 0 },
      { number: 2, author: 'admin@example.com', createdAt: '2026-11-20T09:30:00.000Z', reason: null, reasonCode: null, added: 4, changed: 0, removed: 0, belowFloor: 0 },
    ];
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    await user.click(await screen.findByRole('button', { name: 'Roll back to version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back to version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    const tick = await within(dialog).findByLabelText("2 of those prices are far from today's (more than the set share) or $0.00. I have checked them: roll back.");
    expect(within(dialog).getByRole('button', { name: 'Roll back' })).toHaveProperty('disabled', true);
    await user.click(tick);
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Rolled back to version 2: version 4 created.')).toBeTruthy();
    expect(list.state.rollbacks).toEqual([
      { version: 3, to: 2 },
      { version: 3, to: 2, confirmLargeMoves: true },
    ]);
  });
});
