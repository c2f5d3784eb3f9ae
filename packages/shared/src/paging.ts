/**
 * Page sizes of cursor-paged lists, apart from their zod schemas (contract.ts) so that the web's
 * first load can read them without loading zod.
 */
export const CURSOR_PAGE_DEFAULT = 500;
export const CURSOR_PAGE_MAX = 1000;
