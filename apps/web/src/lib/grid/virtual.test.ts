import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { fakeGridHeight } from '../../test/grid-height';
import { useGridVirtualizer } from './virtual';

fakeGridHeight();

describe('useGridVirtualizer', () => {
  it('draws the rows in view, and the active row wherever it is', () => {
    const grid = document.createElement('div');
    grid.setAttribute('role', 'grid');
    document.body.append(grid);
    const { result, rerender } = renderHook(({ active }) => useGridVirtualizer({ count: 2000, scrollElement: () => grid, rowHeight: 40, headerHeight: 40, activeRow: active, overscan: 2 }), {
      initialProps: { active: 0 },
    });
    const drawn = () => result.current.getVirtualItems().map((i) => i.index);
    expect(drawn().length).toBeGreaterThan(5);
    expect(drawn().length).toBeLessThan(40);
    expect(drawn()).not.toContain(1500);
    rerender({ active: 1500 });
    expect(drawn()).toContain(1500);
    expect(drawn()).toEqual([...drawn()].sort((a, b) => a - b));
    grid.remove();
  });
});
