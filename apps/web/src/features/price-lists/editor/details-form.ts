import { formatBasisPoints, type Adjustment, type PriceListDetail, type UpdatePriceListInput, type Language } from '@freshprice/shared';
import type { AdjustmentForm } from './adjustment-fields';
import { adjustmentFromForm, plainPrice } from './numbers';

export type FieldName = 'name' | 'slug' | 'description' | 'staffNote' | 'base' | 'adjustment';

/** Server and schema codes this form explains; anything else reads as the generic error. */
export const KNOWN_CODES = ['nameRequired', 'textInvalid', 'slugTaken', 'invalidSlug', 'slugReserved', 'cycle', 'templateSlug', 'templateLinked', 'adjustmentRequired', 'unknownList', 'invalidAdjustment'] as const;

export interface FormState extends AdjustmentForm {
  name: string;
  slug: string;
  description: string;
  staffNote: string;
  base: string;
  linked: boolean;
}

export function initialForm(detail: PriceListDetail): FormState {
  const adj = detail.adjustment;
  return {
    name: detail.name,
    slug: detail.slug,
    description: detail.description ?? '',
    staffNote: detail.staffNote ?? '',
    base: detail.base?.id ?? '',
    linked: detail.linked ?? false,
    kind: adj?.kind ?? 'percent',
    direction: adj?.direction ?? 'up',
    value: adj ? (adj.kind === 'percent' ? formatBasisPoints(adj.value) : plainPrice(adj.value)) : '0',
    rounding: adj?.rounding ?? 'cent',
  };
}

export function fieldOf(path: string): FieldName | null {
  const head = path.split('.')[0];
  if (head === 'name' || head === 'slug' || head === 'description' || head === 'staffNote') return head;
  if (path.includes('adjustment')) return 'adjustment';
  if (head === 'base' || head === 'from' || head === 'linked') return 'base';
  return null;
}

function sameAdjustment(a: Adjustment | null, b: Adjustment | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The PATCH body for what changed (only the version when nothing did), or the field whose value the
 * shared adjustment schema refuses.
 */
export function detailsInput(
  form: FormState,
  detail: PriceListDetail,
  language: Language,
  confirmBelowFloor: boolean,
): { ok: true; input: UpdatePriceListInput } | { ok: false; field: 'adjustment' } {
  const input: UpdatePriceListInput = { version: detail.version };
  if (form.name.trim() !== detail.name) input.name = form.name;
  if (form.slug.trim() !== detail.slug) input.slug = form.slug;
  if (form.description.trim() !== (detail.description ?? '')) input.description = form.description.trim() === '' ? null : form.description;
  if (form.staffNote.trim() !== (detail.staffNote ?? '')) input.staffNote = form.staffNote.trim() === '' ? null : form.staffNote;
  let adjustment: Adjustment | null = null;
  if (form.base) {
    adjustment = adjustmentFromForm(form, language);
    if (!adjustment) return { ok: false, field: 'adjustment' };
  }
  const baseChanged =
    form.base !== (detail.base?.id ?? '') || (form.base !== '' && (form.linked !== detail.linked || !sameAdjustment(adjustment, detail.adjustment ?? null)));
  if (baseChanged) input.base = form.base ? { from: form.base, linked: form.linked, adjustment } : null;
  if (confirmBelowFloor) input.confirmBelowFloor = true;
  return { ok: true, input };
}
