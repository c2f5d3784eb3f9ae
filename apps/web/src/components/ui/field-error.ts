/** The look of a field's error line (FieldFrame's, and the one a server-rendered page's island adds). */
export const fieldErrorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';
