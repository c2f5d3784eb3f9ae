import { describe, expect, it } from 'vitest';
import { detailLines } from './activity-details';

describe('activity details', () => {
  it('reads a price-list save as its prices, old to new, and its facts', () => {
    const { lines, more } = detailLines({
      list: 'hotel-mar',
      name: 'Hotel Mar',
      version: 4,
      reason: 'Morning prices',
      count: 7,
      changes: Array.from({ length: 7 }, (_, i) => ({ productId: `p${i}`, name: `Item ${i}`, old: i ? '10.00' : null, new: '11.00' })),
    });
    expect(lines.slice(0, 2)).toEqual([
      { subject: 'Item 0', old: '—', new: '11.00' },
      { subject: 'Item 1', old: '10.00', new: '11.00' },
    ]);
    expect(lines.slice(5)).toEqual([
      { field: 'list', value: 'hotel-mar' },
      { field: 'version', value: '4' },
      { field: 'reason', value: 'Morning prices' },
    ]);
    expect(more).toBe(2);
  });

  it('reads a product save as each changed field', () => {
    const { lines } = detailLines({ count: 1, changes: [{ id: 'x', name: 'Kent Mangoes', action: 'updated', old: { inStock: true, packEn: 'case' }, new: { inStock: false, packEn: 'box' } }] });
    expect(lines).toEqual([
      { subject: 'Kent Mangoes', field: 'inStock', old: 'true', new: 'false' },
      { subject: 'Kent Mangoes', field: 'packEn', old: 'case', new: 'box' },
    ]);
  });

  it('reads lists as their items', () => {
    expect(detailLines({ name: 'Hotel Mar', old: { sharedWith: [] }, new: { sharedWith: ['ana@example.com', 'luis@example.com'] } }).lines).toEqual([
      { field: 'sharedWith', old: '—', new: 'ana@example.com, luis@example.com' },
    ]);
  });

  it('reads a record of old and new values, and an export', () => {
    expect(detailLines({ name: 'Hotel Mar', old: { name: 'Hotel' }, new: { name: 'Hotel Mar' } }).lines).toEqual([{ field: 'name', old: 'Hotel', new: 'Hotel Mar' }]);
    expect(detailLines({ name: 'Hotel Mar', channel: 'whatsapp', language: 'es', parts: 2, customer: 'Ana', customerId: 'u1' }).lines).toEqual([
      { field: 'channel', value: 'whatsapp' },
      { field: 'language', value: 'es' },
      { field: 'parts', value: '2' },
      { field: 'customer', value: 'Ana' },
    ]);
  });
});
