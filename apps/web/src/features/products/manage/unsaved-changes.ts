import { slugify } from '@freshprice/shared';
import { blankValues, emptyChanges, sameValue, valuesOf, type ChangesState, type Field, type ManagedProduct, type RowErrors, type RowValues } from './row-values';

// The table's rows and the save's request live beside the reducer; callers import all three from here.
export * from './row-values';
export * from './save-request';

export type ChangesAction =
  | { type: 'edit'; product: ManagedProduct; field: Field; value: RowValues[Field] }
  | { type: 'editNew'; clientId: string; field: Field; value: RowValues[Field] }
  | { type: 'add'; clientId: string }
  | { type: 'removeNew'; clientId: string }
  | { type: 'delete'; product: ManagedProduct }
  | { type: 'undoDelete'; id: string }
  | { type: 'discard' }
  /** After a conflict: forget the edits of these products (they are reloaded fresh). */
  | { type: 'drop'; ids: readonly string[] }
  /** An image was stored right away: the product's version moved on by our own hand. */
  | { type: 'imageSaved'; id: string; fromVersion: number; version: number; imageUrl: string }
  | { type: 'serverErrors'; errors: RowErrors };

function withoutField(errors: RowErrors, key: string, field: Field): RowErrors {
  const row = errors[key];
  if (!row || !(field in row)) return errors;
  const { [field]: _removed, ...rest } = row;
  return { ...errors, [key]: rest };
}

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export function changesReducer(state: ChangesState, action: ChangesAction): ChangesState {
  switch (action.type) {
    case 'edit': {
      const { product, field, value } = action;
      const entry = state.edits[product.id] ?? { base: product, values: {}, deleted: false };
      const original = valuesOf(entry.base)[field];
      const values = { ...entry.values };
      if (sameValue(field, original, value)) delete values[field];
      else (values as Record<Field, RowValues[Field]>)[field] = value;
      const next = { ...entry, values };
      const edits = Object.keys(values).length === 0 && !next.deleted ? omit(state.edits, product.id) : { ...state.edits, [product.id]: next };
      return { ...state, edits, serverErrors: withoutField(state.serverErrors, product.id, field) };
    }
    case 'editNew': {
      const created = state.created.map((row) => {
        if (row.clientId !== action.clientId) return row;
        const values = { ...row.values, [action.field]: action.value } as RowValues;
        let slugEdited = row.slugEdited || action.field === 'slug';
        if (action.field === 'slug' && action.value === '') slugEdited = false;
        if (!slugEdited && action.field === 'nameEn') values.slug = slugify(String(action.value));
        return { ...row, values, slugEdited };
      });
      return { ...state, created, serverErrors: withoutField(state.serverErrors, action.clientId, action.field) };
    }
    case 'add':
      return { ...state, created: [{ clientId: action.clientId, values: blankValues(), slugEdited: false }, ...state.created] };
    case 'removeNew':
      return { ...state, created: state.created.filter((r) => r.clientId !== action.clientId), serverErrors: omit(state.serverErrors, action.clientId) };
    case 'delete': {
      const entry = state.edits[action.product.id] ?? { base: action.product, values: {}, deleted: false };
      return { ...state, edits: { ...state.edits, [action.product.id]: { ...entry, deleted: true } } };
    }
    case 'undoDelete': {
      const entry = state.edits[action.id];
      if (!entry) return state;
      const edits = Object.keys(entry.values).length === 0 ? omit(state.edits, action.id) : { ...state.edits, [action.id]: { ...entry, deleted: false } };
      return { ...state, edits };
    }
    case 'discard':
      return emptyChanges;
    case 'drop': {
      const edits = { ...state.edits };
      let serverErrors = state.serverErrors;
      for (const id of action.ids) {
        delete edits[id];
        serverErrors = omit(serverErrors, id);
      }
      return { ...state, edits, serverErrors };
    }
    case 'imageSaved': {
      const entry = state.edits[action.id];
      // Only when the edit was based on the version the upload replaced: otherwise a conflict is real.
      if (!entry || entry.base.version !== action.fromVersion) return state;
      const base = { ...entry.base, version: action.version, imageUrl: action.imageUrl };
      return { ...state, edits: { ...state.edits, [action.id]: { ...entry, base } } };
    }
    case 'serverErrors':
      return { ...state, serverErrors: action.errors };
  }
}

/** How many products the save would touch: the "3 unsaved changes" count. */
export function changeCount(state: ChangesState): number {
  return Object.keys(state.edits).length + state.created.length;
}

/** Unique enough for one editing session, and under the server's 40 characters. */
export function newClientId(): string {
  return `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
