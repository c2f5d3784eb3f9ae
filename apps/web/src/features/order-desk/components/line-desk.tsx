import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canAdjustLines, formatOrderQuantity, unitName, type Language, type Order } from '@freshprice/shared';
import { adjust, fulfilmentApi } from '../../../api/fulfilment';
import { usePriceList } from '../../../api/price-lists';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatMoney, formatMoneyChange, formatNumber, formatMomentTime, parseDecimalInput, readerLanguage } from '../../../lib/format';
import { casesDelivered, weighedEstimate } from '../lib/desk';

type Line = Order['lines'][number];
type Mode = 'short' | 'substitute' | 'weights' | null;

const small = 'px-2.5 py-1 text-sm';
const input = 'mt-1 block w-full rounded-md border border-gray-400 bg-white px-2 py-1.5 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';
const label = 'block text-sm font-medium text-gray-800 dark:text-gray-200';

/** The line's product in the reader's language. */
const nameOf = (line: Line, language: Language) => line.names[language] || line.name;
/** The unit a line is counted in: whole cases when sold by weight. */
const unitOf = (line: Line) => (line.soldByWeight ? 'case' : line.unit);

/**
 * A catch-weight line's weighing: how many of the delivered cases are weighed, and the weighed cases'
 * actual amount beside their own estimate (like with like); before any weighing, the estimate.
 */
function WeightFacts({ line, language }: { line: Line; language: Language }) {
  const { t } = useTranslation('fulfilment');
  const cases = casesDelivered(line);
  const weights = line.caseWeights ?? [];
  const estimate = weighedEstimate(line);
  return (
    <div className="text-gray-700 dark:text-gray-300" data-testid="weight-facts">
      <p>
        {line.caseWeight ? `${t('line.soldByWeight', { weight: formatNumber(Number(line.caseWeight), language) })} · ` : ''}
        {line.estimate ? t('desk.estimateOf', { amount: formatMoney(line.estimate, language), cases: formatOrderQuantity(cases, 'case', language) }) : ''}
      </p>
      {weights.length && estimate !== null && line.actual !== null ? (
        <>
          <p>
            {t('desk.weighedOf', {
              weighed: formatNumber(weights.length, language),
              count: cases,
              cases: formatNumber(cases, language),
              weights: weights.map((w) => formatNumber(Number(w), language)).join(', '),
            })}
          </p>
          <p>
            {t('desk.weighedCompare', {
              actual: formatMoney(line.actual, language),
              estimate: formatMoney(estimate, language),
              difference: formatMoneyChange(Math.round(Number(line.actual) * 100) - Math.round(Number(estimate) * 100), language),
            })}
          </p>
        </>
      ) : (
        <p>{t('line.notWeighed')}</p>
      )}
    </div>
  );
}

/** The translated message of an adjustment's refusal. */
function refusal(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fields.deadline) return t('errors.deadline');
    if (Object.keys(error.fields).some((f) => f.startsWith('weights.'))) return t('errors.weight');
    const known = ['order_not_adjustable', 'substitute_not_in_list', 'substitution_closed', 'not_sold_by_weight', 'weights_missing', 'invalid_quantity', 'validation_failed'];
    if (known.includes(error.code)) return t(`errors.${error.code}`);
  }
  return t('errors.generic');
}

/** A line's desk facts (short, credit, substitute, weights) and, while picking or packing, its adjustments. */
export function LineDesk({ order, line, position }: { order: Order; line: Line; position: number }) {
  const { t, i18n } = useTranslation('fulfilment');
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const adjustable = canAdjustLines(order.status, 'seller');
  const s = line.substitute;

  async function run(call: () => Promise<Order>, done: (o: Order) => string) {
    const submitted = mode;
    setBusy(true);
    setError(null);
    try {
      const after = await adjust(queryClient, order.id, call);
      notify('success', done(after));
      // Only the form that was sent closes: another opened meanwhile stays.
      setMode((m) => (m === submitted ? null : m));
    } catch (e) {
      setError(refusal(t, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-1 space-y-1 text-sm" data-testid={`desk-line-${position}`}>
      {line.delivered !== null ? (
        <p className="text-amber-800 dark:text-amber-300">{t('desk.shortOf', { delivered: formatNumber(Number(line.delivered), language), quantity: formatOrderQuantity(line.quantity, unitOf(line), language) })}</p>
      ) : null}
      {line.credit !== '0.00' ? <p className="text-gray-700 dark:text-gray-300">{t('line.credit', { amount: formatMoney(line.credit, language) })}</p> : null}
      {line.soldByWeight ? <WeightFacts line={line} language={language} /> : null}
      {s ? (
        <p className="text-gray-800 dark:text-gray-200" data-testid={`substitute-${position}`}>
          {t('desk.substituteLine', {
            quantity: formatOrderQuantity(s.quantity, s.unit, language),
            name: s.names[language] || s.name,
            price: formatMoney(s.price, language),
            amount: formatMoney(s.amount, language),
            replaces: formatOrderQuantity(s.replaces, unitOf(line), language),
          })}{' '}
          <strong>{t(`states.${s.state}`, { time: s.deadline ? formatMomentTime(s.deadline, language) : '' })}</strong>
        </p>
      ) : null}
      {adjustable ? (
        <div className="flex flex-wrap gap-1.5 pt-1">
          <button type="button" className={`${buttonSecondary} ${small}`} aria-expanded={mode === 'short'} onClick={() => setMode(mode === 'short' ? null : 'short')}>
            {t('desk.short')}
          </button>
          <button type="button" className={`${buttonSecondary} ${small}`} aria-expanded={mode === 'substitute'} onClick={() => setMode(mode === 'substitute' ? null : 'substitute')}>
            {t('desk.substitute')}
          </button>
          {line.soldByWeight ? (
            <button type="button" className={`${buttonSecondary} ${small}`} aria-expanded={mode === 'weights'} onClick={() => setMode(mode === 'weights' ? null : 'weights')}>
              {t('desk.weights')}
            </button>
          ) : null}
          {s?.state === 'asked' ? (
            <button
              type="button"
              className={`${buttonSecondary} ${small}`}
              disabled={busy}
              onClick={() => void run(() => fulfilmentApi.withdraw(order.id, position), () => t('desk.withdrawn'))}
            >
              {t('desk.withdraw')}
            </button>
          ) : null}
        </div>
      ) : null}
      {adjustable && mode === 'short' ? <ShortForm line={line} busy={busy} onCancel={() => setMode(null)} onSave={(delivered) => void run(() => fulfilmentApi.short(order.id, position, { delivered }), () => t('desk.shortDone', { position }))} /> : null}
      {adjustable && mode === 'substitute' ? (
        <SubstituteForm
          order={order}
          line={line}
          busy={busy}
          onCancel={() => setMode(null)}
          onSave={(input) =>
            void run(
              () => fulfilmentApi.substitute(order.id, position, input),
              (o) => {
                const state = o.lines[position - 1]?.substitute;
                return t('desk.substituteDone', { state: state ? t(`states.${state.state}`, { time: state.deadline ? formatMomentTime(state.deadline, language) : '' }) : '' });
              },
            )
          }
        />
      ) : null}
      {adjustable && mode === 'weights' ? (
        <WeightsForm line={line} busy={busy} onCancel={() => setMode(null)} onSave={(weights) => void run(() => fulfilmentApi.weights(order.id, position, weights), () => t('desk.weighed'))} />
      ) : null}
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Actions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('fulfilment');
  return (
    <div className="mt-2 flex gap-2">
      <button type="submit" className={`${buttonPrimary} ${small}`} disabled={busy} aria-busy={busy}>
        {t('desk.save')}
      </button>
      <button type="button" className={`${buttonSecondary} ${small}`} onClick={onCancel}>
        {t('desk.cancel')}
      </button>
    </div>
  );
}

function ShortForm({ line, busy, onSave, onCancel }: { line: Line; busy: boolean; onSave: (delivered: number) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('fulfilment');
  const language = readerLanguage(i18n.resolvedLanguage);
  const id = useId();
  const [text, setText] = useState(line.delivered === null ? String(line.quantity) : String(Number(line.delivered)));
  const [bad, setBad] = useState(false);
  function submit(e: FormEvent) {
    e.preventDefault();
    const value = text.trim() === '0' ? '0.00' : parseDecimalInput(text, i18n.resolvedLanguage);
    const n = value === null ? NaN : Number(value);
    if (!Number.isFinite(n) || n < 0 || n > line.quantity || (line.soldByWeight && !Number.isInteger(n))) return setBad(true);
    setBad(false);
    onSave(n);
  }
  return (
    <form onSubmit={submit} className="rounded-md border border-gray-300 p-2 dark:border-gray-700" noValidate>
      <label htmlFor={id} className={label}>
        {t('desk.deliveredOf', { name: nameOf(line, language), max: formatOrderQuantity(line.quantity, unitOf(line), language) })}
      </label>
      <input id={id} className={input} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} aria-invalid={bad} aria-describedby={bad ? `${id}-error` : undefined} />
      {bad ? (
        <p id={`${id}-error`} className="text-red-700 dark:text-red-400">
          {t('errors.invalid_quantity')}
        </p>
      ) : null}
      <Actions busy={busy} onCancel={onCancel} />
    </form>
  );
}

const itemName = (i: { nameEn: string; nameEs: string }, language: Language) => (language === 'es' ? i.nameEs : i.nameEn) || i.nameEn;

/** "HH:MM" today in the reader's clock -> an ISO instant, moved to tomorrow when already past. */
function deadlineOf(hhmm: string): string | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return undefined;
  const at = new Date();
  at.setHours(Number(m[1]), Number(m[2]), 0, 0);
  return at.toISOString();
}

function SubstituteForm({
  order,
  line,
  busy,
  onSave,
  onCancel,
}: {
  order: Order;
  line: Line;
  busy: boolean;
  onSave: (input: { product: string; quantity: number; replaces?: number; price?: string; deadline?: string }) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('fulfilment');
  const language = readerLanguage(i18n.resolvedLanguage);
  const id = useId();
  const list = usePriceList(order.priceList.slug ?? order.priceList.id ?? undefined);
  const [product, setProduct] = useState('');
  const [quantity, setQuantity] = useState('');
  const max = line.delivered === null ? line.quantity : Number(line.delivered);
  const [replaces, setReplaces] = useState(String(max));
  const [price, setPrice] = useState('');
  const [deadline, setDeadline] = useState('');
  const [bad, setBad] = useState<string | null>(null);
  // By name in the reader's language; out-of-stock products stay (the server takes them) but are marked.
  const items = (list.data?.items ?? [])
    .filter((i) => i.productId !== line.product)
    .sort((a, b) => itemName(a, language).localeCompare(itemName(b, language), language));

  function submit(e: FormEvent) {
    e.preventDefault();
    const q = Number(parseDecimalInput(quantity, i18n.resolvedLanguage));
    const r = Number(parseDecimalInput(replaces, i18n.resolvedLanguage));
    const p = price.trim() ? parseDecimalInput(price, i18n.resolvedLanguage) : undefined;
    if (!product) return setBad('product');
    if (!(q > 0) || !(r > 0) || r > max) return setBad('quantity');
    if (p === null) return setBad('price');
    const d = deadline ? deadlineOf(deadline) : undefined;
    if (deadline && (!d || new Date(d).getTime() <= Date.now())) return setBad('deadline');
    setBad(null);
    onSave({ product, quantity: q, replaces: r, ...(p ? { price: p } : {}), ...(d ? { deadline: d } : {}) });
  }

  return (
    <form onSubmit={submit} className="grid gap-2 rounded-md border border-gray-300 p-2 sm:grid-cols-2 dark:border-gray-700" noValidate>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-product`} className={label}>
          {t('desk.product')}
        </label>
        <select id={`${id}-product`} className={input} value={product} onChange={(e) => setProduct(e.target.value)} aria-invalid={bad === 'product'}>
          <option value="">{t('desk.chooseProduct')}</option>
          {items.map((i) => (
            <option key={i.productId} value={i.productId}>
              {itemName(i, language)} · {unitName(i.unit, 1, language)} · {i.soldByWeight ? t('desk.perLb', { price: formatMoney(i.price, language) }) : formatMoney(i.price, language)}
              {i.inStock ? '' : ` ${t('desk.outOfStock')}`}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-quantity`} className={label}>
          {t('desk.quantity')}
        </label>
        <input id={`${id}-quantity`} className={input} inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-invalid={bad === 'quantity'} />
      </div>
      <div>
        <label htmlFor={`${id}-replaces`} className={label}>
          {t('desk.replacesOf', { name: nameOf(line, language), max: formatOrderQuantity(max, unitOf(line), language) })}
        </label>
        <input id={`${id}-replaces`} className={input} inputMode="decimal" value={replaces} onChange={(e) => setReplaces(e.target.value)} aria-invalid={bad === 'quantity'} />
      </div>
      <div>
        <label htmlFor={`${id}-price`} className={label}>
          {t('desk.price')}
        </label>
        <input id={`${id}-price`} className={input} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} aria-invalid={bad === 'price'} />
      </div>
      <div>
        <label htmlFor={`${id}-deadline`} className={label}>
          {t('desk.deadline')}
        </label>
        <input id={`${id}-deadline`} type="time" className={input} value={deadline} onChange={(e) => setDeadline(e.target.value)} aria-invalid={bad === 'deadline'} />
      </div>
      {bad ? (
        <p role="alert" className="text-red-700 sm:col-span-2 dark:text-red-400">
          {bad === 'deadline' ? t('errors.deadline') : bad === 'product' ? t('desk.chooseProduct') : t('errors.validation_failed')}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Actions busy={busy} onCancel={onCancel} />
      </div>
    </form>
  );
}

function WeightsForm({ line, busy, onSave, onCancel }: { line: Line; busy: boolean; onSave: (weights: string[]) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('fulfilment');
  const language = readerLanguage(i18n.resolvedLanguage);
  const id = useId();
  const cases = casesDelivered(line);
  const [weights, setWeights] = useState<string[]>(() => Array.from({ length: cases }, (_, i) => line.caseWeights?.[i] ?? ''));
  const [bad, setBad] = useState(false);
  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = weights.filter((w) => w.trim()).map((w) => parseDecimalInput(w, i18n.resolvedLanguage));
    if (parsed.some((w) => w === null || Number(w) <= 0 || Number(w) >= 1000)) return setBad(true);
    setBad(false);
    onSave(parsed as string[]);
  }
  if (!cases) return <p>{t('desk.noCases')}</p>;
  return (
    <form onSubmit={submit} className="rounded-md border border-gray-300 p-2 dark:border-gray-700" noValidate>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {weights.map((w, i) => (
          <div key={i}>
            <label htmlFor={`${id}-${i}`} className={label}>
              {t('desk.caseWeightOf', { n: formatNumber(i + 1, language), name: nameOf(line, language) })}
            </label>
            <input
              id={`${id}-${i}`}
              className={input}
              inputMode="decimal"
              value={w}
              onChange={(e) => setWeights(weights.map((x, j) => (j === i ? e.target.value : x)))}
              aria-invalid={bad}
            />
          </div>
        ))}
      </div>
      {bad ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t('errors.weight')}
        </p>
      ) : null}
      <Actions busy={busy} onCancel={onCancel} />
    </form>
  );
}
