import type { PriceListSummary } from '@freshprice/shared';

import { formatAdjustment, type Translate } from '../../../lib/format';

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
