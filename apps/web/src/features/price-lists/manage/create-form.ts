import { createPriceListInputSchema, PRICE_LIST_DESCRIPTION_MAX, PRICE_LIST_NAME_MAX, priceListSlugSchema, slugCandidates, type Adjustment, type CreatePriceListInput } from '@freshprice/shared';
import { readAdjustment } from '../../../lib/format';

export type Source = 'empty' | 'template' | 'list';
export type Mode = 'linked' | 'copy';

/** What the add form holds while the user types: the adjustment's value is still text. */
export interface CreateFormValues {
  name: string;
  slug: string;
  description: string;
  staffNote: string;
  source: Source;
  templateRef: string;
  listRef: string;
  mode: Mode;
  kind: Adjustment['kind'];
  direction: Adjustment['direction'];
  value: string;
  rounding: Adjustment['rounding'];
  confirmBelow: boolean;
  confirmMoves: boolean;
  sharedWith: string[];
}

export const FIELDS = ['name', 'slug', 'description', 'staffNote', 'from', 'value', 'confirm', 'moves'] as const;
export type Field = (typeof FIELDS)[number];
/** A field's problem as a key under priceLists:manage.errors, with its values. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}
export type FieldErrors = Partial<Record<Field, FieldError>>;

/** The slug the server makes from the name when none is given: the first free one of x, x-2, x-3… */
export function suggestedSlug(name: string, taken: ReadonlySet<string>): string {
  if (!name.trim()) return '';
  for (const candidate of slugCandidates(name)) if (!taken.has(candidate)) return candidate;
  return '';
}

/** The base list chosen for the source, or '' for an empty list. */
export const fromOf = (values: Pick<CreateFormValues, 'source' | 'templateRef' | 'listRef'>) =>
  values.source === 'template' ? values.templateRef : values.source === 'list' ? values.listRef : '';

/** The adjustment to send: none for a one-time copy that changes nothing; a linked list always has one. */
export function adjustmentOf(values: CreateFormValues, language: string): { ok: true; adjustment: Adjustment | null } | { ok: false; error: string } {
  const read = readAdjustment(values, language);
  if (!read.ok) return read;
  const neutral = read.adjustment.value === 0 && read.adjustment.rounding === 'cent';
  return { ok: true, adjustment: values.mode === 'copy' && neutral ? null : read.adjustment };
}

const body = createPriceListInputSchema.shape;

/** The first problem of a text field under the create body's schema, as the form says it. */
function textError(schema: typeof body.name | typeof body.description, text: string, tooLong: string, max: number): FieldError | undefined {
  const parsed = schema.safeParse(text);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'too_small') return { key: 'nameRequired' };
  if (issue?.code === 'too_big') return { key: tooLong, values: { max } };
  return { key: 'textInvalid' };
}

/**
 * The form's problems, field by field, read with the shared schemas of the create body (name, slug,
 * notes, adjustment); `needsConfirm` / `needsMovesConfirm`: the preview (or the server) found prices
 * below the floor / moved a lot, which need their box ticked.
 */
export function createFormErrors(
  values: CreateFormValues,
  context: { takenSlugs: ReadonlySet<string>; language: string; needsConfirm: boolean; needsMovesConfirm: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  const name = textError(body.name, values.name, 'nameTooLong', PRICE_LIST_NAME_MAX);
  if (name) errors.name = name;
  if (values.slug.trim()) {
    const parsed = priceListSlugSchema.safeParse(values.slug);
    if (!parsed.success) errors.slug = { key: parsed.error.issues[0]?.message === 'slugReserved' ? 'slugReserved' : 'invalidSlug' };
    else if (context.takenSlugs.has(parsed.data)) errors.slug = { key: 'slugTaken' };
  }
  const description = textError(body.description, values.description, 'descriptionTooLong', PRICE_LIST_DESCRIPTION_MAX);
  if (description) errors.description = description;
  const staffNote = textError(body.staffNote, values.staffNote, 'descriptionTooLong', PRICE_LIST_DESCRIPTION_MAX);
  if (staffNote) errors.staffNote = staffNote;
  if (values.source !== 'empty') {
    if (!fromOf(values)) errors.from = { key: 'fromRequired' };
    const adjustment = adjustmentOf(values, context.language);
    if (!adjustment.ok) errors.value = { key: adjustment.error };
  }
  if (context.needsConfirm && !values.confirmBelow) errors.confirm = { key: 'confirmRequired' };
  if (context.needsMovesConfirm && !values.confirmMoves) errors.moves = { key: 'confirmMovesRequired' };
  return errors;
}

/** The create body of valid values (`createFormErrors` found nothing). */
export function createInput(values: CreateFormValues, adjustment: Adjustment | null, confirm: { below: boolean; moves: boolean }): CreatePriceListInput {
  return {
    name: values.name.trim(),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
    ...(values.staffNote.trim() ? { staffNote: values.staffNote.trim() } : {}),
    source: values.source === 'empty' ? { kind: 'empty' } : { kind: 'copy', from: fromOf(values), adjustment, linked: values.mode === 'linked' },
    ...(confirm.below && values.confirmBelow ? { confirmBelowFloor: true } : {}),
    ...(confirm.moves && values.confirmMoves ? { confirmLargeMoves: true } : {}),
    ...(values.sharedWith.length ? { sharedWith: values.sharedWith } : {}),
  };
}
