import type { Language } from '@freshprice/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import { BulkAdjust } from './bulk-adjust';
import { GridCommands } from './grid-commands';
import { GridFilters } from './grid-filters';
import { GridToolbar } from './grid-toolbar';
import { PriceCards } from './price-cards';
import { PriceGrid } from './price-grid';
import { SaveAlerts, SaveBar } from './save-bar';
import { SpreadsheetButtons } from './spreadsheet-buttons';
import { UploadPanel } from './upload-preview';
import type { useEditorRows } from './use-editor-rows';
import type { useGridActions } from './use-grid-actions';
import type { ListEdits } from './use-list-edits';
import type { PriceUpload } from './use-price-upload';
import type { SaveFlow } from './use-save-flow';

/** The Prices tab: the save bar and its alerts, the filters, the bulk adjustment, the spreadsheet round trip, the grid (a card per product on a phone) and its announcements. */
export function PricesPanel({
  list,
  rows,
  actions,
  save,
  upload,
  listRef,
  name,
  language,
  onDiscard,
  onAdd,
}: {
  list: ListEdits;
  rows: ReturnType<typeof useEditorRows>;
  actions: ReturnType<typeof useGridActions>;
  save: SaveFlow;
  upload: PriceUpload;
  listRef: string;
  name: string;
  language: Language;
  onDiscard: () => void;
  onAdd: () => void;
}) {
  const ids = { title: useId(), hint: useId() };
  const { detail, edits } = list;
  const { t } = useTranslation('priceLists');
  const phone = useMediaQuery(BELOW_MD);
  const shared = {
    rows: rows.visible,
    edits,
    linked: list.linked,
    language,
    minMarginBp: detail.minMarginBp ?? 0,
    rule: list.rule,
    selected: rows.selected,
    differences: list.differences,
    labelledBy: ids.title,
    onCommitPrice: actions.onCommitPrice,
    onSelect: rows.onSelect,
    onRemove: actions.onRemove,
    onUndoRemove: actions.onUndoRemove,
    onFollow: actions.onFollow,
    onUndoFollow: actions.onUndoFollow,
  };
  return (
    <>
      <SaveBar counts={list.counts} dirty={list.dirty} save={save} language={language} onDiscard={onDiscard} />
      <SaveAlerts save={save} newerMeanwhile={list.newerMeanwhile} differences={list.differences} language={language} onDismissDifferences={() => list.setDifferences(new Map())} />

      <GridFilters rows={rows} />

      <div className="mb-3">
        <BulkAdjust selectedCount={rows.selected.size} language={language} onApply={actions.onAdjust} onClear={rows.clearSelection} />
      </div>

      <GridToolbar
        ids={ids}
        name={name}
        total={rows.allRows.length}
        visible={rows.visible.length}
        allSelected={rows.allVisibleSelected}
        someSelected={rows.someVisibleSelected}
        language={language}
        onAdd={onAdd}
        onToggleAll={rows.toggleAllVisible}
        hint={phone ? t('editor.cards.hint') : undefined}
        actions={<SpreadsheetButtons listRef={listRef} language={language} busy={upload.state.status === 'reading'} onFile={(file) => void upload.upload(file)} />}
      />
      <UploadPanel upload={upload} language={language} />
      {phone ? (
        <>
          <GridCommands canUndo={list.history.canUndo} canRedo={list.history.canRedo} sortStale={rows.sortStale} onHistory={actions.onHistory} onResort={rows.resort} />
          <PriceCards {...shared} />
        </>
      ) : (
        <PriceGrid
          {...shared}
          describedBy={ids.hint}
          onPaste={actions.onPaste}
          onFillDown={actions.onFillDown}
          onHistory={actions.onHistory}
          canUndo={list.history.canUndo}
          canRedo={list.history.canRedo}
          sort={rows.sort}
          onSort={rows.onSort}
          sortStale={rows.sortStale}
          onResort={rows.resort}
          onAnnounce={list.setAnnouncement}
        />
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-gray-800 dark:text-gray-200">
        {list.announcement}
      </p>
    </>
  );
}
