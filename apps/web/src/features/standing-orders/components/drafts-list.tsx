import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@freshprice/shared';
import { useDrafts } from '../../../api/standing-orders';
import { textLink } from '../../../components/ui/styles';
import { formatDay, formatMoney } from '../../../lib/format';
import { deadlineText, type Translate } from '../lib/standing-text';

/** What became of a draft, or until when it is open: "Answer by …", "Placed: order 10012", "Skipped". */
export function draftStateText(t: Translate, draft: Draft, language: string): string {
  if (draft.state === 'draft') return draft.open ? t('draft.answerBy', { time: deadlineText(draft.decideAt, language) }) : t('draft.deciding');
  if (draft.state === 'placed') return t(draft.automatic ? 'draft.placedAuto' : 'draft.placed', { number: draft.order?.number ?? '' });
  if (draft.state === 'skipped') return t(draft.automatic ? 'draft.skippedAuto' : 'draft.skipped');
  return t('draft.failed', { reason: t(`reasons.${draft.reason ?? 'other'}`, { defaultValue: t('reasons.other') }) });
}

/**
 * The drafts of standing orders: open ones to answer first, then those of the last two weeks.
 * `openOnly` (the orders page): only the open ones, and nothing at all when there are none.
 */
export function DraftsList({
  customer,
  enabled = true,
  openOnly = false,
  hideWhenEmpty = false,
  untitled = false,
  showCustomer = false,
  soon = false,
}: {
  /** Nothing at all when there are no drafts (the standing orders page, where an empty box is noise). */
  hideWhenEmpty?: boolean;
  /** The page's own title names the drafts (their page): no second title in the box. */
  untitled?: boolean;
  /** A draft is due: read again soon. */
  soon?: boolean;
  customer: string | null;
  enabled?: boolean;
  openOnly?: boolean;
  /** Staff reading every customer's: whose each draft is. */
  showCustomer?: boolean;
}) {
  const { t, i18n } = useTranslation('standingOrders');
  const language = i18n.resolvedLanguage ?? 'en';
  const drafts = useDrafts(customer, enabled, soon);
  const items = (drafts.data ?? []).filter((d) => !openOnly || d.open).sort((a, b) => Number(b.open) - Number(a.open) || a.deliveryDate.localeCompare(b.deliveryDate));
  // Quiet until there is something to show; a failed read still says so.
  if ((openOnly || hideWhenEmpty) && !items.length && !drafts.isError) return null;
  return (
    <section
      aria-labelledby={untitled ? undefined : 'standing-drafts-title'}
      className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50/60 p-4 dark:border-emerald-800 dark:bg-emerald-950/30"
    >
      {untitled ? null : (
        <h2 id="standing-drafts-title" className="mb-2 text-lg font-bold text-gray-900 dark:text-gray-50">
          {openOnly ? t('drafts.openTitle') : t('drafts.title')}
        </h2>
      )}
      {drafts.isError ? (
        <p role="alert">{t('loadError')}</p>
      ) : !drafts.data ? (
        <p role="status">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-gray-800 dark:text-gray-200">{t('drafts.none')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('drafts.title')}>
          {items.map((d) => (
            <li key={d.id} className="text-gray-900 dark:text-gray-100" data-testid="standing-draft">
              <Link to={`/standing-orders/drafts/${d.id}`} className={`${textLink} font-semibold`}>
                {t('drafts.item', { name: d.standingOrder.name, day: formatDay(d.deliveryDate, language) })}
              </Link>
              <span className="block text-sm text-gray-700 sm:inline sm:before:content-['_·_'] dark:text-gray-300">
                {showCustomer ? `${d.customer.company || d.customer.name || d.customer.email} · ` : ''}
                {formatMoney(d.total, language)} · {draftStateText(t, d, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
