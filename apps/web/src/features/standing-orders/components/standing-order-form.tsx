import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fromCents,
  LEAD_HOURS_DEFAULT,
  LEAD_HOURS_MAX,
  LEAD_HOURS_MIN,
  lineAmountOf,
  WEEKDAYS,
  type PriceListSummary,
  type StandingOrder,
  type UnansweredChoice,
  type Weekday,
} from '@freshprice/shared';
import { usePriceList } from '../../../api/price-lists';
import { standingOrdersApi, useStandingWrite } from '../../../api/standing-orders';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { formatMoney, formatWeekday } from '../../../lib/format';
import { lineRefusals, writeError, type OrderParts } from '../lib/standing-text';

const checkbox = 'size-5 rounded border-gray-500 accent-emerald-700 dark:accent-emerald-400';

/**
 * A standing order's form: its name, the list it orders from, the products and quantities (picked
 * from the list as the order page picks them), the delivery weekdays, how long before the cutoff the
 * draft is made, and what happens when the reminder is not answered.
 */
/** A new standing order's first values, from an order ("Save as standing order"). */
export interface StandingPrefill {
  name: string;
  listSlug: string;
  lines: readonly { productId: string; quantity: number }[];
  /** The order's delivery weekday: the one it repeats on unless changed. */
  weekdays: readonly Weekday[];
}

export function StandingOrderForm({
  initial,
  prefill,
  customerId,
  lists,
  onDone,
  ItemCatalogue,
}: {
  ItemCatalogue: OrderParts['ItemCatalogue'];
  initial: StandingOrder | null;
  prefill?: StandingPrefill | null;
  /** Staff: the customer it is for (a customer's own is theirs). */
  customerId: string | null;
  /** The lists shared with the customer. */
  lists: readonly PriceListSummary[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['standingOrders', 'orders']);
  const language = i18n.resolvedLanguage ?? 'en';
  const write = useStandingWrite();
  const [name, setName] = useState(initial?.name ?? prefill?.name ?? '');
  const [listSlug, setListSlug] = useState(initial?.priceList.slug ?? prefill?.listSlug ?? (lists.length === 1 ? lists[0]!.slug : ''));
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(() => new Map((initial?.lines ?? prefill?.lines ?? []).map((l) => [l.productId, l.quantity])));
  const [weekdays, setWeekdays] = useState<Weekday[]>([...(initial?.weekdays ?? prefill?.weekdays ?? [])]);
  const [leadHours, setLeadHours] = useState(String(initial?.leadHours ?? LEAD_HOURS_DEFAULT));
  const [whenUnanswered, setWhenUnanswered] = useState<UnansweredChoice>(initial?.whenUnanswered ?? 'place');
  const [note, setNote] = useState(initial?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const detail = usePriceList(listSlug || undefined);
  const items = useMemo(() => detail.data?.items ?? [], [detail.data]);
  const radioName = useId();

  const summary = useMemo(() => {
    let cents = 0;
    for (const item of items) {
      const quantity = quantities.get(item.productId);
      cents += (quantity ? lineAmountOf(item, quantity) : null) ?? 0;
    }
    return { count: [...quantities.values()].filter((q) => q > 0).length, total: fromCents(cents) };
  }, [items, quantities]);

  function onQuantity(product: string, quantity: number) {
    setQuantities((before) => {
      const next = new Map(before);
      if (quantity > 0) next.set(product, quantity);
      else next.delete(product);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = [...quantities.entries()].filter(([, q]) => q > 0).map(([productId, quantity]) => ({ productId, quantity }));
    const hours = Number(leadHours);
    if (!name.trim()) return setProblem(t('form.errors.name'));
    if (!listSlug) return setProblem(t('form.errors.list'));
    if (!lines.length) return setProblem(t('form.errors.lines'));
    if (!weekdays.length) return setProblem(t('form.errors.weekdays'));
    if (!Number.isInteger(hours) || hours < LEAD_HOURS_MIN || hours > LEAD_HOURS_MAX) return setProblem(t('form.errors.leadHours', { min: LEAD_HOURS_MIN, max: LEAD_HOURS_MAX }));
    setBusy(true);
    setProblem(null);
    setRefusals({});
    const fields = { name: name.trim(), priceList: listSlug, lines, weekdays, leadHours: hours, whenUnanswered, note: note.trim() || null };
    try {
      await write(() => (initial ? standingOrdersApi.change(initial.id, fields) : standingOrdersApi.create({ ...fields, ...(customerId ? { customerId } : {}) })));
      notify('success', t(initial ? 'form.saved' : 'form.created', { name: fields.name }));
      onDone();
    } catch (error) {
      setProblem(writeError(t, error, language));
      setRefusals(lineRefusals(error, lines.map((l) => l.productId)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="standing-form-title" className="rounded-lg border border-gray-300 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
      <h2 id="standing-form-title" className="mb-4 text-xl font-bold text-gray-900 dark:text-gray-50">
        {initial ? t('form.editTitle', { name: initial.name }) : t('form.newTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.name')} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} hint={t('form.nameHint')} />
        <SelectField label={t('form.list')} value={listSlug} onChange={(e) => setListSlug(e.target.value)}>
          {listSlug ? null : <option value="">{t('form.chooseList')}</option>}
          {lists.map((l) => (
            <option key={l.id} value={l.slug}>
              {l.name}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">{t('form.weekdays')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex h-11 items-center gap-2 text-gray-900 dark:text-gray-100">
              <input
                type="checkbox"
                className={checkbox}
                checked={weekdays.includes(day)}
                onChange={(e) => setWeekdays((w) => (e.target.checked ? WEEKDAYS.filter((d) => d === day || w.includes(d)) : w.filter((d) => d !== day)))}
              />
              {formatWeekday(day, language, 'long')}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.leadHours')}
          type="number"
          inputMode="numeric"
          min={LEAD_HOURS_MIN}
          max={LEAD_HOURS_MAX}
          value={leadHours}
          onChange={(e) => setLeadHours(e.target.value)}
          hint={t('form.leadHoursHint')}
        />
        <fieldset>
          <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">{t('form.whenUnanswered')}</legend>
          {(['place', 'skip'] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2 text-gray-900 dark:text-gray-100">
              <input type="radio" name={radioName} className={checkbox} checked={whenUnanswered === choice} onChange={() => setWhenUnanswered(choice)} />
              {t(`form.unanswered.${choice}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <TextAreaField className="mt-4" label={t('form.note')} value={note} maxLength={1000} rows={2} onChange={(e) => setNote(e.target.value)} />

      <h3 className="mt-6 mb-2 text-lg font-bold text-gray-900 dark:text-gray-50">{t('form.products')}</h3>
      {!listSlug ? (
        <p className="text-gray-800 dark:text-gray-200">{t('form.chooseListFirst')}</p>
      ) : !detail.data ? (
        <PageSpinner />
      ) : (
        <ItemCatalogue items={items} usual={[]} quantities={quantities} refusals={refusals} onQuantity={onQuantity} />
      )}

      <div className="sticky bottom-0 mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 bg-white py-3 dark:border-gray-700 dark:bg-gray-900">
        <p className="font-semibold text-gray-900 dark:text-gray-50" role="status">
          {t('form.summary', { count: summary.count, total: formatMoney(summary.total, language) })}
        </p>
        <div className="flex gap-2">
          <button type="button" className={buttonSecondary} onClick={onDone} disabled={busy}>
            {t('form.cancel')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={busy} aria-busy={busy}>
            {t('form.save')}
          </button>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
