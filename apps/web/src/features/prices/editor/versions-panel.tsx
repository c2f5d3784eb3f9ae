import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LARGE_MOVE, listName, toCents, type PriceDiffRowOut, type PriceListDetail, type PriceListVersion } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { invalidatePriceReads } from '../../../api/price-reads';
import { priceListsApi, usePriceListVersion, usePriceListVersions, useVersionComparison } from '../../../api/price-lists';
import { ConfirmDialog } from '../../../components/ui/modal';
import { formatChange, formatPercent } from './numbers';
import { versionReason } from '../../../lib/version-reason';

const smallButton =
  'rounded-md border border-emerald-700 px-2.5 py-1 text-xs font-semibold text-emerald-800 hover:bg-emerald-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-emerald-950';
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300';
const td = 'px-3 py-2 align-top';

/** The list's versions: who saved what and why; each version's changes; two versions compared; roll back. */
export function VersionsPanel({ detail, language, dirty }: { detail: PriceListDetail; language: 'en' | 'es'; dirty: boolean }) {
  const { t } = useTranslation('priceLists');
  const queryClient = useQueryClient();
  const versions = usePriceListVersions(detail.id);
  const [open, setOpen] = useState<number | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [compare, setCompare] = useState<{ from: number; to: number } | null>(null);
  const [rollbackTo, setRollbackTo] = useState<number | null>(null);
  const [floorConfirm, setFloorConfirm] = useState(false);
  const [floorConfirmed, setFloorConfirmed] = useState(false);
  /** How many restored prices the server flagged (to $0.00, or far from today's): they need a tick of their own. */
  const [movesToConfirm, setMovesToConfirm] = useState<number | null>(null);
  const [movesConfirmed, setMovesConfirmed] = useState(false);
  const [rollingBack, setRollingBack] = useState(false);
  const [rollbackError, setRollbackError] = useState<string | null>(null);
  const fromId = useId();
  const toId = useId();
  const floorId = useId();
  const movesId = useId();
  const headingId = useId();

  const versionDetail = usePriceListVersion(detail.id, open);
  const comparison = useVersionComparison(detail.id, compare);

  const items = versions.data ?? [];
  const fromValue = from ?? items[1]?.number ?? items[0]?.number ?? null;
  const toValue = to ?? items[0]?.number ?? null;

  const closeRollback = () => {
    setRollbackTo(null);
    setFloorConfirm(false);
    setFloorConfirmed(false);
    setMovesToConfirm(null);
    setMovesConfirmed(false);
  };

  const rollback = async () => {
    if (rollbackTo === null) return;
    setRollingBack(true);
    setRollbackError(null);
    try {
      const result = await priceListsApi.rollback(detail.id, {
        version: detail.version,
        to: rollbackTo,
        ...(floorConfirm && floorConfirmed ? { confirmBelowFloor: true } : {}),
        ...(movesToConfirm !== null && movesConfirmed ? { confirmLargeMoves: true } : {}),
      });
      const target = rollbackTo;
      closeRollback();
      await invalidatePriceReads(queryClient);
      notify('success', result.version === null ? t('editor.versions.rolledBackNothing', { to: target }) : t('editor.versions.rolledBack', { to: target, version: result.version }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'below_floor') {
        setFloorConfirm(true);
        return;
      }
      if (error instanceof ApiError && error.code === LARGE_MOVE) {
        setMovesToConfirm(Object.keys(error.fields).length);
        return;
      }
      closeRollback();
      if (error instanceof ApiError && error.code === 'version_conflict') {
        setRollbackError(t('editor.conflict.text', { version: error.fields.version ?? '', savedBy: error.fields.savedBy || t('editor.someone'), savedAt: error.fields.savedAt ? formatDateTime(error.fields.savedAt, language) : '' }));
        void invalidatePriceReads(queryClient);
      } else if (error instanceof ApiError && error.status === 401) {
        setRollbackError(t('editor.mustSignIn'));
      } else {
        setRollbackError(t('editor.versions.rollbackError'));
      }
    } finally {
      setRollingBack(false);
    }
  };

  const counts = (v: PriceListVersion) =>
    [
      v.added ? t('editor.versions.added', { count: v.added, formatted: formatNumber(v.added, language) }) : null,
      v.changed ? t('editor.versions.changed', { count: v.changed, formatted: formatNumber(v.changed, language) }) : null,
      v.removed ? t('editor.versions.removed', { count: v.removed, formatted: formatNumber(v.removed, language) }) : null,
    ]
      .filter(Boolean)
      .join(', ') || t('editor.versions.noChanges');

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="sr-only">
        {t('editor.tabs.versions')}
      </h2>
      {rollbackError ? (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          {rollbackError}
        </p>
      ) : null}
      {dirty ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">{t('editor.versions.dirtyNote')}</p> : null}

      {versions.isError ? (
        <LoadError message={t('editor.versions.loadError')} retryLabel={t('editor.retry')} onRetry={() => void versions.refetch()} />
      ) : !versions.data ? (
        <Spinner className="py-10" />
      ) : (
        <div className="relative overflow-x-auto rounded-md border border-gray-300 dark:border-gray-700">
          <table className="w-full min-w-[44rem] border-collapse text-sm">
            <caption className="sr-only">{t('editor.versions.caption', { name: listName(detail, language) })}</caption>
            <thead className="bg-gray-100 dark:bg-gray-800">
              <tr>
                <th scope="col" className={th}>
                  {t('editor.versions.number')}
                </th>
                <th scope="col" className={th}>
                  {t('editor.versions.author')}
                </th>
                <th scope="col" className={th}>
                  {t('editor.versions.date')}
                </th>
                <th scope="col" className={th}>
                  {t('editor.versions.reason')}
                </th>
                <th scope="col" className={th}>
                  {t('editor.versions.counts')}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{t('editor.versions.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
              {items.map((v) => (
                <tr key={v.number} className={v.number === open ? 'bg-emerald-50 dark:bg-emerald-950/40' : undefined}>
                  <th scope="row" className={`${td} text-left font-semibold whitespace-nowrap`}>
                    {t('editor.versions.label', { number: v.number })}
                    {v.number === detail.version ? <span className="ml-1 text-xs font-normal text-gray-700 dark:text-gray-300">{t('editor.versions.current')}</span> : null}
                  </th>
                  <td className={td}>{v.author ?? '—'}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDateTime(v.createdAt, language)}</td>
                  <td className={`${td} break-words`}>{versionReason(v, t, language) ?? <span className="text-gray-600 dark:text-gray-400">—</span>}</td>
                  <td className={td}>
                    {counts(v)}
                    {v.belowFloor > 0 ? (
                      <span className="block text-xs font-semibold text-amber-900 dark:text-amber-200">
                        {t('editor.versions.belowFloor', { count: v.belowFloor, formatted: formatNumber(v.belowFloor, language) })}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={smallButton}
                        aria-expanded={open === v.number}
                        aria-label={t('editor.versions.viewOf', { number: v.number })}
                        onClick={() => setOpen(open === v.number ? null : v.number)}
                      >
                        {t('editor.versions.view')}
                      </button>
                      {v.number !== detail.version ? (
                        <button
                          type="button"
                          className={smallButton}
                          disabled={dirty}
                          aria-label={t('editor.versions.rollbackOf', { number: v.number })}
                          onClick={() => {
                            setRollbackError(null);
                            setRollbackTo(v.number);
                          }}
                        >
                          {t('editor.versions.rollback')}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {open !== null ? (
        <section aria-live="polite">
          <h3 className="mb-2 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('editor.versions.changesOf', { number: open })}</h3>
          {versionDetail.isError ? (
            <LoadError message={t('editor.versions.detailError')} retryLabel={t('editor.retry')} onRetry={() => void versionDetail.refetch()} />
          ) : !versionDetail.data ? (
            <Spinner className="py-6" />
          ) : (
            <DiffTable rows={versionDetail.data.changes} language={language} caption={t('editor.versions.changesOf', { number: open })} />
          )}
        </section>
      ) : null}

      {items.length >= 2 ? (
        <section>
          <h3 className="mb-2 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('editor.versions.compareTitle')}</h3>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (fromValue !== null && toValue !== null) setCompare({ from: fromValue, to: toValue });
            }}
          >
            <VersionSelect id={fromId} label={t('editor.versions.from')} value={fromValue} onChange={setFrom} versions={items} />
            <VersionSelect id={toId} label={t('editor.versions.to')} value={toValue} onChange={setTo} versions={items} />
            <button type="submit" className={`${buttonSecondary} h-10 py-0`}>
              {t('editor.versions.compare')}
            </button>
          </form>
          {compare ? (
            <div className="mt-3" aria-live="polite">
              {comparison.isError ? (
                <LoadError message={t('editor.versions.compareError')} retryLabel={t('editor.retry')} onRetry={() => void comparison.refetch()} />
              ) : !comparison.data ? (
                <Spinner className="py-6" />
              ) : (
                <DiffTable rows={comparison.data.rows} language={language} caption={t('editor.versions.compareCaption', { from: compare.from, to: compare.to })} showCaption />
              )}
            </div>
          ) : null}
        </section>
      ) : null}

      {rollbackTo !== null ? (
        <ConfirmDialog
          title={t('editor.versions.rollbackTitle', { number: rollbackTo })}
          confirmLabel={t('editor.versions.rollbackConfirm')}
          cancelLabel={t('editor.save.cancel')}
          busy={rollingBack}
          confirmDisabled={(floorConfirm && !floorConfirmed) || (movesToConfirm !== null && !movesConfirmed)}
          onConfirm={() => void rollback()}
          onCancel={closeRollback}
        >
          <p>{t('editor.versions.rollbackText', { number: rollbackTo, next: detail.version + 1 })}</p>
          {floorConfirm ? (
            <div className="mt-3 flex items-start gap-2 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
              <input id={floorId} type="checkbox" checked={floorConfirmed} onChange={(e) => setFloorConfirmed(e.target.checked)} className="mt-0.5 size-5 accent-emerald-700 dark:accent-emerald-400" />
              <label htmlFor={floorId} className="font-medium">
                {t('editor.versions.rollbackBelowFloor')}
              </label>
            </div>
          ) : null}
          {movesToConfirm !== null ? (
            <div className="mt-3 flex items-start gap-2 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
              <input id={movesId} type="checkbox" checked={movesConfirmed} onChange={(e) => setMovesConfirmed(e.target.checked)} className="mt-0.5 size-5 accent-emerald-700 dark:accent-emerald-400" />
              <label htmlFor={movesId} className="font-medium">
                {t('editor.versions.rollbackLargeMoves', { count: movesToConfirm, formatted: formatNumber(movesToConfirm, language), zero: formatMoney('0.00', language) })}
              </label>
            </div>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** Product, old -> new, change, percent. */
function DiffTable({ rows, language, caption, showCaption = false }: { rows: PriceDiffRowOut[]; language: 'en' | 'es'; caption: string; showCaption?: boolean }) {
  const { t } = useTranslation('priceLists');
  if (rows.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{t('editor.versions.noPriceChanges')}</p>;
  const money = (v: string | null) => (v === null ? '—' : formatMoney(v, language));
  return (
    <div className="relative overflow-x-auto rounded-md border border-gray-300 dark:border-gray-700">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className={showCaption ? 'px-3 py-2 text-left font-medium text-gray-900 dark:text-gray-100' : 'sr-only'}>{caption}</caption>
        <thead className="bg-gray-100 dark:bg-gray-800">
          <tr>
            <th scope="col" className={th}>
              {t('editor.columns.product')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('editor.versions.old')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('editor.versions.new')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('editor.versions.change')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('editor.versions.percent')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((r) => {
            const change = r.change === null ? null : r.change.startsWith('-') ? -toCents(r.change.slice(1)) : toCents(r.change);
            return (
              <tr key={r.productId}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {language === 'es' ? r.nameEs : r.nameEn}
                </th>
                <td className={`${td} text-right tabular-nums`}>{r.old === null ? <span>{t('editor.versions.notInList')}</span> : money(r.old)}</td>
                <td className={`${td} text-right tabular-nums`}>{r.new === null ? <span>{t('editor.versions.removedMark')}</span> : money(r.new)}</td>
                <td className={`${td} text-right tabular-nums`}>{change === null ? '—' : formatChange(change, language)}</td>
                <td className={`${td} text-right tabular-nums`}>{r.percent === null ? '—' : formatPercent(r.percent, language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One end of a comparison of two versions. */
function VersionSelect(props: { id: string; label: string; value: number | null; onChange: (n: number) => void; versions: readonly { number: number }[] }) {
  const { t } = useTranslation('priceLists');
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="mt-1 block h-10 rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
      >
        {props.versions.map((v) => (
          <option key={v.number} value={v.number}>
            {t('editor.versions.label', { number: v.number })}
          </option>
        ))}
      </select>
    </div>
  );
}
