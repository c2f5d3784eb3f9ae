import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ManagedProduct } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { formatNumber } from '../../../lib/format';
import { publishDrafts } from '../../../api/products';

const quiet = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Products the QuickBooks import created and nobody has published: a count and a checklist to publish
 * many in one action (the grid's "needs review" filter shows them). Nothing shows without drafts.
 */
export function DraftsPanel(props: { products: ManagedProduct[] }) {
  const { t, i18n } = useTranslation('productsManage');
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const drafts = useMemo(() => props.products.filter((p) => p.draft), [props.products]);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  // A product published meanwhile (here or elsewhere) drops out of the selection by itself.
  const selected = drafts.filter((p) => picked.has(p.id)).map((p) => p.id);

  if (!drafts.length) return null;

  const toggle = (id: string, on: boolean) => {
    setError(null);
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const publish = async () => {
    setError(null);
    if (!selected.length) {
      setError(t('drafts.chooseFirst'));
      return;
    }
    setBusy(true);
    try {
      const { published } = await publishDrafts(queryClient, selected);
      setPicked(new Set());
      notify('success', published ? t('drafts.published', { count: published }) : t('drafts.publishedNone'));
    } catch {
      setError(t('drafts.publishError'));
    } finally {
      setBusy(false);
    }
  };

  const name = (p: ManagedProduct) => (language === 'es' ? p.nameEs || p.nameEn : p.nameEn);

  return (
    <section aria-labelledby={headingId} className="mb-3 rounded-lg border border-amber-500 bg-amber-50 p-3 text-sm text-gray-900 dark:border-amber-400 dark:bg-gray-900 dark:text-gray-100">
      <h2 id={headingId} className="text-base font-semibold">
        {t('drafts.title', { count: drafts.length, formatted: formatNumber(drafts.length, language) })}
      </h2>
      <p className="mt-1">{t('drafts.intro')}</p>
      <ul aria-label={t('drafts.listLabel')} className="mt-2 max-h-56 space-y-1 overflow-y-auto rounded-md border border-amber-300 bg-white p-2 dark:border-amber-700 dark:bg-gray-950">
        {drafts.map((p) => (
          <li key={p.id}>
            <label className="flex min-h-8 items-center gap-2 break-words">
              <input
                type="checkbox"
                checked={picked.has(p.id)}
                onChange={(event) => toggle(p.id, event.target.checked)}
                className="size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
              />
              <span className="min-w-0">
                {name(p)}
                {p.quickbooksId ? <span className="ml-2 text-gray-700 dark:text-gray-300">({p.quickbooksId})</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="button" className={`${buttonSecondary} ${quiet}`} onClick={() => (setError(null), setPicked(new Set(drafts.map((p) => p.id))))}>
          {t('drafts.selectAll')}
        </button>
        <button type="button" className={`${buttonSecondary} ${quiet}`} disabled={!selected.length} onClick={() => setPicked(new Set())}>
          {t('drafts.selectNone')}
        </button>
        <button type="button" className={`${buttonPrimary} ${quiet}`} disabled={busy} onClick={() => void publish()}>
          {busy ? t('drafts.publishing') : t('drafts.publish', { count: selected.length })}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </section>
  );
}
