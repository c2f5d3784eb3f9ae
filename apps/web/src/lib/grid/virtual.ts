import { useCallback } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';

/**
 * The rows of a grid that are drawn: those in view (and a few beyond), below a sticky header row of
 * `headerHeight` px, and always the active row, so that the focus in it is never lost by scrolling.
 */
export function useGridVirtualizer<E extends HTMLElement>(options: {
  count: number;
  scrollElement: () => E | null;
  rowHeight: number;
  headerHeight: number;
  activeRow: number;
  overscan?: number;
  getItemKey?: (index: number) => string | number;
}) {
  const { activeRow, rowHeight } = options;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeRow < range.count && !indexes.includes(activeRow)) indexes.push(activeRow);
      return indexes.sort((a, b) => a - b);
    },
    [activeRow],
  );
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // The virtualizer's functions read its live measurements; nothing memoizes them here.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useVirtualizer({
    count: options.count,
    getScrollElement: options.scrollElement,
    estimateSize,
    overscan: options.overscan ?? 8,
    scrollMargin: options.headerHeight,
    scrollPaddingStart: options.headerHeight,
    getItemKey: options.getItemKey,
    rangeExtractor,
  });
}
