import type { Adjustment } from '@freshprice/shared';
import { formatMoney, intlLocale } from './format';

/** The `t` of the priceManage namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Basis points as a percentage in the reader's language: 825 -> "8.25%". */
export function formatPercent(bp: number, language: string, signed = false): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(bp / 10_000);
}

/** The change alone: "+8%", "-$0.50". */
export function formatChange(adjustment: Adjustment, language: string): string {
  const sign = adjustment.direction === 'up' ? '+' : '-';
  const amount =
    adjustment.kind === 'percent'
      ? formatPercent(adjustment.value, language)
      : formatMoney(centsText(adjustment.value), language);
  return `${sign}${amount}`;
}

function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "+8%, rounded to .x9" / "+8%, redondeado a .x9". */
export function formatAdjustment(adjustment: Adjustment, t: Translate, language: string): string {
  return t('rule.adjustment', { change: formatChange(adjustment, language), rounding: t(`rule.rounding.${adjustment.rounding}`) });
}

