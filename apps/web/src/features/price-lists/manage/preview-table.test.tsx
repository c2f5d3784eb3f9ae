import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { previewPriceListSchema } from '@freshprice/shared';
import { PREVIEW_ROWS, PreviewTable } from './preview-table';

const preview = previewPriceListSchema.parse({
  items: Array.from({ length: 60 }, (_, i) => ({
    productId: `p${i}`,
    nameEn: `Product ${i}`,
    nameEs: `Producto ${i}`,
    basePrice: '10.00',
    price: '10.79',
    cost: '9.00',
    belowFloor: i === 59,
    flag: i === 58 ? 'zero' : null,
  })),
  belowFloor: 1,
  zero: 1,
  large: 0,
  largeMoveBp: 5000,
});

describe('PreviewTable', () => {
  it('shows the first rows, the ones that need attention first, and all of them on request', async () => {
    const user = userEvent.setup();
    render(<PreviewTable preview={preview} minMarginBp={1500} />);
    expect(screen.getByRole('status').textContent).toBe('60 prices. 1 price is below the minimum margin (15%). 1 price would become $0.00.');
    const table = screen.getByRole('table', { name: 'Prices of the new list' });
    let names = within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(names).toHaveLength(PREVIEW_ROWS);
    expect(names.slice(0, 2)).toEqual(['Product 58', 'Product 59']);
    expect(within(table).getByRole('row', { name: /Product 58/ }).textContent).toContain('Becomes $0.00');
    await user.click(screen.getByRole('button', { name: 'Show all 60 prices' }));
    names = within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(names).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Show all 60 prices' })).toBeNull();
  });
});
