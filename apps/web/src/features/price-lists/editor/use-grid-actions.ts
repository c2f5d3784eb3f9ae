import type { Adjustment, Language } from '@freshprice/shared';
import { addProduct, applyBulkAdjustment, applyFillDown, applyPaste, followBase, removeRow, rowBelowFloor, setPrice, undoFollow, undoRemove, type EditorRow, type ProductInfo } from './edits';
import type { PastedCell } from './grid-model';
import type { ListEdits } from './use-list-edits';
import type { useEditorRows } from './use-editor-rows';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the grid, the bulk adjustment and the add dialog do to the pending edits, announced to screen readers. */
export function useGridActions({
  list,
  rows,
  language,
  t,
  n,
}: {
  list: ListEdits;
  rows: ReturnType<typeof useEditorRows>;
  language: Language;
  t: Translate;
  n: (value: number) => string;
}) {
  const { edits, setEdits, setAnnouncement, rule, detail } = list;
  const { visible } = rows;
  const sentence = (parts: (string | null)[]) => parts.filter(Boolean).join(' ');

  /** A pasted block laid on the shown rows (mapPastedBlock's answer), announced with what it left out. */
  const onPaste = ({ cells, ignoredColumns, unusedRows }: { cells: readonly PastedCell[]; ignoredColumns: number; unusedRows: number }) => {
    const result = applyPaste(
      edits,
      cells.map((c) => ({ row: visible[c.row]!, text: c.text })),
      language,
    );
    setEdits(result.edits);
    const count = (key: string, value: number) => (value ? t(key, { count: value, formatted: n(value) }) : null);
    setAnnouncement(
      sentence([
        t('editor.grid.pasted', { count: result.filled, formatted: n(result.filled) }),
        count('editor.grid.pastedInvalid', result.invalid),
        count('editor.grid.pastedBlank', result.blank),
        count('editor.grid.pastedReadOnly', ignoredColumns),
        count('editor.grid.pastedUnused', unusedRows),
      ]),
    );
  };

  const onFillDown = (from: number, to: readonly number[]) => {
    const top = visible[from];
    if (!top) return;
    const result = applyFillDown(edits, top, to.map((i) => visible[i]!), language, rule);
    setEdits(result.edits);
    setAnnouncement(t('editor.grid.filled', { count: result.filled, formatted: n(result.filled) }));
  };

  const onHistory = (step: 'undo' | 'redo') => {
    const can = step === 'undo' ? list.history.canUndo : list.history.canRedo;
    if (!can) {
      setAnnouncement(t(step === 'undo' ? 'editor.history.nothingToUndo' : 'editor.history.nothingToRedo'));
      return;
    }
    list.history[step]();
    setAnnouncement(t(step === 'undo' ? 'editor.history.undone' : 'editor.history.redone'));
  };

  const onAdjust = (adjustment: Adjustment) => {
    const selectedRows = rows.allRows.filter((r) => rows.selected.has(r.productId));
    const result = applyBulkAdjustment(edits, selectedRows, adjustment, rule);
    setEdits(result.edits);
    const below = selectedRows.filter((r) => rowBelowFloor(r, result.edits[r.productId], detail.minMarginBp ?? 0, rule)).length;
    setAnnouncement(
      sentence([
        t('editor.adjust.done', { count: result.adjusted, formatted: n(result.adjusted) }),
        result.skipped ? t('editor.adjust.skipped', { count: result.skipped, formatted: n(result.skipped) }) : null,
        below ? t('editor.adjust.below', { count: below, formatted: n(below) }) : null,
      ]),
    );
  };

  const onAddProduct = (product: ProductInfo, price: string) => {
    setEdits((e) => addProduct(e, product, price, language));
    setAnnouncement(t('editor.add.added', { name: language === 'es' ? product.nameEs : product.nameEn }));
  };

  return {
    onCommitPrice: (row: EditorRow, value: string) => setEdits((e) => setPrice(e, row, value, language)),
    onPaste,
    onFillDown,
    onHistory,
    onAdjust,
    onAddProduct,
    onRemove: (row: EditorRow) => setEdits((e) => removeRow(e, row)),
    onUndoRemove: (id: string) => setEdits((e) => undoRemove(e, id)),
    onFollow: (row: EditorRow) => setEdits((e) => followBase(e, row)),
    onUndoFollow: (id: string) => setEdits((e) => undoFollow(e, id)),
  };
}
