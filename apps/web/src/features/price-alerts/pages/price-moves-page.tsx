import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRICE_MOVES_DAYS_DEFAULT } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select-field';
import { pageContainer } from '../../../components/ui/styles';
import { usePriceMoves } from '../../../api/price-alerts';
import { formatPercent, readerLanguage } from '../../../lib/format';
import { MoveCard } from '../components/move-card';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['priceAlerts'];

/** The days the page offers; the address keeps the choice (`?days=`). */
const DAY_CHOICES = [1, 7, 14, 31] as const;

const daysOf = (value: string | null) => {
  const n = Number(value);
  return (DAY_CHOICES as readonly number[]).includes(n) ? n : PRICE_MOVES_DAYS_DEFAULT;
};

/**
 * /price-moves (staff): recent net moves past the alert threshold on items customers order, each
 * with who orders it and who was (or will be) alerted, and the note the alerts carry.
 */
export default function PriceMovesPage() {
  const { t, i18n } = useTranslation('priceAlerts');
  const language = readerLanguage(i18n.resolvedLanguage);
  const [params, setParams] = useSearchParams();
  const days = daysOf(params.get('days'));
  const moves = usePriceMoves(days);
  const data = moves.data;
  const share = data ? formatPercent(data.alertMoveBp, language) : '…';
  const settle = data
    ? data.settleSeconds % 60 === 0
      ? t('moves.minutes', { count: data.settleSeconds / 60 })
      : t('moves.seconds', { count: data.settleSeconds })
    : '…';

  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('moves.title')}>
        <p>{t('moves.intro', { share, settle })}</p>
      </PageHeader>
      <SelectField
        label={t('moves.days')}
        className="mb-4 max-w-xs"
        value={String(days)}
        onChange={(e) => setParams((p) => {
          const next = new URLSearchParams(p);
          next.set('days', e.target.value);
          return next;
        }, { replace: true })}
      >
        {DAY_CHOICES.map((d) => (
          <option key={d} value={d}>
            {t('moves.daysOption', { count: d })}
          </option>
        ))}
      </SelectField>
      <div aria-busy={moves.isFetching || undefined}>
        {moves.isError ? <LoadError message={t('moves.loadError')} retryLabel={t('moves.retry')} onRetry={() => void moves.refetch()} /> : null}
        {moves.isPending ? <p role="status">{t('moves.loading')}</p> : null}
        {data ? (
          <>
            <p role="status" className="mb-3 text-gray-800 dark:text-gray-200">
              {data.items.length ? t('moves.count', { count: data.items.length }) : t('moves.empty', { share })}
            </p>
            <div className="space-y-4">
              {data.items.map((m) => (
                <MoveCard key={`${m.list.id}:${m.productId}`} move={m} />
              ))}
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
