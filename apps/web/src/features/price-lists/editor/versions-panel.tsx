import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceListDetail, Language } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { buttonSecondary } from '../../../components/ui/styles';
import { usePriceListVersion, usePriceListVersions, useVersionComparison } from '../../../api/price-lists';
import { RollbackDialog } from './rollback-dialog';
import { useRollback } from './use-rollback';
import { DiffTable, VersionSelect } from './version-diff';
import { VersionsTable } from './versions-table';

/** The list's versions: who saved what and why; each version's changes; two versions compared; roll back. */
export function VersionsPanel({ detail, language, dirty }: { detail: PriceListDetail; language: Language; dirty: boolean }) {
  const { t } = useTranslation('priceLists');
  const versions = usePriceListVersions(detail.id);
  const [open, setOpen] = useState<number | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [compare, setCompare] = useState<{ from: number; to: number } | null>(null);
  const r = useRollback(detail, language);
  const fromId = useId();
  const toId = useId();
  const headingId = useId();

  const versionDetail = usePriceListVersion(detail.id, open);
  const comparison = useVersionComparison(detail.id, compare);

  const items = versions.data ?? [];
  const fromValue = from ?? items[1]?.number ?? items[0]?.number ?? null;
  const toValue = to ?? items[0]?.number ?? null;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="sr-only">
        {t('editor.tabs.versions')}
      </h2>
      {r.error ? (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          {r.error}
        </p>
      ) : null}
      {dirty ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">{t('editor.versions.dirtyNote')}</p> : null}

      {versions.isError ? (
        <LoadError message={t('editor.versions.loadError')} retryLabel={t('editor.retry')} onRetry={() => void versions.refetch()} />
      ) : !versions.data ? (
        <Spinner className="py-10" />
      ) : (
        <VersionsTable detail={detail} items={items} open={open} dirty={dirty} language={language} onOpen={setOpen} onRollback={r.start} />
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

      {r.to !== null ? <RollbackDialog to={r.to} r={r} detail={detail} language={language} /> : null}
    </section>
  );
}
