import type { Language } from '@freshprice/shared';
import { useEffect, useLayoutEffect, useRef, type ClipboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlock, parseBlock } from '../../../lib/grid/clipboard';
import { bounds, type CellRange } from '../../../lib/grid/selection';
import type { Edits, EditorRow, LinkRule } from './edits';
import { COPY_COLUMNS, type ColumnId } from './grid-columns';
import { copyText, mapPastedBlock, type PastedCell } from './grid-model';
import { shownValues, type ShownValues } from './rows-view';

/**
 * The price grid's Ctrl+C and Ctrl+V: the selected block copied as a spreadsheet reads it (the values
 * shown), a block copied from a spreadsheet pasted from the selection's top left. A copy or paste with
 * nothing selected in the page goes to the document's body, not to the focused cell: while the grid
 * holds the focus, it is the grid's.
 */
export function useGridClipboard(g: {
  gridRef: RefObject<HTMLDivElement | null>;
  rows: readonly EditorRow[];
  edits: Edits;
  rule: LinkRule;
  language: Language;
  columns: readonly ColumnId[];
  range: CellRange;
  /** A cell's text box is open: a single value is its own paste, and it copies its own text. */
  editing: boolean;
  /** Closes the open text box, dropping what was typed (a block pasted over it wins). */
  cancel: () => void;
  categoryName: (category: string) => string;
  onPaste: (paste: { cells: PastedCell[]; ignoredColumns: number; unusedRows: number }) => void;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation('priceLists');
  const { gridRef, rows, edits, rule, language, columns, range, editing, cancel, categoryName } = g;

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (rows.length === 0) return;
    const text = event.clipboardData.getData('text/plain');
    // One value while typing is the text box's own paste.
    if (editing && !isBlock(text)) return;
    event.preventDefault();
    if (editing) cancel();
    const pasted = parseBlock(text);
    if (pasted.length > 0) g.onPaste(mapPastedBlock(pasted, range, columns, rows.length));
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    // While typing, the text box copies its own selected text.
    if (editing || rows.length === 0) return;
    const shown = new Map<number, ShownValues>();
    const valueOf = (row: number, column: string) => {
      let values = shown.get(row);
      if (!values) {
        const r = rows[row]!;
        values = shownValues(r, edits[r.productId], { rule, language, categoryName });
        shown.set(row, values);
      }
      return values[column as keyof ShownValues];
    };
    const text = copyText(range, columns, COPY_COLUMNS, valueOf);
    if (text === null) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', text);
    const b = bounds(range);
    const cells = (b.bottom - b.top + 1) * columns.slice(b.left, b.right + 1).filter((c) => COPY_COLUMNS.has(c)).length;
    g.onAnnounce(t('editor.grid.copied', { count: cells, formatted: String(cells) }));
  };

  const clipboard = useRef({ onCopy, onPaste });
  useLayoutEffect(() => {
    clipboard.current = { onCopy, onPaste };
  });
  useEffect(() => {
    const forward = (event: globalThis.ClipboardEvent) => {
      const grid = gridRef.current;
      if (!grid || event.defaultPrevented || !event.clipboardData || grid.contains(event.target as Node) || !grid.contains(document.activeElement)) return;
      const handler = event.type === 'copy' ? clipboard.current.onCopy : clipboard.current.onPaste;
      handler(event as unknown as ClipboardEvent<HTMLDivElement>);
    };
    document.addEventListener('copy', forward);
    document.addEventListener('paste', forward);
    return () => {
      document.removeEventListener('copy', forward);
      document.removeEventListener('paste', forward);
    };
  }, [gridRef]);

  return { onCopy, onPaste };
}
