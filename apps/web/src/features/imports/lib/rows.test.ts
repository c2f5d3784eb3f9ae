import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ImportRow } from '@freshprice/shared';
import { isRejected, rejectedCsv, resumesAt } from './rows';

const row = (line: number, status: ImportRow['status'], sourceName: string, message: string | null = null): ImportRow => ({
  line,
  qbId: sourceName,
  sourceName,
  aiStatus: 'success',
  nameEn: sourceName,
  nameEs: sourceName,
  category: null,
  action: 'skip',
  productId: null,
  oldPrice: null,
  newPrice: null,
  cost: null,
  oldCost: null,
  belowFloor: false,
  moveFlag: null,
  movePercent: null,
  status,
  message,
});

describe('rejected rows', () => {
  const rows = [
    row(2, 'success', 'AVOCADO HASS 48CT'),
    row(3, 'skipped_service_item', 'Labor'),
    row(4, 'processed_inactive', 'GUAVA', 'notInCatalogue'),
    row(5, 'processed_inactive', 'LIME'),
    row(6, 'error_system', '=HYPERLINK("x")', 'batchFailed'),
  ];

  it('are the skipped, failed and inactive-but-unknown rows', () => {
    expect(rows.filter(isRejected).map((r) => r.line)).toEqual([3, 4, 6]);
  });

  it('download as CSV with a BOM, their reason, and formulas escaped', () => {
    const csv = rejectedCsv(rows, { line: 'Line', name: 'QuickBooks name', reason: 'Reason' }, (r) => r.status);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1)).data;
    expect(parsed).toEqual([
      ['Line', 'QuickBooks name', 'Reason'],
      ['3', 'Labor', 'skipped_service_item'],
      ['4', 'GUAVA', 'processed_inactive'],
      ['6', `'=HYPERLINK("x")`, 'error_system'],
    ]);
  });
});

describe('resumesAt', () => {
  it('is the first batch not applied, once some were', () => {
    expect(resumesAt({ appliedBatches: [], batchCount: 3 })).toBeNull();
    expect(resumesAt({ appliedBatches: [1], batchCount: 3 })).toBe(2);
    // A batch given up earlier is retried first.
    expect(resumesAt({ appliedBatches: [1, 3], batchCount: 4 })).toBe(2);
    expect(resumesAt({ appliedBatches: [1, 2], batchCount: 2 })).toBeNull();
  });
});
