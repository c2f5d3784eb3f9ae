import { adjustmentSchema, fromCents, intlLocale, parsePriceInput, type Adjustment, type Cents } from '@freshprice/shared';
import { formatMoneyChange, formatPercentValue, parsePercentInput } from '../../../lib/format';

/**
 * A price as the text box starts with it: "12.50". Both languages show money with a decimal point
 * (es-US), and parsePriceInput reads a two-decimal "12.50" in Spanish too.
 */
export function plainPrice(cents: Cents): string {
  return fromCents(cents);
}

/** "8", "8.5", "8,25" (either separator, optional "%") as basis points (800, 850, 825); null otherwise: the canonical reader. */
export { parsePercentInput } from '../../../lib/format';

/** Basis points as text for an input or a label: 825 -> "8.25" (the decimal point of both languages' es-US/en-US numbers). */
export function basisPointsText(bp: number): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  if (rest === 0) return String(whole);
  const decimals = String(rest).padStart(2, '0').replace(/0$/, '');
  return `${whole}.${decimals}`;
}

/**
 * The adjustment a form describes: `value` is a percentage or an amount of money as typed. Null when
 * the value is not a number of that kind, or the shared adjustment schema refuses it (a decrease of
 * 100% or more, more than 1000%).
 */
export function adjustmentFromForm(
  form: { kind: Adjustment['kind']; direction: Adjustment['direction']; value: string; rounding: Adjustment['rounding'] },
  language: 'en' | 'es',
): Adjustment | null {
  const value = form.kind === 'percent' ? parsePercentInput(form.value) : parsePriceInput(form.value, language);
  if (value === null) return null;
  const parsed = adjustmentSchema.safeParse({ kind: form.kind, direction: form.direction, value, rounding: form.rounding });
  return parsed.success ? parsed.data : null;
}

/** A percentage for display: 8.33 -> "+8.33%" (signed) in the reader's language. */
export function formatPercent(percent: number, language: string, signed = true): string {
  return formatPercentValue(percent, language, { signed });
}

/** A margin in basis points for display: 2550 -> "25.5%". */
export function formatMargin(bp: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10_000);
}

/** A signed money change for display: -125 -> "-$1.25", 50 -> "+$0.50". */
export const formatChange = formatMoneyChange;
