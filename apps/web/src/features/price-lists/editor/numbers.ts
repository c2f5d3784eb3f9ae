import { fromCents, type Adjustment, type Cents, type Language } from '@freshprice/shared';
import { readAdjustment, type AdjustmentDraft } from '../../../lib/format';
import { effectivePrice, type Edit, type EditorRow, type LinkRule } from './edits';

/**
 * A price as the text box starts with it: "12.50". Both languages show money with a decimal point
 * (es-US), and parsePriceInput reads a two-decimal "12.50" in Spanish too.
 */
export function plainPrice(cents: Cents): string {
  return fromCents(cents);
}

/** What a row's price box starts with: the typed text when it is not a price, else the price shown ('' for none). */
export function priceBoxText(row: EditorRow, edit: Edit | undefined, rule?: LinkRule): string {
  if (edit?.price && edit.price.cents === null) return edit.price.text;
  const price = effectivePrice(row, edit, rule);
  return price === null ? '' : plainPrice(price);
}

/**
 * The adjustment a form describes: `value` is a percentage or an amount of money as typed. Null when
 * the value is not a number of that kind, or the shared adjustment schema refuses it (a decrease of
 * 100% or more, more than 1000%).
 */
export function adjustmentFromForm(form: AdjustmentDraft, language: Language): Adjustment | null {
  const read = readEditorAdjustment(form, language);
  return read?.ok ? read.adjustment : null;
}

/** The editor's adjustment box through the one reader, `readAdjustment`; its box has no "empty is 0": empty is no value yet (null). */
export function readEditorAdjustment(form: AdjustmentDraft, language: Language): ReturnType<typeof readAdjustment> | null {
  return form.value.trim() === '' ? null : readAdjustment(form, language);
}
