import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { copyName, foldSearchText, listName, searchWords, type PriceListSummary } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { buttonPrimary, buttonSecondary, pageContainer } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatNumber, readerLanguage } from '../../../lib/format';
import { useSession } from '../../../api/me';
import { priceListsApi, usePriceListMutation, usePriceLists } from '../../../api/price-lists';
import { ConfirmDialog } from '../../../components/ui/modal';
import { CreateDialog } from './create-dialog';
import { errorDetail } from './errors';
import { MarginSetting } from './margin-setting';
import { PriceListsTable } from './price-lists-table';
import { ShareDialog } from './share-dialog';

/** /prices-manage: every price list, with add, duplicate, share and delete, and the margin floor. */
export function ManageView() {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const session = useSession();
  const role = session.status === 'signedIn' ? session.role : null;
  const lists = usePriceLists();
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<PriceListSummary | null>(null);
  const [toDelete, setToDelete] = useState<PriceListSummary | null>(null);

  // The copy is named in the language of the person copying ("Pequeña empresa (copia)"); once stored it is a name.
  const duplicate = usePriceListMutation((list: PriceListSummary) => priceListsApi.duplicate(list.slug, { name: copyName(list, readerLanguage(language)) }));
  const remove = usePriceListMutation((list: PriceListSummary) => priceListsApi.remove(list.slug));

  const index = useMemo(
    () => (lists.data ?? []).map((list) => ({ list, haystack: foldSearchText(`${list.name} \u0000 ${listName(list, readerLanguage(language))} \u0000 ${list.slug}`) })),
    [lists.data, language],
  );
  const visible = useMemo(() => {
    const words = searchWords(query);
    return index.filter(({ haystack }) => words.every((w) => haystack.includes(w))).map(({ list }) => list);
  }, [index, query]);

  const onDuplicate = (list: PriceListSummary) =>
    duplicate.mutate(list, {
      onSuccess: (copy) => notify('success', t('manage.messages.duplicated', { name: copy.name })),
      onError: (cause) => notify('error', [t('manage.messages.duplicateError'), errorDetail(cause, t)].filter(Boolean).join(' ')),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: () => {
        setToDelete(null);
        notify('success', t('manage.messages.deleted'));
      },
      onError: (cause) => {
        const list = toDelete;
        setToDelete(null);
        notify('error', [t('manage.messages.deleteError'), deleteRefusal(cause, list) ?? errorDetail(cause, t)].filter(Boolean).join(' '));
      },
    });
  };

  /** Why the server kept a list (409 list_protected), in the reader's language when the reason is known. */
  const deleteRefusal = (cause: unknown, list: PriceListSummary): string | null => {
    if (!(cause instanceof ApiError) || cause.code !== 'list_protected') return null;
    if (cause.fields.list === 'template') return t('manage.actions.templateProtected');
    const dependents = (lists.data ?? []).filter((l) => l.base?.id === list.id && l.linked).map((l) => `“${listName(l, readerLanguage(language))}”`);
    if (cause.fields.list === 'hasDependents' && dependents.length) return t('manage.errors.hasDependents', { names: dependents.join(', ') });
    return cause.message;
  };

  const total = lists.data?.length ?? 0;

  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('manage.title')}>{t('manage.intro')}</PageHeader>

      <div className="mb-4 flex flex-wrap gap-2">
        <button type="button" className={buttonPrimary} disabled={!lists.data} onClick={() => setCreating(true)}>
          {t('manage.actions.add')}
        </button>
        <Link to="/prices-manage/compare" className={buttonSecondary}>
          {t('manage.actions.compare')}
        </Link>
      </div>

      <MarginSetting role={role} />

      {lists.isError ? (
        <LoadError message={t('manage.messages.loadError')} retryLabel={t('manage.retry')} onRetry={() => void lists.refetch()} />
      ) : !lists.data ? (
        <Spinner className="min-h-[30vh]" />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <SearchField
              label={t('manage.search.label')}
              placeholder={t('manage.search.placeholder')}
              value={text}
              onChange={setText}
              className="w-full sm:max-w-md"
            />
            <p role="status" className="pb-2 text-sm text-gray-700 dark:text-gray-300">
              {query.trim()
                ? t('manage.search.matching', { count: visible.length, formatted: formatNumber(visible.length, language), total: formatNumber(total, language), totalCount: total })
                : t('manage.search.count', { count: total, formatted: formatNumber(total, language) })}
            </p>
          </div>
          {visible.length === 0 ? (
            <p className="rounded-md border border-gray-300 px-3 py-8 text-center font-medium text-gray-800 dark:border-gray-700 dark:text-gray-200">
              {total === 0 ? t('manage.search.empty') : t('manage.search.noMatch')}
            </p>
          ) : (
            <PriceListsTable
              lists={visible}
              caption={t('manage.table.caption')}
              onDuplicate={onDuplicate}
              onShare={setSharing}
              onDelete={setToDelete}
              duplicatingId={duplicate.isPending ? (duplicate.variables?.id ?? null) : null}
            />
          )}
        </>
      )}

      {creating && lists.data ? <CreateDialog lists={lists.data} onClose={() => setCreating(false)} /> : null}
      {sharing ? <ShareDialog list={sharing} onClose={() => setSharing(null)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('manage.delete.title', { name: toDelete ? listName(toDelete, readerLanguage(language)) : '' })}
        confirmLabel={remove.isPending ? t('manage.delete.deleting') : t('manage.delete.confirm')}
        cancelLabel={t('manage.cancel')}
        destructive
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        <p>{t('manage.delete.text')}</p>
        {toDelete?.sharedWith?.length ? (
          <p className="mt-2">{t('manage.delete.shared', { count: toDelete.sharedWith.length, formatted: formatNumber(toDelete.sharedWith.length, language) })}</p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
