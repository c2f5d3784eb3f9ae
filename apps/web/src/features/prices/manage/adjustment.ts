import { parsePriceInput, type Adjustment, type PriceListSummary } from '@freshprice/shared';
import { formatMoney, intlLocale, readerLanguage } from '../../../lib/format';

/** The `t` of the priceManage namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Percent input: "8", "8.5", "8,25" (either decimal mark, at most two decimals) -> basis points (825), or null. */
export function parsePercentInput(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.replace(/\s+/g, '').replace(/%$/, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a percentage in the reader's language: 825 -> "8.25%". */
export function formatPercent(bp: number, language: string, signed = false): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(bp / 10_000);
}

/** Basis points back into the text a percent field shows: 825 -> "8.25" ("8,25" in Spanish). */
export function percentInputText(bp: number, language: string): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  if (rest === 0) return String(whole);
  const decimals = String(rest).padStart(2, '0').replace(/0$/, '');
  return `${whole}${readerLanguage(language) === 'es' ? ',' : '.'}${decimals}`;
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

/** How a list relates to its base: "Linked: +8%, rounded to .x9", "One-time copy", or null without a base. */
export function formatBaseRule(list: Pick<PriceListSummary, 'base' | 'linked' | 'adjustment'>, t: Translate, language: string): string | null {
  if (!list.base) return null;
  if (list.linked && list.adjustment) return t('rule.linked', { rule: formatAdjustment(list.adjustment, t, language) });
  if (list.linked) return t('rule.linkedPlain');
  if (list.adjustment) return t('rule.copied', { rule: formatAdjustment(list.adjustment, t, language) });
  return t('rule.copy');
}

/** What the add form turns into an adjustment; the problem with the value as a translation key otherwise. */
export type AdjustmentDraft = {
  kind: Adjustment['kind'];
  direction: Adjustment['direction'];
  value: string;
  rounding: Adjustment['rounding'];
};

export function readAdjustment(
  draft: AdjustmentDraft,
  language: string,
): { ok: true; adjustment: Adjustment } | { ok: false; error: 'invalidPercent' | 'invalidAmount' | 'decreaseTooLarge' | 'tooLarge' } {
  const text = draft.value.trim();
  let value: number | null;
  if (text === '') value = 0;
  else if (draft.kind === 'percent') value = parsePercentInput(text);
  else value = parsePriceInput(text, readerLanguage(language));
  if (value === null) return { ok: false, error: draft.kind === 'percent' ? 'invalidPercent' : 'invalidAmount' };
  if (value > 100_000_000) return { ok: false, error: 'tooLarge' };
  if (draft.kind === 'percent' && draft.direction === 'down' && value >= 10_000) return { ok: false, error: 'decreaseTooLarge' };
  return { ok: true, adjustment: { kind: draft.kind, direction: draft.direction, value, rounding: draft.rounding } };
}
