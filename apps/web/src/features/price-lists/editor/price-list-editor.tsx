import { Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listName, type PriceListDetail } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { ConfirmDialog } from '../../../components/ui/modal';
import { usePageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { pageContainer } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { formatNumber, readerLanguage } from '../../../lib/format';
import { usePriceList } from '../../../api/price-lists';
import { AddProductsDialog } from './add-products-dialog';
import { DetailsDialog } from './details-dialog';
import { EditorHeader } from './editor-header';
import { BackLink, NotFound, TitleOnly } from './editor-states';
import { EditorTabs, type Tab } from './editor-tabs';
import { PricesPanel } from './prices-panel';
import { SaveDialog } from './save-dialog';
import { useEditorRows } from './use-editor-rows';
import { useGridActions } from './use-grid-actions';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useListEdits } from './use-list-edits';
import { usePriceUpload } from './use-price-upload';
import { useSaveFlow } from './use-save-flow';
import { VersionsPanel } from './versions-panel';

/** /prices-manage/:priceListId: the list's prices as a grid, its details, its versions. */
export function PriceListEditor({ listRef }: { listRef: string }) {
  // The list is asked for at once, while the page's translations load (their suspense stays below).
  const query = usePriceList(listRef);
  return (
    <Suspense fallback={<PageSpinner />}>
      <EditorOrState listRef={listRef} query={query} />
    </Suspense>
  );
}

function EditorOrState({ listRef, query }: { listRef: string; query: ReturnType<typeof usePriceList> }) {
  const { t } = useTranslation('priceLists');
  if (!query.data) {
    if (query.isError) {
      const notFound = query.error instanceof ApiError && query.error.status === 404;
      return (
        <section className={`${pageContainer} py-8`}>
          <BackLink />
          {notFound ? (
            <NotFound />
          ) : (
            <>
              <TitleOnly title={t('editor.title')} />
              <LoadError message={t('editor.loadError')} retryLabel={t('editor.retry')} onRetry={() => void query.refetch()} />
            </>
          )}
        </section>
      );
    }
    return <PageSpinner />;
  }
  return <Editor listRef={listRef} fresh={query.data} />;
}

function Editor({ listRef, fresh }: { listRef: string; fresh: PriceListDetail }) {
  const { t, i18n } = useTranslation('priceLists');
  const language = readerLanguage(i18n.resolvedLanguage);
  const n = (value: number) => formatNumber(value, language);

  const list = useListEdits(fresh);
  const { detail, counts } = list;
  const rows = useEditorRows({ items: detail.items, edits: list.edits, minMarginBp: detail.minMarginBp ?? 0, rule: list.rule, language });
  const actions = useGridActions({ list, rows, language, t, n });
  const { blocker, allowLeaving } = useLeaveGuard(list.dirty, { resetKey: listRef });
  const save = useSaveFlow({ listRef, fresh, list, clearSelection: rows.clearSelection, allowLeaving, t, n });
  const upload = usePriceUpload({ listRef, list, rows, language, t, n });

  const [tab, setTab] = useState<Tab>('prices');
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const [showAdd, setShowAdd] = useState(false);
  const tabIds = { prices: useId(), versions: useId(), panel: useId() };

  const { rowsById } = rows;
  const nameOf = useCallback(
    (productId: string) => {
      const row = rowsById.get(productId);
      return row ? (language === 'es' ? row.nameEs : row.nameEn) : productId;
    },
    [rowsById, language],
  );
  const shownName = listName(detail, language);
  usePageTitle(shownName);
  const pending = counts.changes + counts.invalid;

  return (
    <section className={`${pageContainer} py-6`}>
      <BackLink />
      <EditorHeader detail={detail} linked={list.linked} language={language} onEditDetails={() => setShowDetails(true)} />
      <EditorTabs tab={tab} ids={tabIds} onChange={setTab} />

      <div id={tabIds.panel} role="tabpanel" aria-labelledby={tabIds[tab]}>
        {tab === 'versions' ? (
          <VersionsPanel detail={detail} language={language} dirty={list.dirty} />
        ) : (
          <PricesPanel list={list} rows={rows} actions={actions} save={save} upload={upload} listRef={listRef} name={shownName} language={language} onDiscard={() => setConfirmDiscard(true)} onAdd={() => setShowAdd(true)} />
        )}
      </div>

      {save.review ? (
        <SaveDialog result={save.review.result} defaultReason={upload.reason} nameOf={nameOf} language={language} saving={save.busy} onConfirm={(input) => void save.confirmSave(input)} onCancel={save.cancelReview} />
      ) : null}
      {confirmDiscard ? (
        <ConfirmDialog
          title={t('editor.discardDialog.title', { count: pending })}
          confirmLabel={t('editor.discard')}
          cancelLabel={t('editor.discardDialog.cancel')}
          destructive
          onConfirm={() => {
            save.discard();
            setConfirmDiscard(false);
          }}
          onCancel={() => setConfirmDiscard(false)}
        >
          {t('editor.discardDialog.text')}
        </ConfirmDialog>
      ) : null}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title={t('editor.leaveDialog.title')}
          confirmLabel={t('editor.leaveDialog.confirm')}
          cancelLabel={t('editor.leaveDialog.cancel')}
          destructive
          onConfirm={() => blocker.proceed?.()}
          onCancel={() => blocker.reset?.()}
        >
          {t('editor.leaveDialog.text', { count: pending })}
        </ConfirmDialog>
      ) : null}
      {showDetails ? (
        <DetailsDialog
          detail={detail}
          language={language}
          onSaved={(summary) => {
            setShowDetails(false);
            save.onDetailsSaved(summary);
          }}
          onClose={() => setShowDetails(false)}
        />
      ) : null}
      {showAdd ? <AddProductsDialog language={language} excluded={rows.inList} onAdd={actions.onAddProduct} onClose={() => setShowAdd(false)} /> : null}
    </section>
  );
}
