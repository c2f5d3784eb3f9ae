/** A section of the profile page. */
export const card = 'min-w-0 rounded-lg border border-gray-200 p-4 dark:border-gray-700';
export const h2 = 'text-lg font-semibold text-gray-900 dark:text-gray-100';
