import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SendAudience } from '@freshprice/shared';
import { DateField } from '../../../components/ui/date-field';
import { ConfirmDialog } from '../../../components/ui/modal';
import { buttonPrimary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { startSend } from '../../../api/sends';
import { parseDayInput } from '../../../lib/format';
import { channelsOf, sendErrorKey, validUntilOf, type SendChoices } from '../lib/sends';

const fieldset = 'rounded-lg border border-gray-200 p-4 dark:border-gray-700';
const legend = 'px-1 font-medium text-gray-900 dark:text-gray-100';
const check = 'flex items-center gap-2 text-gray-900 dark:text-gray-100';
const box = 'h-4 w-4 accent-emerald-700';

interface SendFormProps {
  listRef: string;
  audience: SendAudience | undefined;
  choices: SendChoices;
  onChoices: (next: SendChoices) => void;
  onSent: (sendId: string) => void;
}

/** The channels and the sheet's options, and Send: confirmed with how many customers each channel reaches. */
export function SendForm({ listRef, audience, choices, onChoices, onSent }: SendFormProps) {
  const { t, i18n } = useTranslation(['sends', 'common']);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per send asked for: kept when an attempt fails, so trying again never sends twice.
  const key = useRef<string | null>(null);
  const customers = audience?.customers ?? [];
  const reach = {
    email: customers.filter((c) => !c.emailSkip).length,
    whatsapp: customers.filter((c) => !c.whatsAppSkip).length,
    unverified: customers.filter((c) => c.emailSkip === 'unverified').length,
    noAddress: customers.filter((c) => c.emailSkip === 'no_address').length,
    noPhone: customers.filter((c) => c.whatsAppSkip === 'no_phone').length,
  };
  const channels = channelsOf(choices);
  const set = (change: Partial<SendChoices>) => {
    setError(null);
    onChoices({ ...choices, ...change });
  };

  function ask() {
    if (!channels.length) return setError(t('form.noChannel'));
    if (choices.validity && (!validUntilOf(choices) || parseDayInput(choices.validDate, i18n.resolvedLanguage) !== choices.validDate)) return setError(t('form.validityIncomplete'));
    if (!customers.length) return setError(t('errors.noRecipients'));
    key.current ??= crypto.randomUUID();
    setConfirming(true);
  }

  async function send() {
    setBusy(true);
    try {
      const sent = await startSend(queryClient, listRef, { channels, inStockOnly: choices.inStockOnly, validUntil: validUntilOf(choices) }, key.current!);
      key.current = null;
      setConfirming(false);
      notify('success', t('form.started'));
      onSent(sent.id);
    } catch (err) {
      setConfirming(false);
      notify('error', t(sendErrorKey(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className="min-w-0 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        ask();
      }}
    >
      <fieldset className={fieldset}>
        <legend className={legend}>{t('form.channels')}</legend>
        <div className="space-y-2">
          <label className={check}>
            <input type="checkbox" className={box} checked={choices.email} onChange={(e) => set({ email: e.target.checked })} />
            {t('form.email', { count: reach.email })}
          </label>
          <label className={check}>
            <input type="checkbox" className={box} checked={choices.whatsapp} onChange={(e) => set({ whatsapp: e.target.checked })} />
            {t('form.whatsapp', { count: reach.whatsapp })}
          </label>
        </div>
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('form.emailHint')}</p>
      </fieldset>

      <div className="space-y-2">
        <label className={check}>
          <input type="checkbox" className={box} checked={choices.inStockOnly} onChange={(e) => set({ inStockOnly: e.target.checked })} />
          {t('form.inStockOnly')}
        </label>
        <label className={check}>
          <input type="checkbox" className={box} checked={choices.validity} onChange={(e) => set({ validity: e.target.checked })} />
          {t('form.validity')}
        </label>
      </div>
      {choices.validity ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField label={t('form.validDate')} value={choices.validDate} onChange={(day) => set({ validDate: day })} />
          <TextField label={t('form.validTime')} type="time" value={choices.validTime} onChange={(e) => set({ validTime: e.target.value })} />
        </div>
      ) : null}

      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonPrimary} disabled={busy || !audience}>
        {t('form.send')}
      </button>

      <ConfirmDialog
        open={confirming}
        title={t('confirm.title')}
        confirmLabel={t('confirm.send')}
        cancelLabel={t('confirm.cancel')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="send-confirm">
          {choices.email ? <li>{t('confirm.email', { count: reach.email })}</li> : null}
          {choices.whatsapp ? <li>{t('confirm.whatsapp', { count: reach.whatsapp })}</li> : null}
          {choices.email && reach.unverified ? <li>{t('confirm.unverified', { count: reach.unverified })}</li> : null}
          {choices.email && reach.noAddress ? <li>{t('confirm.noAddress', { count: reach.noAddress })}</li> : null}
          {choices.whatsapp && reach.noPhone ? <li>{t('confirm.noPhone', { count: reach.noPhone })}</li> : null}
        </ul>
      </ConfirmDialog>
    </form>
  );
}
