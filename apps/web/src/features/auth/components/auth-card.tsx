import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-title';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900">
        <PageHeader title={title}>{intro}</PageHeader>
        {children}
      </div>
    </section>
  );
}

export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const classes =
    kind === 'error'
      ? 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100'
      : 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100';
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-md border-l-4 p-3 text-sm ${classes}`}>
      {children}
    </div>
  );
}
