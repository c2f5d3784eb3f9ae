import { useTranslation } from 'react-i18next';
import { fromCents } from '@freshprice/shared';
import { formatMoney } from '../../../lib/format';
import type { MinimumProgress as Progress } from '../lib/cart';

/** How far the cart is from the minimum order: a bar, and the amount still missing in words. */
export function MinimumProgress({ progress, totalCents }: { progress: Progress; totalCents: number }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  if (progress.minimumCents === null) return <p className="text-sm text-gray-700 dark:text-gray-300">{t('minimum.none')}</p>;
  const minimum = formatMoney(fromCents(progress.minimumCents), language);
  const text =
    progress.missingCents > 0
      ? t('minimum.missing', { missing: formatMoney(fromCents(progress.missingCents), language), minimum })
      : t('minimum.reached', { minimum });
  const reached = progress.missingCents === 0;
  return (
    <div>
      <p className={`text-sm font-medium ${reached ? 'text-emerald-800 dark:text-emerald-300' : 'text-gray-900 dark:text-gray-100'}`}>{text}</p>
      <div
        role="progressbar"
        aria-label={t('minimum.label')}
        aria-valuemin={0}
        aria-valuemax={progress.minimumCents / 100}
        aria-valuenow={Math.min(totalCents, progress.minimumCents) / 100}
        aria-valuetext={text}
        className="mt-1.5 h-2.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div
          className={`h-full rounded-full ${reached ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-amber-500 dark:bg-amber-400'}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}
