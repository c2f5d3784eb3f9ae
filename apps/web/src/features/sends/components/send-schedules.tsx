import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type SendSchedule, type Weekday } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { ConfirmDialog } from '../../../components/ui/modal';
import { buttonDanger, buttonPrimary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { addSendSchedule, cancelSendSchedule, useSendSchedules } from '../../../api/sends';
import { formatDateTime, formatWeekday, readerLanguage } from '../../../lib/format';
import { channelsOf, scheduleText, sendErrorKey } from '../lib/sends';

const fieldset = 'rounded-lg border border-gray-200 p-3 dark:border-gray-700';
const legend = 'px-1 text-sm font-medium text-gray-900 dark:text-gray-100';
const check = 'flex items-center gap-2 text-gray-900 dark:text-gray-100';
const box = 'h-4 w-4 accent-emerald-700';

/** The list's schedules ("every day at 5:30 AM", company time), each cancellable after a confirmation, and a form to add one. */
export function SendSchedulesPanel({ listRef }: { listRef: string }) {
  const { t, i18n } = useTranslation('sends');
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const schedules = useSendSchedules(listRef);
  const [cancelling, setCancelling] = useState<SendSchedule | null>(null);
  const [busy, setBusy] = useState(false);

  async function cancel(schedule: SendSchedule) {
    setBusy(true);
    try {
      await cancelSendSchedule(queryClient, listRef, schedule.id);
      notify('success', t('schedules.cancelled', { schedule: scheduleText(schedule, t, language) }));
    } catch (err) {
      notify('error', t(sendErrorKey(err)));
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  }

  return (
    <section aria-labelledby="send-schedules" className="space-y-3">
      <h2 id="send-schedules" className="text-2xl font-bold text-gray-900 dark:text-gray-100">
        {t('schedules.title')}
      </h2>
      <p className="text-gray-700 dark:text-gray-300">{t('schedules.intro')}</p>
      {schedules.isError ? <LoadError message={t('errors.loadSchedules')} retryLabel={t('errors.retry')} onRetry={() => void schedules.refetch()} /> : null}
      {schedules.isPending ? <p role="status">{t('loading')}</p> : null}
      {schedules.data && !schedules.data.items.length ? <p>{t('schedules.none')}</p> : null}
      <ul className="space-y-2">
        {schedules.data?.items.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-gray-50 px-3 py-2 dark:bg-gray-900" data-testid="send-schedule">
            <span className="min-w-0">
              <span className="block font-medium">
                {scheduleText(s, t, language)} · {s.channels.map((c) => t(`channels.${c}`)).join(', ')}
              </span>
              <span className="block text-sm text-gray-700 dark:text-gray-300">{t('schedules.next', { at: formatDateTime(s.nextRunAt, language) })}</span>
            </span>
            <button type="button" className={`${buttonDanger} px-3 py-1.5 text-sm`} disabled={busy} onClick={() => setCancelling(s)}>
              {t('schedules.cancel')}
            </button>
          </li>
        ))}
      </ul>
      <ScheduleForm listRef={listRef} />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('schedules.confirmTitle')}
        confirmLabel={t('schedules.confirmCancel')}
        cancelLabel={t('schedules.keep')}
        destructive
        busy={busy}
        onCancel={() => setCancelling(null)}
        onConfirm={() => void (cancelling && cancel(cancelling))}
      >
        {cancelling ? t('schedules.confirmText', { schedule: scheduleText(cancelling, t, language) }) : null}
      </ConfirmDialog>
    </section>
  );
}

function ScheduleForm({ listRef }: { listRef: string }) {
  const { t, i18n } = useTranslation('sends');
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const [time, setTime] = useState('05:30');
  const [days, setDays] = useState<Weekday[]>([...WEEKDAYS]);
  const [via, setVia] = useState({ email: true, whatsapp: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add() {
    const channels = channelsOf(via);
    if (!/^\d{2}:\d{2}$/.test(time)) return setError(t('schedules.timeRequired'));
    if (!days.length) return setError(t('schedules.dayRequired'));
    if (!channels.length) return setError(t('form.noChannel'));
    setBusy(true);
    try {
      const added = await addSendSchedule(queryClient, listRef, { time, weekdays: days, channels });
      notify('success', t('schedules.added', { schedule: scheduleText(added, t, language) }));
    } catch (err) {
      setError(t(sendErrorKey(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="add-schedule"
      className="space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        void add();
      }}
    >
      <h3 id="add-schedule" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('schedules.add')}
      </h3>
      <TextField label={t('schedules.time')} hint={t('schedules.timeHint')} type="time" value={time} onChange={(e) => setTime(e.target.value)} className="max-w-xs" />
      <fieldset className={fieldset}>
        <legend className={legend}>{t('schedules.days')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((d) => (
            <label key={d} className={check}>
              <input type="checkbox" className={box} checked={days.includes(d)} onChange={(e) => setDays(e.target.checked ? [...days, d] : days.filter((x) => x !== d))} />
              {formatWeekday(d, language, 'long')}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('form.channels')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {(['email', 'whatsapp'] as const).map((c) => (
            <label key={c} className={check}>
              <input type="checkbox" className={box} checked={via[c]} onChange={(e) => setVia({ ...via, [c]: e.target.checked })} />
              {t(`channels.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonPrimary} disabled={busy}>
        {t('schedules.addButton')}
      </button>
    </form>
  );
}
