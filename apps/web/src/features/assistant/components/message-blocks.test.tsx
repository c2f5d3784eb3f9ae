import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assistantBlockSchema } from '@freshprice/shared';
import { MessageBlock } from './message-blocks';

const preview = (moves: boolean) =>
  assistantBlockSchema.parse({
    type: 'preview',
    actionId: 'a1',
    list: { slug: 'hotel', name: 'Hotel' },
    status: 'pending',
    rows: [{ productId: 'p1', name: 'Kent Mangoes', old: '20.00', new: moves ? '120.00' : '21.00', change: moves ? '+100.00' : '+1.00', percent: moves ? '+500.0%' : '+5.0%', belowFloor: false, flag: moves ? 'largeUp' : null }],
    more: 0,
    count: 1,
    belowFloor: 0,
    large: false,
    rounding: 'x9',
    moves: moves
      ? { count: 1, zero: 0, large: 1, thresholdBp: 5000, largest: { productId: 'p1', name: 'Kent Mangoes', old: '20.00', new: '120.00', percent: '+500%' } }
      : { count: 0, zero: 0, large: 0, thresholdBp: 5000, largest: null },
  });

function renderBlock(moves: boolean) {
  const onConfirm = vi.fn();
  render(<MessageBlock block={preview(moves)} language="en" busy={false} onChoose={vi.fn()} onConfirm={onConfirm} onCancel={vi.fn()} />);
  return onConfirm;
}

describe('a preview with flagged moves', () => {
  it('applies nothing until its own box is ticked, and says why', async () => {
    const user = userEvent.setup();
    const onConfirm = renderBlock(true);
    expect(screen.getByText('1 price moves by more than 50% or to $0.00.')).toBeTruthy();
    expect(screen.getByText('Large rise')).toBeTruthy();
    expect(screen.getByText('New prices are rounded to .x9, as this list is.')).toBeTruthy();
    const tick = screen.getByRole('checkbox', { name: 'I have checked this large change (Kent Mangoes from $20.00 to $120.00, +500%)' });
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Tick the box above to confirm the large changes first.');
    expect(document.activeElement).toBe(tick);
    await user.click(tick);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    expect(onConfirm).toHaveBeenCalledWith('a1', false, true);
  });

  it('without flagged moves, confirms at once and says nothing of them', async () => {
    const user = userEvent.setup();
    const onConfirm = renderBlock(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    expect(onConfirm).toHaveBeenCalledWith('a1', false, false);
  });
});

describe('a superseded preview', () => {
  it('says a newer preview replaced it and offers nothing to confirm or cancel', () => {
    const block = { ...preview(false), status: 'superseded' as const };
    render(<MessageBlock block={block} language="en" busy={false} onChoose={vi.fn()} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByText('Replaced by a newer preview: only the newest one can be confirmed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a price history', () => {
  it('gives the reasons the system wrote in the reader’s language, a typed one as typed', async () => {
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('es');
    const block = assistantBlockSchema.parse({
      type: 'history',
      list: { slug: 'hotel', name: 'Hotel' },
      product: 'Mangos Kent',
      rows: [
        { version: 2, price: '20.00', at: '2026-11-20T10:00:00.000Z', reason: 'Semana fuerte', reasonCode: null },
        { version: 3, price: '22.00', at: '2026-11-21T10:00:00.000Z', reason: 'Assistant: sube los mangos', reasonCode: { kind: 'assistant', request: 'sube los mangos' } },
        { version: 4, price: '20.00', at: '2026-11-22T10:00:00.000Z', reason: 'Rolled back to version 2', reasonCode: { kind: 'rollback', version: 2 } },
      ],
    });
    render(<MessageBlock block={block} language="es" busy={false} onChoose={vi.fn()} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByText('Revertida a la versión 2')).toBeTruthy();
    expect(screen.getByText('Asistente: sube los mangos')).toBeTruthy();
    expect(screen.getByText('Semana fuerte')).toBeTruthy();
  });
});
