import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isStaff, type ActivityEntry, type Role } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { textLink } from '../../../components/ui/styles';
import { formatDateTime, readerLanguage } from '../../../lib/format';
import { useActivityLog, useActivityUsers, type ActivityFilters } from '../../../api/activity';
import { detailLines } from '../lib/activity-details';
import { ACTIVITY_NAMESPACES, formatLine, recordTitle, type Translate } from '../lib/activity-format';
import { ActivityFilterForm } from './activity-filter-form';

const FILTER_KEYS = ['resourceType', 'action', 'userId', 'from', 'to'] as const;
const th = 'whitespace-nowrap border-b border-gray-300 px-3 py-2 text-left font-semibold text-gray-900 dark:border-gray-600 dark:text-gray-100';
const td = 'border-b border-gray-200 px-3 py-2 align-top text-gray-800 dark:border-gray-800 dark:text-gray-200';

/** /activity: the log as the caller may read it, filtered by the URL's query (so a view can be shared). */
export function ActivityView({ role }: { role: Role }) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const language = readerLanguage(i18n.resolvedLanguage);
  const staff = isStaff(role);
  const [params, setParams] = useSearchParams();
  const filters: ActivityFilters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v));

  const filtered = Object.keys(filters).length > 0;

  const users = useActivityUsers(staff);
  const log = useActivityLog(filters);
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-6">
      <ActivityFilterForm filters={filters} staff={staff} users={users.data ?? []} onApply={(next) => setParams(new URLSearchParams(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]))))} />

      {log.isError ? <LoadError message={t('error')} retryLabel={t('retry')} onRetry={() => void log.refetch()} /> : null}
      {log.isPending ? <p role="status">{t('loading')}</p> : null}
      {log.isSuccess && rows.length === 0 ? (
        <p role="status" className="rounded-md border border-gray-200 p-4 text-gray-800 dark:border-gray-700 dark:text-gray-200">
          {filtered ? t('emptyFiltered') : t('empty')}
        </p>
      ) : null}
      {rows.length ? (
        <>
          {/* A phone gets one card per record; a wider screen the table. */}
          <ul className="space-y-3 md:hidden" aria-label={t('tableCaption')}>
            {rows.map((r) => (
              <li key={r.id} className="rounded-lg border border-gray-200 p-3 text-sm dark:border-gray-700">
                <p className="font-medium text-gray-900 dark:text-gray-100">
                  {t(`resources.${r.resourceType}`)} · {t(`actions.${r.action}`, { defaultValue: r.action })}
                </p>
                <p className="text-gray-700 dark:text-gray-300">
                  {formatDateTime(r.at, language)}
                  {staff && r.user?.email ? <span className="break-words"> · {r.user.email}</span> : null}
                </p>
                <div className="mt-2">
                  <Details entry={r} />
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden max-w-full overflow-x-auto rounded-lg border border-gray-200 md:block dark:border-gray-700">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('tableCaption')}</caption>
              <thead>
                <tr>
                  <th className={th}>{t('columns.when')}</th>
                  {staff ? <th className={th}>{t('columns.who')}</th> : null}
                  <th className={th}>{t('columns.what')}</th>
                  <th className={th}>{t('columns.action')}</th>
                  <th className={th}>{t('columns.details')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(r.at, language)}</td>
                    {staff ? <td className={`${td} break-words`}>{r.user?.email ?? '—'}</td> : null}
                    <td className={td}>{t(`resources.${r.resourceType}`)}</td>
                    <td className={td}>{t(`actions.${r.action}`, { defaultValue: r.action })}</td>
                    <td className={td}>
                      <Details entry={r} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <LoadMore query={log} label={t('more')} loadingLabel={t('loading')} />
    </div>
  );
}

/** How many lines a record shows before "…and N more". */
const SHOWN_LINES = 5;

function Details({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACES);
  const language = readerLanguage(i18n.resolvedLanguage);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const raw = detailLines(entry);
  // A record about one product reads under its name, not with the name on every line.
  const subjects = new Set(raw.map((l) => l.subject));
  const title = recordTitle(entry, t as Translate);
  const oneSubject = title === null && subjects.size === 1 ? [...subjects][0] : undefined;
  const lines = raw.map((l) => formatLine(oneSubject ? { ...l, subject: undefined } : l, t as Translate, language));
  const hidden = Math.max(0, lines.length - SHOWN_LINES);
  const shown = expanded ? lines : lines.slice(0, SHOWN_LINES);
  const name = title ?? oneSubject ?? null;
  return (
    <div className="min-w-48 space-y-1">
      {name ? <p className="font-medium break-words text-gray-900 dark:text-gray-100">{name}</p> : null}
      {lines.length ? (
        <ul id={listId} className="space-y-0.5">
          {shown.map((l, i) => (
            <li key={i} className="break-words">
              <span className="text-gray-700 dark:text-gray-300">{l.label}: </span>
              {l.value}
            </li>
          ))}
        </ul>
      ) : null}
      {hidden ? (
        <button
          type="button"
          className={`${textLink} py-1 text-left`}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('activity:fewerChanges') : t('activity:moreChanges', { count: hidden })}
        </button>
      ) : null}
    </div>
  );
}
