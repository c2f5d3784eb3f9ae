import type { ReactNode } from 'react';

const TONES = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-700/20 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30',
  gray: 'bg-gray-100 text-gray-800 ring-gray-700/20 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-400/30',
  amber: 'bg-amber-100 text-amber-950 ring-amber-700/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/30',
  red: 'bg-red-100 text-red-900 ring-red-700/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/30',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children, className = '' }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** In stock / out of stock, with a dot so it is not told by colour alone. */
export function AvailabilityBadge({ inStock, label }: { inStock: boolean; label: string }) {
  return (
    <Badge tone={inStock ? 'green' : 'gray'}>
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${inStock ? 'bg-emerald-600 dark:bg-emerald-400' : 'border border-gray-600 dark:border-gray-300'}`}
      />
      {label}
    </Badge>
  );
}
