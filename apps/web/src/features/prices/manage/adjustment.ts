import type { PriceListSummary } from '@freshprice/shared';

/** The percent box's reader and writer and the adjustment form's reader: the canonical ones. */
export { parsePercentInput, percentInputText, readAdjustment, type AdjustmentDraft } from '../../../lib/format';

/** The one formatting of a rule, shared with the activity log (lib/adjustment-format). */
export { formatAdjustment, formatChange, formatPercent, type Translate } from '../../../lib/adjustment-format';
import { formatAdjustment, type Translate } from '../../../lib/adjustment-format';

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
