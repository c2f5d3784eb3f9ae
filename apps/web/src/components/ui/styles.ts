/** Shared class names so every button and link looks and focuses the same. */
export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-emerald-500 dark:text-gray-950 dark:hover:bg-emerald-400';

export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-md border border-emerald-700 px-4 py-2 font-semibold text-emerald-800 hover:bg-emerald-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-emerald-950';

export const textLink =
  'font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900 dark:text-emerald-300 dark:hover:text-emerald-200';

export const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * The one content column of the site: the header, the footer and every page use it, so their left
 * edges line up at every width.
 */
export const pageContainer = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-500 dark:text-gray-950 dark:hover:bg-red-400';
