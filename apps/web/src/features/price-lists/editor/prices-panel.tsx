import type { Language } from '@freshprice/shared';
import { useId } from 'react';
import { BulkAdjust } from './bulk-adjust';
import { GridFilters } from './grid-filters';
import { GridToolbar } from './grid-toolbar';
import { PriceGrid } from './price-grid';
import { SaveAlerts, SaveBar } from './save-bar';
import type { useEditorRows } from './use-editor-rows';
import type { useGridActions } from './use-grid-actions';
import type { ListEdits } from './use-list-edits';
import type { SaveFlow } from './use-save-flow';

/** The Prices tab: the save bar and its alerts, the filters, the bulk adjustment, the grid and its announcements. */
export function PricesPanel({
  list,
  rows,
  actions,
  save,
  name,
  language,
  onDiscard,
  onAdd,
}: {
  list: ListEdits;
  rows: ReturnType<typeof useEditorRows>;
  actions: ReturnType<typeof useGridActions>;
  save: SaveFlow;
  name: string;
  language: Language;
  onDiscard: () => void;
  onAdd: () => void;
}) {
  const ids = { title: useId(), hint: useId() };
  const { detail, edits } = list;
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
      />
      <PriceGrid
        rows={rows.visible}
        edits={edits}
        linked={list.linked}
        language={language}
        minMarginBp={detail.minMarginBp ?? 0}
        rule={list.rule}
        selected={rows.selected}
        differences={list.differences}
        labelledBy={ids.title}
        describedBy={ids.hint}
        onCommitPrice={actions.onCommitPrice}
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
        onSelect={rows.onSelect}
        onRemove={actions.onRemove}
        onUndoRemove={actions.onUndoRemove}
        onFollow={actions.onFollow}
        onUndoFollow={actions.onUndoFollow}
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-gray-800 dark:text-gray-200">
        {list.announcement}
      </p>
    </>
  );
}
