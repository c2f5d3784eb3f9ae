import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listName, listNote, type PriceListDetail, type Language } from '@freshprice/shared';
import { textLink } from '../../../components/ui/styles';
import { formatDateTime } from '../../../lib/format';
import { adjustmentRule } from '../../../lib/version-reason';

/** The list's name, kind, notes, slug, version, last save and base, with links to the customer view and the details. */
export function EditorHeader({ detail, linked, language, onEditDetails }: { detail: PriceListDetail; linked: boolean; language: Language; onEditDetails: () => void }) {
  const { t } = useTranslation('priceLists');
  // A standard list's own name and notes in the reader's language; any other as typed.
  const shownName = listName(detail, language);
  const customerNote = listNote(detail, detail.description, language);
  const staffNote = listNote(detail, detail.staffNote, language);
  return (
    <header className="mb-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900 dark:text-gray-50">{shownName}</h1>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800 ring-1 ring-gray-700/20 ring-inset dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-400/30">
          {t(`editor.kinds.${detail.kind}`)}
        </span>
      </div>
      {customerNote ? (
        <p className="mt-1 break-words text-gray-700 dark:text-gray-300" data-testid="customer-note">
          <span className="font-semibold text-gray-900 dark:text-gray-100">{t('editor.header.customerNote')}</span> {customerNote}
        </p>
      ) : null}
      {staffNote ? (
        <p className="mt-1 break-words text-gray-700 dark:text-gray-300" data-testid="staff-note">
          <span className="font-semibold text-gray-900 dark:text-gray-100">{t('editor.header.staffNote')}</span> {staffNote}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex gap-1.5">
          <dt className="text-gray-700 dark:text-gray-300">{t('editor.header.slug')}</dt>
          <dd className="font-mono break-all text-gray-900 dark:text-gray-100">{detail.slug}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-gray-700 dark:text-gray-300">{t('editor.header.version')}</dt>
          <dd className="font-semibold text-gray-900 dark:text-gray-100">{detail.version}</dd>
        </div>
        <div className="flex gap-1.5 sm:col-span-2">
          <dt className="text-gray-700 dark:text-gray-300">{t('editor.header.lastSaved')}</dt>
          <dd className="text-gray-900 dark:text-gray-100">
            {detail.updatedBy
              ? t('editor.header.savedByAt', { by: detail.updatedBy, at: formatDateTime(detail.updatedAt, language) })
              : formatDateTime(detail.updatedAt, language)}
          </dd>
        </div>
        {detail.base ? (
          <div className="flex flex-wrap gap-1.5 sm:col-span-2 lg:col-span-4">
            <dt className="text-gray-700 dark:text-gray-300">{linked ? t('editor.header.follows') : t('editor.header.madeFrom')}</dt>
            <dd className="text-gray-900 dark:text-gray-100">
              <Link to={`/prices-manage/${detail.base.slug}`} className={textLink}>
                {listName(detail.base, language)}
              </Link>
              {linked && detail.adjustment ? <span>{` ${adjustmentRule(detail.adjustment, t, language)}`}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={`/pricesprivate/${detail.slug}`} className={textLink}>
          {t('editor.header.viewAsCustomer')}
        </Link>
        <Link to={`/exportlistswhatsapp/${encodeURIComponent(detail.slug)}`} className={textLink}>
          {t('editor.header.sendToCustomers')}
        </Link>
        <button type="button" className={textLink} onClick={onEditDetails}>
          {t('editor.header.editDetails')}
        </button>
      </div>
    </header>
  );
}
