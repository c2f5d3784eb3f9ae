import { useTranslation } from 'react-i18next';
import { customerLabel, type MoveWatcher, type PriceMove } from '@freshprice/shared';
import { formatDateTime, formatMoney, formatMomentTime, formatPercentChange, readerLanguage } from '../../../lib/format';
import { MoveNoteForm } from './move-note-form';

const muted = 'text-gray-700 dark:text-gray-300';

/** One net move: the item, old → new, when it settles (or settled), who orders it and who was or will be alerted, the note. */
export function MoveCard({ move }: { move: PriceMove }) {
  const { t, i18n } = useTranslation('priceAlerts');
  const language = readerLanguage(i18n.resolvedLanguage);
  const name = language === 'es' ? move.nameEs : move.nameEn;
  const up = move.percent > 0;
  const headingId = `move-${move.list.id}-${move.productId}`;
  const told = move.customers.filter((c) => c.alertedAt);
  const untold = move.customers.filter((c) => !c.alertedAt);
  const hidden = move.watchers - move.customers.length;
  const names = (list: MoveWatcher[], last: boolean) => {
    const text = list.map(customerLabel).join(', ');
    return last && hidden > 0 ? `${text} ${t('moves.more', { count: hidden })}` : text;
  };

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 p-4 dark:border-gray-700" data-testid="price-move">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold text-gray-900 dark:text-gray-100">
          {name}
        </h2>
        <p className="text-base text-gray-900 tabular-nums dark:text-gray-100">
          {formatMoney(move.old, language)} → <span className="font-semibold">{formatMoney(move.new, language)}</span>{' '}
          <span className={up ? 'text-red-800 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}>({formatPercentChange(move.percent, language)})</span>
        </p>
      </div>
      <p className={`${muted} break-words text-sm`}>
        {t('moves.list', { name: move.list.name })} · {t('moves.changed', { time: formatDateTime(move.changedAt, language) })}
      </p>
      <p className="mt-1 text-sm font-medium text-gray-900 dark:text-gray-100" data-testid="move-state">
        {move.settlesAt ? t('moves.settling', { time: formatMomentTime(move.settlesAt, language) }) : t('moves.settled')}
      </p>
      <div className="mt-2 space-y-1 text-sm text-gray-800 dark:text-gray-200">
        <p>{t('moves.watchers', { count: move.watchers })}</p>
        {told.length ? <p className="break-words">{t('moves.alerted', { names: names(told, !untold.length) })}</p> : null}
        {untold.length ? <p className="break-words">{t(move.settlesAt ? 'moves.willAlert' : 'moves.notAlerted', { names: names(untold, true) })}</p> : null}
      </div>
      <MoveNoteForm move={move} name={name} />
    </article>
  );
}
