import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportInfo } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { ConfirmDialog } from '../../../components/ui/modal';
import { buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { importsApi, invalidateAfterImport, useImportHistory } from '../../../api/imports';

/** The list by its name; its slug when the list was deleted since (history keeps naming it). */
const listName = (item: ImportInfo) => item.priceList.name ?? item.priceList.slug;

/** Past imports (who, when, file, list, counts, outcome) with Undo for finished ones. */
export function ImportHistory() {
  const { t, i18n } = useTranslation('imports');
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const history = useImportHistory();
  const [undoing, setUndoing] = useState<ImportInfo | null>(null);
  const undo = useMutation({
    mutationFn: (id: string) => importsApi.undo(id),
    onSuccess: () => {
      notify('success', t('history.undone'));
      setUndoing(null);
      // The list's prices and the products' costs went back: every screen showing them refreshes.
      void invalidateAfterImport(queryClient);
    },
    onError: () => notify('error', t('history.undoError')),
  });
  const when = (iso: string) => formatDateTime(iso, language);
  return (
    <section className="mt-10" aria-labelledby="history-title">
      <h2 id="history-title" className="mb-3 text-2xl font-semibold text-gray-900 dark:text-gray-100">
        {t('history.title')}
      </h2>
      {history.isError ? (
        <LoadError message={t('history.loadError')} retryLabel={t('history.retry')} onRetry={() => void history.refetch()} />
      ) : history.data && history.data.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">{t('history.empty')}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-700">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t('history.title')}</caption>
            <thead className="bg-gray-50 text-gray-900 dark:bg-gray-900 dark:text-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2">{t('history.when')}</th>
                <th scope="col" className="px-3 py-2">{t('history.who')}</th>
                <th scope="col" className="px-3 py-2">{t('history.file')}</th>
                <th scope="col" className="px-3 py-2">{t('history.list')}</th>
                <th scope="col" className="px-3 py-2">{t('history.outcome')}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t('history.undo')}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 text-gray-800 dark:divide-gray-700 dark:text-gray-200">
              {(history.data ?? []).map((item) => (
                <tr key={item.id}>
                  <td className="px-3 py-2 whitespace-nowrap">{when(item.createdAt)}</td>
                  <td className="px-3 py-2 break-all">{item.userEmail}</td>
                  <th scope="row" className="px-3 py-2 font-normal break-all">{item.fileName}</th>
                  <td className="px-3 py-2 break-words">
                    {listName(item)}
                    {item.priceList.name === null ? <span className="block text-gray-700 dark:text-gray-300">{t('history.listDeleted')}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    {t(`state.${item.status}`)}
                    {item.summary ? <span className="block text-gray-700 dark:text-gray-300">{t('history.counts', item.summary)}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    {item.status === 'completed' || item.status === 'completed_with_issues' || item.status === 'failed' ? (
                      <button type="button" className={buttonSecondary} onClick={() => setUndoing(item)}>
                        {t('history.undo')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {undoing ? (
        <ConfirmDialog
          title={t('history.undoTitle')}
          confirmLabel={t('history.undo')}
          cancelLabel={t('history.cancel')}
          destructive
          busy={undo.isPending}
          onConfirm={() => undo.mutate(undoing.id)}
          onCancel={() => setUndoing(null)}
        >
          {t('history.undoBody', { list: listName(undoing), file: undoing.fileName })}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
