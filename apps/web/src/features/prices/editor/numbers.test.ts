import { describe, expect, it } from 'vitest';
import { adjustmentFromForm, basisPointsText, formatChange, formatMargin, formatPercent, parsePercentInput, plainPrice } from './numbers';

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
    expect(basisPointsText(825)).toBe('8.25');
    expect(basisPointsText(850)).toBe('8.5');
    expect(basisPointsText(800)).toBe('8');
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
    expect(formatPercent(8.33, 'en')).toBe('+8.33%');
    expect(formatPercent(-2.5, 'en')).toBe('-2.5%');
    expect(formatMargin(2550, 'en')).toBe('25.5%');
    expect(formatChange(-125, 'en')).toBe('-$1.25');
    expect(formatChange(50, 'en')).toBe('+$0.50');
  });
});
