import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PriceListSummary } from '@freshprice/shared';
import { Badge } from '../../../components/ui/badge';
import { buttonDanger, buttonSecondary, textLink } from '../../../components/ui/styles';
import { formatDate, formatNumber } from '../../../lib/format';
import { BELOW_XL, useMediaQuery } from '../../../lib/use-media-query';
import { formatBaseRule } from './adjustment';
import { useListNames } from '../lib/list-name';

const action = `${buttonSecondary} px-2 py-1 text-sm`;
// A disabled delete (a template) reads as unavailable, not as a paler red button.
const deleteAction = `${buttonDanger} px-2 py-1 text-sm disabled:bg-gray-200 disabled:text-gray-700 disabled:opacity-100 dark:disabled:bg-gray-800 dark:disabled:text-gray-300`;
/** The name stays in view should the table ever scroll sideways (a narrow laptop, long names). */
const stickyName = 'sticky left-0 z-[1] shadow-[1px_0_0_var(--color-gray-200)] dark:shadow-[1px_0_0_var(--color-gray-800)]';
const cell = 'px-2.5 py-2 align-top';
/** Names shown in "Shared with" before the rest become "+N more". */
const SHARED_NAMES = 2;

function SharedWith({ list }: { list: PriceListSummary }) {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const customers = list.sharedWith ?? [];
  if (customers.length === 0) return <span className="text-gray-700 dark:text-gray-300">{t('manage.table.notShared')}</span>;
  const names = customers.slice(0, SHARED_NAMES).map((c) => c.name || c.email);
  const more = customers.length - names.length;
  return (
    <span title={customers.map((c) => c.name || c.email).join(', ')}>
      {names.join(', ')}
      {more > 0 ? ` ${t('manage.table.more', { count: more, formatted: formatNumber(more, language) })}` : null}
    </span>
  );
}

interface ListActions {
  onDuplicate: (list: PriceListSummary) => void;
  onShare: (list: PriceListSummary) => void;
  onDelete: (list: PriceListSummary) => void;
}

/** The list's notes for customers and for staff. */
function Notes({ list }: { list: PriceListSummary }) {
  const { t } = useTranslation('priceLists');
  // A standard list's own notes in the reader's language; any other as typed.
  const names = useListNames();
  const customerNote = names.note(list, list.description);
  const staffNote = names.note(list, list.staffNote);
  return (
    <>
      {customerNote ? (
        <p className="mt-0.5 text-xs font-normal break-words text-gray-700 dark:text-gray-300">
          <span className="font-semibold">{t('manage.table.customerNote')}</span> {customerNote}
        </p>
      ) : null}
      {staffNote ? (
        <p className="mt-0.5 text-xs font-normal break-words text-gray-700 dark:text-gray-300">
          <span className="font-semibold">{t('manage.table.staffNote')}</span> {staffNote}
        </p>
      ) : null}
    </>
  );
}

/** The list it was made from (and how it follows it), or "None". */
function Base({ list }: { list: PriceListSummary }) {
  const { t, i18n } = useTranslation('priceLists');
  const names = useListNames();
  const rule = formatBaseRule(list, t, i18n.resolvedLanguage ?? 'en');
  if (!list.base) return <span className="text-gray-700 dark:text-gray-300">{t('manage.table.noBase')}</span>;
  return (
    <>
      <Link to={`/prices-manage/${encodeURIComponent(list.base.slug)}`} className={textLink}>
        {names.name(list.base)}
      </Link>
      {rule ? <p className="mt-0.5 text-xs text-gray-700 dark:text-gray-300">{rule}</p> : null}
    </>
  );
}

function LastChange({ list }: { list: PriceListSummary }) {
  const { t, i18n } = useTranslation('priceLists');
  return (
    <>
      <time dateTime={list.updatedAt}>{formatDate(list.updatedAt, i18n.resolvedLanguage ?? 'en')}</time>
      {list.updatedBy ? <p className="text-xs break-all text-gray-700 dark:text-gray-300">{t('manage.table.by', { who: list.updatedBy })}</p> : null}
    </>
  );
}

/** Duplicate, Share, Delete: on one line in the table, wrapping in a card should it be too narrow. */
function Actions({ list, duplicating, wrap = false, onDuplicate, onShare, onDelete }: ListActions & { list: PriceListSummary; duplicating: boolean; wrap?: boolean }) {
  const { t } = useTranslation('priceLists');
  const name = useListNames().name(list);
  const reasonId = useId();
  const template = list.kind === 'template';
  return (
    <>
      <div className={`flex gap-1.5 ${wrap ? 'flex-wrap' : ''}`}>
        <button type="button" className={action} aria-label={t('manage.actions.duplicateNamed', { name })} disabled={duplicating} onClick={() => onDuplicate(list)}>
          {t('manage.actions.duplicate')}
        </button>
        <button type="button" className={action} aria-label={t('manage.actions.shareNamed', { name })} onClick={() => onShare(list)}>
          {t('manage.actions.share')}
        </button>
        <button
          type="button"
          className={deleteAction}
          aria-label={t('manage.actions.deleteNamed', { name })}
          disabled={template}
          aria-describedby={template ? reasonId : undefined}
          onClick={() => onDelete(list)}
        >
          {t('manage.actions.delete')}
        </button>
      </div>
      {template ? (
        <p id={reasonId} className="mt-1 text-xs text-gray-700 dark:text-gray-300">
          {t('manage.actions.templateProtected')}
        </p>
      ) : null}
    </>
  );
}

function KindBadge({ list }: { list: PriceListSummary }) {
  const { t } = useTranslation('priceLists');
  const template = list.kind === 'template';
  return <Badge tone={template ? 'green' : 'gray'}>{template ? t('manage.kind.template') : t('manage.kind.customer')}</Badge>;
}

function Row({ list, duplicating, ...actions }: ListActions & { list: PriceListSummary; duplicating: boolean }) {
  const { i18n } = useTranslation('priceLists');
  const names = useListNames();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <tr className="border-t border-gray-200 dark:border-gray-800">
      <th scope="row" className={`${cell} ${stickyName} w-48 min-w-40 bg-white text-left font-semibold dark:bg-gray-950`}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link to={`/prices-manage/${encodeURIComponent(list.slug)}`} className={textLink}>
            {names.name(list)}
          </Link>
          <KindBadge list={list} />
        </div>
        <Notes list={list} />
      </th>
      <td className={`${cell} max-w-40 font-mono text-xs break-all`}>{list.slug}</td>
      <td className={`${cell} min-w-28`}>
        <Base list={list} />
      </td>
      <td className={`${cell} text-right tabular-nums`}>{formatNumber(list.itemCount, language)}</td>
      <td className={`${cell} text-right tabular-nums`}>{formatNumber(list.version, language)}</td>
      <td className={`${cell} min-w-28 wrap-anywhere`}>
        <SharedWith list={list} />
      </td>
      <td className={`${cell} min-w-28`}>
        <LastChange list={list} />
      </td>
      <td className={cell}>
        <Actions list={list} duplicating={duplicating} {...actions} />
      </td>
    </tr>
  );
}

/** One list on a narrow screen: everything the row says, its actions in view under it. */
function Card({ list, duplicating, ...actions }: ListActions & { list: PriceListSummary; duplicating: boolean }) {
  const { t, i18n } = useTranslation('priceLists');
  const names = useListNames();
  const language = i18n.resolvedLanguage ?? 'en';
  const term = 'text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300';
  const detail = 'min-w-0 break-words text-gray-900 dark:text-gray-100';
  return (
    <li className="rounded-md border border-gray-300 p-3 text-sm dark:border-gray-700">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link to={`/prices-manage/${encodeURIComponent(list.slug)}`} className={`${textLink} font-semibold break-words`}>
          {names.name(list)}
        </Link>
        <KindBadge list={list} />
      </div>
      <Notes list={list} />
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className={term}>{t('manage.table.slug')}</dt>
        <dd className={`${detail} font-mono text-xs break-all`}>{list.slug}</dd>
        <dt className={term}>{t('manage.table.base')}</dt>
        <dd className={detail}>
          <Base list={list} />
        </dd>
        <dt className={term}>{t('manage.table.items')}</dt>
        <dd className={`${detail} tabular-nums`}>
          {formatNumber(list.itemCount, language)} · {t('manage.table.version')} {formatNumber(list.version, language)}
        </dd>
        <dt className={term}>{t('manage.table.sharedWith')}</dt>
        <dd className={detail}>
          <SharedWith list={list} />
        </dd>
        <dt className={term}>{t('manage.table.lastChange')}</dt>
        <dd className={detail}>
          <LastChange list={list} />
        </dd>
      </dl>
      <div className="mt-3">
        <Actions list={list} duplicating={duplicating} wrap {...actions} />
      </div>
    </li>
  );
}

/**
 * Every price list: a table of one row each, or below a wide screen (a phone, a tablet, a small laptop)
 * a card each, so that no list's actions are ever off to the side.
 */
export function PriceListsTable({
  lists,
  caption,
  onDuplicate,
  onShare,
  onDelete,
  duplicatingId,
}: {
  lists: PriceListSummary[];
  caption: string;
  onDuplicate: (list: PriceListSummary) => void;
  onShare: (list: PriceListSummary) => void;
  onDelete: (list: PriceListSummary) => void;
  duplicatingId: string | null;
}) {
  const { t } = useTranslation('priceLists');
  const captionId = useId();
  const narrow = useMediaQuery(BELOW_XL);
  const head = 'px-2.5 py-2';
  if (narrow) {
    return (
      <ul aria-label={caption} className="grid gap-3 md:grid-cols-2">
        {lists.map((list) => (
          <Card key={list.id} list={list} onDuplicate={onDuplicate} onShare={onShare} onDelete={onDelete} duplicating={duplicatingId === list.id} />
        ))}
      </ul>
    );
  }
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-md border border-gray-300 focus-visible:outline-2 focus-visible:outline-emerald-700 dark:border-gray-700"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:bg-gray-800 dark:text-gray-300">
          <tr>
            <th scope="col" className={`${head} ${stickyName} bg-gray-100 dark:bg-gray-800`}>
              {t('manage.table.name')}
            </th>
            <th scope="col" className={head}>
              {t('manage.table.slug')}
            </th>
            <th scope="col" className={head}>
              {t('manage.table.base')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('manage.table.items')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('manage.table.version')}
            </th>
            <th scope="col" className={head}>
              {t('manage.table.sharedWith')}
            </th>
            <th scope="col" className={head}>
              {t('manage.table.lastChange')}
            </th>
            <th scope="col" className={head}>
              {t('manage.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <Row
              key={list.id}
              list={list}
              onDuplicate={onDuplicate}
              onShare={onShare}
              onDelete={onDelete}
              duplicating={duplicatingId === list.id}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
