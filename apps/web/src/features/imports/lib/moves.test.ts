import { describe, expect, it } from 'vitest';
import type { ImportPlan, ImportRow } from '@freshprice/shared';
import { costRows, flaggedRows, formatMove } from './moves';

const row = (line: number, patch: Partial<ImportRow>): ImportRow => ({
  line,
  qbId: '',
  sourceName: `ITEM ${line}`,
  aiStatus: 'success',
  nameEn: `Item ${line}`,
  nameEs: `Artículo ${line}`,
  category: null,
  action: 'update',
  productId: null,
  oldPrice: null,
  newPrice: null,
  cost: null,
  oldCost: null,
  belowFloor: false,
  moveFlag: null,
  movePercent: null,
  status: 'pending',
  message: null,
  ...patch,
});

describe('the dry run groups', () => {
  it('formats a move with its sign in both languages', () => {
    expect(formatMove(3418.1, 'en')).toBe('+3,418.1%');
    expect(formatMove(-60, 'es')).toBe('-60%');
    expect(formatMove(null, 'en')).toBeNull();
  });

  it('flags and cost changes: only the rows the import changes', () => {
    const plan = {
      rows: [
        row(2, { moveFlag: 'largeUp', cost: '12.34', oldCost: '10.07' }),
        row(3, { cost: '5.00', oldCost: '5.00' }),
        row(4, { action: 'create', cost: '7.50' }),
        row(5, { action: 'skip', cost: '1.00', moveFlag: null }),
        row(6, { moveFlag: 'zero' }),
      ],
    } as ImportPlan;
    expect(flaggedRows(plan).map((r) => r.line)).toEqual([2, 6]);
    expect(costRows(plan).map((r) => r.line)).toEqual([2, 4]);
  });
});
