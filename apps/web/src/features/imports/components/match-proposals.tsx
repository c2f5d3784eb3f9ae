import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPlan, ImportRow, MatchDecision } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { importsApi } from '../../../api/imports';

const small = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50';
/** A file of thousands of new items could propose thousands of matches: the page lists this many. */
const SHOWN = 200;

/**
 * The dry run's likely matches (issue item 5): each QuickBooks row the catalogue did not match, next to
 * the product the server proposes, with Accept / Reject per row and for all. The server decides what a
 * row may match; the page only sends its decision for the row's line.
 */
export function MatchProposals({ plan, onPlan }: { plan: ImportPlan; onPlan: (plan: ImportPlan) => void }) {
  const { t, i18n } = useTranslation('imports');
  const es = i18n.resolvedLanguage === 'es';
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rows = plan.rows.filter((r): r is ImportRow & { proposal: NonNullable<ImportRow['proposal']> } => Boolean(r.proposal));
  if (!rows.length) return null;

  const decide = async (decision: MatchDecision, lines?: number[]) => {
    setBusy(true);
    setError(null);
    try {
      onPlan(await importsApi.decideMatches(plan.import.id, decision, lines));
    } catch (e) {
      setError(e instanceof ApiError && e.status === 409 ? t('matches.tooLate') : t('matches.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-sky-600 bg-sky-50 p-4 text-gray-900 dark:border-sky-400 dark:bg-gray-900 dark:text-gray-100">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('matches.title', { count: rows.length })}
      </h2>
      <p className="mt-1 text-sm">{t('matches.intro')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={`${buttonPrimary} ${small}`} disabled={busy} onClick={() => void decide('accepted')}>
          {t('matches.acceptAll')}
        </button>
        <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy} onClick={() => void decide('rejected')}>
          {t('matches.rejectAll')}
        </button>
        {busy ? (
          <span role="status" className="self-center text-sm">
            {t('matches.saving')}
          </span>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <ul aria-label={t('matches.listLabel')} className="mt-3 max-h-[36rem] space-y-2 overflow-y-auto">
        {rows.slice(0, SHOWN).map((row) => {
          const p = row.proposal;
          const decision = p.decision;
          const pack = es ? p.packEs || p.packEn : p.packEn;
          return (
            <li
              key={row.line}
              data-line={row.line}
              className={`rounded-md border bg-white p-3 text-sm dark:bg-gray-950 ${
                decision === 'accepted' ? 'border-emerald-600 dark:border-emerald-400' : decision === 'rejected' ? 'border-gray-400 dark:border-gray-600' : 'border-sky-300 dark:border-sky-700'
              }`}
            >
              <div className="grid gap-2 sm:grid-cols-2">
                <div className="min-w-0 break-words">
                  <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">{t('matches.qbItem')}</p>
                  <p className="font-medium">{row.sourceName}</p>
                </div>
                <div className="min-w-0 break-words">
                  <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">{t('matches.proposed')}</p>
                  <p className="font-medium" lang="en">
                    {p.nameEn}
                  </p>
                  <p lang="es">{p.nameEs}</p>
                  {pack ? <p className="text-gray-700 dark:text-gray-300">{pack}</p> : null}
                </div>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <p className="mr-auto font-medium">{t(`matches.${decision ?? 'undecided'}`)}</p>
                <button
                  type="button"
                  className={`${decision === 'accepted' ? buttonPrimary : buttonSecondary} ${small}`}
                  aria-pressed={decision === 'accepted'}
                  aria-label={t('matches.acceptLabel', { name: row.sourceName })}
                  disabled={busy}
                  onClick={() => void decide('accepted', [row.line])}
                >
                  {t('matches.accept')}
                </button>
                <button
                  type="button"
                  className={`${decision === 'rejected' ? buttonPrimary : buttonSecondary} ${small}`}
                  aria-pressed={decision === 'rejected'}
                  aria-label={t('matches.rejectLabel', { name: row.sourceName })}
                  disabled={busy}
                  onClick={() => void decide('rejected', [row.line])}
                >
                  {t('matches.reject')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {rows.length > SHOWN ? <p className="mt-2 text-sm font-medium">{t('matches.more', { count: rows.length - SHOWN })}</p> : null}
    </section>
  );
}
