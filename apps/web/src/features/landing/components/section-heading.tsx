import type { ReactNode } from 'react';

export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wider text-emerald-700 uppercase dark:text-emerald-300">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-gray-900 sm:text-4xl dark:text-gray-50">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-pretty text-gray-700 dark:text-gray-300">{children}</p> : null}
    </div>
  );
}
