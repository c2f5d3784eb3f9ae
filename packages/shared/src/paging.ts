/**
 * Page sizes of cursor-paged lists, apart from their zod schemas (contract.ts) so that the web's
 * first load can read them without loading zod.
 */
export const CURSOR_PAGE_DEFAULT = 500;
export const CURSOR_PAGE_MAX = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Cursors name rows by id: a cursor that is not one is refused before any query. */
export const isUuid = (value: string): boolean => UUID.test(value);
