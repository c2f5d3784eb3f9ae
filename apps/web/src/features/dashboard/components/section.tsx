import type { ReactNode } from 'react';

const card = 'min-w-0 rounded-lg border border-gray-200 p-4 dark:border-gray-700';
const h2 = 'text-lg font-semibold text-gray-900 dark:text-gray-100';
export const th = 'whitespace-nowrap border-b border-gray-300 px-2 py-1 text-left font-semibold text-gray-900 dark:border-gray-600 dark:text-gray-100';
export const td = 'border-b border-gray-200 px-2 py-1 text-gray-800 dark:border-gray-800 dark:text-gray-200';
export const muted = 'text-gray-700 dark:text-gray-300';

/** One of the dashboard's cards, named by its heading. */
export function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`${card} ${className}`} aria-label={title}>
      <h2 className={h2}>{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

