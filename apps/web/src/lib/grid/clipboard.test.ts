import { describe, expect, it } from 'vitest';
import { isBlock, parseBlock, readPastedPrice, writeBlock } from './clipboard';

describe('parseBlock', () => {
  it('reads a block copied from Excel: tabs between cells, CRLF between rows, a trailing line break', () => {
    expect(parseBlock('Tomato\t12.50\r\nLime\t8\r\n')).toEqual([
      ['Tomato', '12.50'],
      ['Lime', '8'],
    ]);
  });

  it('reads a block copied from Google Sheets (LF, no trailing break)', () => {
    expect(parseBlock('1\t2\t3\n4\t5\t6')).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('keeps blank cells and blank rows in between, drops trailing blank rows', () => {
    expect(parseBlock('1\t\t3\n\n4\t5\t\n\n\n')).toEqual([['1', '', '3'], [''], ['4', '5', '']]);
  });

  it('reads quoted cells holding a tab, a line break or a quote', () => {
    expect(parseBlock('"Tomato, 5x6\tcase"\t"12.50"\n"Lime ""seedless""\nbag"\t8')).toEqual([
      ['Tomato, 5x6\tcase', '12.50'],
      ['Lime "seedless"\nbag', '8'],
    ]);
  });

  it('keeps commas inside a one-column paste: thousands separators and decimal commas are not separators', () => {
    expect(parseBlock('1,234.50\n12,5\n$3')).toEqual([['1,234.50'], ['12,5'], ['$3']]);
  });

  it('reads nothing from blank text', () => {
    expect(parseBlock('')).toEqual([]);
    expect(parseBlock('\n \r\n')).toEqual([]);
  });

  it('tells a block from one value', () => {
    expect(isBlock('12.50')).toBe(false);
    expect(isBlock('12.50\n')).toBe(false);
    expect(isBlock('12.50\n13')).toBe(true);
    expect(isBlock('12.50\t13')).toBe(true);
  });
});

describe('writeBlock', () => {
  it('writes tabs and line breaks, quoting only cells that need it, and reads back the same', () => {
    const rows = [
      ['Tomato', '12.50'],
      ['Lime "seedless"', '8'],
      ['two\nlines', ''],
    ];
    const text = writeBlock(rows);
    expect(text.split('\n')[0]).toBe('Tomato\t12.50');
    expect(parseBlock(text)).toEqual(rows);
  });
});

describe('readPastedPrice', () => {
  it('reads plain numbers and money in English', () => {
    expect(readPastedPrice('12.5', 'en')).toEqual({ kind: 'price', cents: 1250 });
    expect(readPastedPrice('$1,234.50', 'en')).toEqual({ kind: 'price', cents: 123450 });
    expect(readPastedPrice(' $ 8 ', 'en')).toEqual({ kind: 'price', cents: 800 });
    expect(readPastedPrice('8.00 USD', 'en')).toEqual({ kind: 'price', cents: 800 });
    expect(readPastedPrice('US$ 8', 'en')).toEqual({ kind: 'price', cents: 800 });
  });

  it('reads decimal commas in Spanish, and points too', () => {
    expect(readPastedPrice('12,50', 'es')).toEqual({ kind: 'price', cents: 1250 });
    expect(readPastedPrice('1.234,50 $', 'es')).toEqual({ kind: 'price', cents: 123450 });
    expect(readPastedPrice('12.50', 'es')).toEqual({ kind: 'price', cents: 1250 });
  });

  it('reads a plain decimal comma in English, but guesses nothing looser', () => {
    expect(readPastedPrice('12,50', 'en')).toEqual({ kind: 'price', cents: 1250 });
    expect(readPastedPrice('1.234', 'en')).toEqual({ kind: 'invalid', text: '1.234' });
  });

  it('tells blank cells from invalid ones', () => {
    expect(readPastedPrice('', 'en')).toEqual({ kind: 'blank' });
    expect(readPastedPrice(' \u00a0', 'es')).toEqual({ kind: 'blank' });
    expect(readPastedPrice('-3', 'en')).toEqual({ kind: 'invalid', text: '-3' });
    expect(readPastedPrice('n/a', 'en')).toEqual({ kind: 'invalid', text: 'n/a' });
    expect(readPastedPrice('1.234', 'en').kind).toBe('invalid');
    expect(readPastedPrice('12.345', 'es').kind).toBe('price'); // "12.345" is 12,345 in Spanish
  });
});
