import { adjustmentSchema, parsePriceInput, type Adjustment, type PriceListSummary } from '@freshprice/shared';
import { readerLanguage } from '../../../lib/format';

/** The one formatting of a rule, shared with the activity log (lib/adjustment-format). */
export { formatAdjustment, formatChange, formatPercent, type Translate } from '../../../lib/adjustment-format';
import { formatAdjustment, type Translate } from '../../../lib/adjustment-format';

/** Percent input: "8", "8.5", "8,25" (either decimal mark, at most two decimals) -> basis points (825), or null. */
export function parsePercentInput(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.replace(/\s+/g, '').replace(/%$/, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points back into the text a percent field shows: 825 -> "8.25" ("8,25" in Spanish). */
export function percentInputText(bp: number, language: string): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  if (rest === 0) return String(whole);
  const decimals = String(rest).padStart(2, '0').replace(/0$/, '');
  return `${whole}${readerLanguage(language) === 'es' ? ',' : '.'}${decimals}`;
}

/** How a list relates to its base: "Linked: +8%, rounded to .x9", "One-time copy", or null without a base. */
export function formatBaseRule(list: Pick<PriceListSummary, 'base' | 'linked' | 'adjustment'>, t: Translate, language: string): string | null {
  if (!list.base) return null;
  // The rule's own words are under manage. (formatAdjustment reads them by their short keys).
  const manage: Translate = (key, options) => t(`manage.${key}`, options);
  if (list.linked && list.adjustment) return t('manage.rule.linked', { rule: formatAdjustment(list.adjustment, manage, language) });
  if (list.linked) return t('manage.rule.linkedPlain');
  if (list.adjustment) return t('manage.rule.copied', { rule: formatAdjustment(list.adjustment, manage, language) });
  return t('manage.rule.copy');
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
  // The bounds are the shared schema's, the server's own.
  const parsed = adjustmentSchema.safeParse({ kind: draft.kind, direction: draft.direction, value, rounding: draft.rounding });
  if (parsed.success) return { ok: true, adjustment: parsed.data };
  const decrease = parsed.error.issues[0]?.code === 'custom' && draft.direction === 'down';
  return { ok: false, error: decrease ? 'decreaseTooLarge' : 'tooLarge' };
}
