import { describe, expect, it } from 'vitest';
import { formatBasisPoints } from '@freshprice/shared';
import { formatMoneyChange, formatPercent, formatPercentValue, parsePercentInput } from '../../../lib/format';
import { removeRow, rowOfItem, setPrice } from './edits';
import { adjustmentFromForm, plainPrice, priceBoxText } from './numbers';
import { fakeItem } from './test-fixtures';

describe('numbers of the editor', () => {
  it('writes a price for a text box as both languages show money', () => {
    expect(plainPrice(1250)).toBe('12.50');
    expect(plainPrice(5)).toBe('0.05');
  });

  it('reads percentages as whole basis points, with either decimal separator', () => {
    expect(parsePercentInput('8')).toBe(800);
    expect(parsePercentInput('8.5')).toBe(850);
    expect(parsePercentInput('8,25 %')).toBe(825);
    expect(parsePercentInput('0.01')).toBe(1);
    for (const bad of ['', '-5', '8.123', 'abc', '1.2.3']) expect(parsePercentInput(bad), bad).toBeNull();
    expect(formatBasisPoints(825)).toBe('8.25');
    expect(formatBasisPoints(850)).toBe('8.5');
    expect(formatBasisPoints(800)).toBe('8');
  });

  it('builds an adjustment from a form, refusing a decrease of 100% or more', () => {
    expect(adjustmentFromForm({ kind: 'percent', direction: 'up', value: '8', rounding: 'x9' }, 'en')).toEqual({
      kind: 'percent',
      direction: 'up',
      value: 800,
      rounding: 'x9',
    });
    expect(adjustmentFromForm({ kind: 'amount', direction: 'down', value: '0,25', rounding: 'cent' }, 'es')).toMatchObject({ value: 25 });
    expect(adjustmentFromForm({ kind: 'percent', direction: 'down', value: '100', rounding: 'cent' }, 'en')).toBeNull();
    expect(adjustmentFromForm({ kind: 'amount', direction: 'up', value: 'x', rounding: 'cent' }, 'en')).toBeNull();
  });

  it('formats percentages, margins and changes for display', () => {
    expect(formatPercentValue(8.33, 'en', { signed: true })).toBe('+8.33%');
    expect(formatPercentValue(-2.5, 'en', { signed: true })).toBe('-2.5%');
    expect(formatPercent(2550, 'en', { fractionDigits: 1 })).toBe('25.5%');
    expect(formatMoneyChange(-125, 'en')).toBe('-$1.25');
    expect(formatMoneyChange(50, 'en')).toBe('+$0.50');
  });

  it('starts a price box with the price shown, or with the typed text that is not a price', () => {
    const row = rowOfItem(fakeItem({ nameEn: 'Apple', price: '10.00' }));
    expect(priceBoxText(row, undefined)).toBe('10.00');
    const typed = setPrice({}, row, '12,75', 'es');
    expect(priceBoxText(row, typed[row.productId])).toBe('12.75');
    const bad = setPrice({}, row, 'abc', 'en');
    expect(priceBoxText(row, bad[row.productId])).toBe('abc');
    expect(priceBoxText(row, removeRow({}, row)[row.productId])).toBe('10.00');
    expect(priceBoxText({ ...row, price: null }, undefined)).toBe('');
  });
});
