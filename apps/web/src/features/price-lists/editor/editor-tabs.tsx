import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type Tab = 'prices' | 'versions';

/** The ids that tie the tabs to their panel. */
export interface TabIds {
  prices: string;
  versions: string;
  panel: string;
}

/** The Prices / Versions tabs (ARIA tabs: the arrow keys, Home and End move between them). */
export function EditorTabs({ tab, ids, onChange }: { tab: Tab; ids: TabIds; onChange: (tab: Tab) => void }) {
  const { t } = useTranslation('priceLists');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: Tab = event.key === 'Home' ? 'prices' : event.key === 'End' ? 'versions' : tab === 'prices' ? 'versions' : 'prices';
    onChange(next);
    document.getElementById(ids[next])?.focus();
  };
  return (
    <div role="tablist" aria-label={t('editor.tabs.label')} className="mb-4 flex gap-1 border-b border-gray-300 dark:border-gray-700">
      {(['prices', 'versions'] as const).map((id) => (
        <button
          key={id}
          id={ids[id]}
          type="button"
          role="tab"
          aria-selected={tab === id}
          aria-controls={ids.panel}
          tabIndex={tab === id ? 0 : -1}
          onKeyDown={onKeyDown}
          onClick={() => onChange(id)}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
            tab === id
              ? 'border-emerald-700 text-emerald-900 dark:border-emerald-400 dark:text-emerald-200'
              : 'border-transparent text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-gray-100'
          }`}
        >
          {t(`editor.tabs.${id}`)}
        </button>
      ))}
    </div>
  );
}
