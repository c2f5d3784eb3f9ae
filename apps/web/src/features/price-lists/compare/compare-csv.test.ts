import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { CompareRowOut } from '@freshprice/shared';
import { compareCsv, compareFileName } from './compare-csv';

const headers = { product: 'Product', a: 'Small (A)', b: '=cmd|x (B)', difference: 'Difference (B - A)', percent: 'Change (%)' };

const rows: CompareRowOut[] = [
  { productId: 'p1', nameEn: 'Piña', nameEs: 'Piña dorada', category: 'fruits', a: '10.00', b: '10.79', difference: '0.79', percent: 7.9 },
  { productId: 'p2', nameEn: '=HYPERLINK("http://evil.example","Click")', nameEs: '@SUM(A1)', category: null, a: '2.50', b: '2.00', difference: '-0.50', percent: -20 },
  { productId: 'p3', nameEn: '+1 Mango', nameEs: '-Mango', category: null, a: null, b: '3.10', difference: null, percent: null },
];

describe('compareCsv', () => {
  it('starts with a UTF-8 byte order mark and keeps accents', () => {
    const csv = compareCsv(rows, headers, 'en');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Piña');
  });

  it('escapes cells that start like a formula, in names and headers, and leaves numbers as numbers', () => {
    const csv = compareCsv(rows, headers, 'en');
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['Product', 'Small (A)', "'=cmd|x (B)", 'Difference (B - A)', 'Change (%)'],
      ['Piña', '10', '10.79', '0.79', '7.9'],
      ["'=HYPERLINK(\"http://evil.example\",\"Click\")", '2.5', '2', '-0.5', '-20'],
      ["'+1 Mango", '', '3.1', '', ''],
    ]);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
  });

  it('names products in the reader’s language', () => {
    const parsed = Papa.parse<string[]>(compareCsv(rows, headers, 'es').slice(1), { skipEmptyLines: true }).data;
    expect(parsed.slice(1).map((r) => r[0])).toEqual(['Piña dorada', "'@SUM(A1)", "'-Mango"]);
  });

  it('names the file after both lists', () => {
    expect(compareFileName('small-business', 'hotel-azul')).toBe('compare-small-business-hotel-azul.csv');
  });
});
