import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { formatAdjustment, formatPercent, parsePercentInput, percentInputText, readAdjustment, type Translate } from '../../../lib/format';
import { formatBaseRule } from './adjustment';

let en: Translate;
let es: Translate;
// formatAdjustment reads the rule's words by their short keys, under manage.
let enRule: Translate;
let esRule: Translate;
beforeAll(() => {
  en = i18next.getFixedT('en', 'priceLists') as Translate;
  es = i18next.getFixedT('es', 'priceLists') as Translate;
  enRule = i18next.getFixedT('en', 'priceLists', 'manage') as Translate;
  esRule = i18next.getFixedT('es', 'priceLists', 'manage') as Translate;
});

describe('percent input', () => {
  it('reads up to two decimals with either decimal mark into basis points', () => {
    expect(parsePercentInput('8')).toBe(800);
    expect(parsePercentInput('8.5')).toBe(850);
    expect(parsePercentInput('8,25')).toBe(825);
    expect(parsePercentInput(' 0.05 % ')).toBe(5);
    expect(parsePercentInput('8.255')).toBeNull();
    expect(parsePercentInput('-8')).toBeNull();
    expect(parsePercentInput('8a')).toBeNull();
    expect(parsePercentInput('')).toBeNull();
  });

  it('writes basis points back as the field shows them', () => {
    expect(percentInputText(800, 'en')).toBe('8');
    expect(percentInputText(850, 'en')).toBe('8.5');
    expect(percentInputText(825, 'es')).toBe('8,25');
    expect(percentInputText(5, 'en')).toBe('0.05');
  });

  it('formats basis points as a percentage', () => {
    expect(formatPercent(800, 'en')).toBe('8%');
    expect(formatPercent(825, 'en')).toBe('8.25%');
    expect(formatPercent(0, 'es')).toBe('0%');
  });
});

describe('adjustment text', () => {
  it('says the change and the rounding in both languages', () => {
    expect(formatAdjustment({ kind: 'percent', direction: 'up', value: 800, rounding: 'x9' }, enRule, 'en')).toBe('+8%, rounded to .x9');
    expect(formatAdjustment({ kind: 'percent', direction: 'up', value: 800, rounding: 'x9' }, esRule, 'es')).toBe('+8%, redondeado a .x9');
    expect(formatAdjustment({ kind: 'amount', direction: 'down', value: 50, rounding: 'cent' }, enRule, 'en')).toBe('-$0.50, to the cent');
    expect(formatAdjustment({ kind: 'amount', direction: 'down', value: 125, rounding: 'nickel' }, esRule, 'es')).toBe('-$1.25, redondeado a .05');
  });

  it('describes how a list follows its base', () => {
    const base = { id: 'b', slug: 'small-business', name: 'Small business' };
    const rule = { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' } as const;
    expect(formatBaseRule({ base: null, linked: false, adjustment: null }, en, 'en')).toBeNull();
    expect(formatBaseRule({ base, linked: true, adjustment: rule }, en, 'en')).toBe('Linked: +8%, rounded to .x9');
    expect(formatBaseRule({ base, linked: true, adjustment: rule }, es, 'es')).toBe('Vinculada: +8%, redondeado a .x9');
    expect(formatBaseRule({ base, linked: false, adjustment: rule }, en, 'en')).toBe('One-time copy: +8%, rounded to .x9');
    expect(formatBaseRule({ base, linked: false, adjustment: null }, es, 'es')).toBe('Copia única');
  });
});

describe('readAdjustment', () => {
  const draft = { kind: 'percent', direction: 'up', value: '', rounding: 'cent' } as const;
  it('reads an empty value as 0', () => {
    expect(readAdjustment(draft, 'en')).toEqual({ ok: true, adjustment: { kind: 'percent', direction: 'up', value: 0, rounding: 'cent' } });
  });
  it('reads amounts in the reader’s language', () => {
    expect(readAdjustment({ ...draft, kind: 'amount', value: '1,25' }, 'es')).toMatchObject({ ok: true, adjustment: { value: 125 } });
    expect(readAdjustment({ ...draft, kind: 'amount', value: '$1,250.50' }, 'en')).toMatchObject({ ok: true, adjustment: { value: 125050 } });
    expect(readAdjustment({ ...draft, kind: 'amount', value: '1.234' }, 'en')).toEqual({ ok: false, error: 'invalidAmount' });
  });
  it('refuses a bad percent and a decrease of 100% or more', () => {
    expect(readAdjustment({ ...draft, value: '8.123' }, 'en')).toEqual({ ok: false, error: 'invalidPercent' });
    expect(readAdjustment({ ...draft, direction: 'down', value: '100' }, 'en')).toEqual({ ok: false, error: 'decreaseTooLarge' });
    expect(readAdjustment({ ...draft, direction: 'down', value: '99.99' }, 'en')).toMatchObject({ ok: true, adjustment: { value: 9999 } });
  });
});
