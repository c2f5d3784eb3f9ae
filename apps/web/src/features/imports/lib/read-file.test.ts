import { describe, expect, it } from 'vitest';
import { IMPORT_BATCH_SIZE, IMPORT_BATCH_TARGET_BYTES } from '@freshprice/shared';
import type { QbRecord } from '@freshprice/shared/quickbooks';
import { toBatches } from './read-file';

const record = (line: number, description = ''): QbRecord => ({ line, kind: 'item', qbId: '', name: `ITEM ${line}`, description, type: 'Inventory', active: true, price: '1', cost: null });

describe('cutting a file into batches', () => {
  it('cuts at IMPORT_BATCH_SIZE records', () => {
    const batches = toBatches(Array.from({ length: 2500 }, (_, i) => record(i + 2)));
    expect(batches.map((b) => b.length)).toEqual([IMPORT_BATCH_SIZE, IMPORT_BATCH_SIZE, 500]);
  });

  it('cuts earlier when long descriptions would make a batch larger than the server takes', () => {
    const records = Array.from({ length: 1000 }, (_, i) => record(i + 2, 'é'.repeat(3000)));
    const batches = toBatches(records);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(new TextEncoder().encode(JSON.stringify({ records: batch })).length).toBeLessThanOrEqual(IMPORT_BATCH_TARGET_BYTES + 100);
    expect(batches.flat()).toEqual(records);
  });
});
