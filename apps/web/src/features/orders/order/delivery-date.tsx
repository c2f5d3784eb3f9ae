import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft, type OrderPlanner } from '@freshprice/shared';
import { ClockIcon } from '../../../components/ui/icons';
import { countdownText, deliveryWhen, formatDeliveryDay } from '../lib/order-text';
import { useNow } from '../lib/use-now';

type Day = OrderPlanner['calendar'][number];

/** The first day an order may be placed for, or null. */
export function firstAvailable(calendar: readonly Day[]): string | null {
  return calendar.find((d) => d.available)?.date ?? null;
}

/** The chosen day when it may still be ordered for, else the first that may. */
export function effectiveDate(calendar: readonly Day[], chosen: string | null): string | null {
  return calendar.some((d) => d.available && d.date === chosen) ? chosen : firstAvailable(calendar);
}

/**
 * The delivery date: the next two weeks, the days not offered shown disabled with the reason, and a
 * countdown to the chosen day's cutoff, moved on every 30 seconds. When the cutoff passes, the
 * calendar is read again (`onExpired`).
 */
export function DeliveryDate({
  calendar,
  value,
  onChange,
  onExpired,
  lateAllowed = false,
}: {
  calendar: readonly Day[];
  /** Staff allowed one order past today's cutoff: today stays open after it. */
  lateAllowed?: boolean;
  value: string | null;
  onChange: (date: string) => void;
  onExpired: () => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const now = useNow(30_000);
  const day = calendar.find((d) => d.date === value) ?? null;
  const expired = day !== null && timeLeft(new Date(day.cutoff), now) === null;
  // Once per day that closes while on screen (the server's clock may differ a little from this one).
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!expired || !day || told.current === day.date) return;
    told.current = day.date;
    onExpired();
  }, [expired, day, onExpired]);

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('date.label')}
      </label>
      {value === null ? (
        <p id={`${id}-none`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {t('date.none')}
        </p>
      ) : null}
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        disabled={value === null}
        aria-describedby={value === null ? `${id}-none` : `${id}-countdown`}
        className="mt-1 block h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 disabled:opacity-60 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
      >
        {value === null ? <option value="">{t('date.noneOption')}</option> : null}
        {calendar.map((d) => (
          <option key={d.date} value={d.date} disabled={!d.available}>
            {d.available ? formatDeliveryDay(d.date, language) : t('date.unavailable', { day: formatDeliveryDay(d.date, language), reason: t(`date.reason.${d.reason ?? 'closed'}`) })}
          </option>
        ))}
      </select>
      {day ? (
        <p id={`${id}-countdown`} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-gray-900 dark:text-gray-100" data-testid="countdown">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
          <span>{expired && lateAllowed && day.available ? t('countdown.late', { when: deliveryWhen(t, day.date, now, language) }) : countdownText(t, day, now, language)}</span>
        </p>
      ) : null}
    </div>
  );
}
