import type { Adjustment, Language } from '@freshprice/shared';
import { addProduct, applyBulkAdjustment, applyPaste, followBase, removeRow, rowBelowFloor, setPrice, undoFollow, undoRemove, type EditorRow, type ProductInfo } from './edits';
import { pasteTargets } from './grid-model';
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

  const onPaste = (start: number, values: string[]) => {
    const { rows: targets, unused } = pasteTargets(start, values.length, visible.length);
    const result = applyPaste(
      edits,
      targets.map((i) => visible[i]!),
      values.slice(0, targets.length),
      language,
    );
    setEdits(result.edits);
    setAnnouncement(
      sentence([
        t('editor.grid.pasted', { count: result.filled, formatted: n(result.filled) }),
        result.invalid ? t('editor.grid.pastedInvalid', { count: result.invalid, formatted: n(result.invalid) }) : null,
        unused ? t('editor.grid.pastedUnused', { count: unused, formatted: n(unused) }) : null,
      ]),
    );
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
    onAdjust,
    onAddProduct,
    onRemove: (row: EditorRow) => setEdits((e) => removeRow(e, row)),
    onUndoRemove: (id: string) => setEdits((e) => undoRemove(e, id)),
    onFollow: (row: EditorRow) => setEdits((e) => followBase(e, row)),
    onUndoFollow: (id: string) => setEdits((e) => undoFollow(e, id)),
  };
}
