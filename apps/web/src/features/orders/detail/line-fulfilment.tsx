import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatOrderQuantity, SUBSTITUTE_DELIVERED, unitName, type Order, type OrderSubstitute, type SubstitutionAnswer } from '@freshprice/shared';
import { adjust, fulfilmentApi } from '../../../api/fulfilment';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatMoney, formatNumber, formatMomentTime, readerLanguage } from '../../../lib/format';
import { weighedCases } from './line-charge';

type Line = Order['lines'][number];

/** The unit a line is counted in: cases for a line sold by weight. */
const lineUnit = (line: Line) => (line.soldByWeight ? 'case' : line.unit);

/**
 * What the desk did to a line, as its customer reads it; an asked substitute with Approve / Decline.
 * A substitute that goes on the truck is a line of its own (OrderLines), with its amount.
 */
export function LineFulfilment({ order, line, position, mine }: { order: Order; line: Line; position: number; mine: boolean }) {
  const { t, i18n } = useTranslation('fulfilment');
  const language = readerLanguage(i18n.resolvedLanguage);
  const s = line.substitute;
  const cases = weighedCases(line);
  return (
    <div className="space-y-1 text-sm">
      {line.delivered !== null ? (
        <p className="text-amber-800 dark:text-amber-300">
          {t('customerLine.short', { delivered: formatNumber(Number(line.delivered), language), quantity: formatOrderQuantity(line.quantity, lineUnit(line), language) })}
        </p>
      ) : null}
      {line.credit !== '0.00' ? <p className="text-gray-700 dark:text-gray-300">{t('line.credit', { amount: formatMoney(line.credit, language) })}</p> : null}
      {cases && line.actual !== null ? (
        <p className="text-gray-700 dark:text-gray-300" data-testid="line-weighed">
          {t('customerLine.weighed', {
            weighed: formatNumber(cases.weighed, language),
            cases: formatOrderQuantity(cases.delivered, 'case', language),
            estimate: formatMoney(cases.weighedEstimate, language),
            actual: formatMoney(line.actual, language),
          })}
        </p>
      ) : null}
      {s && s.state !== 'asked' && !SUBSTITUTE_DELIVERED.includes(s.state) ? <SubstituteText substitute={s} replacesUnit={lineUnit(line)} /> : null}
      {s && s.state === 'asked' ? <AskedSubstitute order={order} line={line} position={position} mine={mine} /> : null}
    </div>
  );
}

/** "Substitute: 1 case Papaya × $34.59 (replaces 2 cases) Approved". */
export function SubstituteText({ substitute: s, replacesUnit }: { substitute: OrderSubstitute; replacesUnit: string }) {
  const { t, i18n } = useTranslation('fulfilment');
  const language = readerLanguage(i18n.resolvedLanguage);
  return (
    <p className="text-sm text-gray-800 dark:text-gray-200">
      {t('customerLine.substitute', {
        quantity: formatOrderQuantity(s.quantity, s.unit, language),
        name: s.names[language] || s.name,
        price: formatMoney(s.price, language),
        replaces: formatOrderQuantity(s.replaces, replacesUnit, language),
      })}{' '}
      <strong>{t(`states.${s.state}`, { time: '' })}</strong>
    </p>
  );
}

function AskedSubstitute({ order, line, position, mine }: { order: Order; line: Line; position: number; mine: boolean }) {
  const { t, i18n } = useTranslation('fulfilment');
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const s = line.substitute!;

  async function answer(choice: SubstitutionAnswer) {
    setBusy(true);
    try {
      await adjust(queryClient, order.id, () => fulfilmentApi.answer(order.id, position, choice));
      notify('success', t(choice === 'approve' ? 'customer.approved' : 'customer.declined'));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      notify('error', code === 'answer_too_late' || code === 'substitution_closed' ? t(`errors.${code}`) : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-gray-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-gray-100" data-testid="asked-substitute">
      <p>
        {t('customer.asked', {
          original: line.names[language] || line.name,
          quantity: formatNumber(s.quantity, language),
          unit: unitName(s.unit, s.quantity, language),
          name: s.names[language] || s.name,
          amount: formatMoney(s.amount, language),
          replaced: formatMoney(s.replacedAmount, language),
        })}
      </p>
      {s.deadline ? <p className="mt-1 font-semibold">{t('customer.answerBy', { time: formatMomentTime(s.deadline, language) })}</p> : null}
      {mine ? (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <button type="button" className={`${buttonPrimary} min-h-12 text-base`} disabled={busy} aria-busy={busy} onClick={() => void answer('approve')}>
            {t('customer.approve')}
          </button>
          <button type="button" className={`${buttonSecondary} min-h-12 text-base`} disabled={busy} onClick={() => void answer('decline')}>
            {t('customer.decline')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The order's credits and, when cases were weighed, the estimate, the actual and why it is charged. */
export function OrderFulfilment({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('fulfilment');
  const language = readerLanguage(i18n.resolvedLanguage);
  const w = order.weights;
  if (order.credit === '0.00' && !w) return null;
  return (
    <div className="mt-3 space-y-2 text-sm">
      {order.credit !== '0.00' ? (
        <p className="flex justify-between" data-testid="order-credit">
          <span>{t('customer.credits')}</span>
          <span className="tabular-nums">−{formatMoney(order.credit, language)}</span>
        </p>
      ) : null}
      {w ? (
        <div className={`rounded-md border p-3 ${w.outcome === 'flagged' ? 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40' : 'border-gray-300 dark:border-gray-700'}`} data-testid="order-weights">
          <h3 className="font-semibold">{t('customer.weightsTitle')}</h3>
          <dl className="grid grid-cols-3 gap-2 tabular-nums">
            <div>
              <dt>{t('customer.estimate')}</dt>
              <dd>{formatMoney(w.estimate, language)}</dd>
            </div>
            <div>
              <dt>{t('customer.actual')}</dt>
              <dd>{formatMoney(w.actual, language)}</dd>
            </div>
            <div>
              <dt>{t('customer.difference')}</dt>
              <dd>{w.difference.startsWith('-') ? `−${formatMoney(w.difference.slice(1), language)}` : `+${formatMoney(w.difference, language)}`}</dd>
            </div>
          </dl>
          <p className="mt-1">{t(w.outcome === 'flagged' ? 'customer.flagged' : 'customer.settled', { tolerance: formatMoney(w.tolerance, language) })}</p>
        </div>
      ) : null}
    </div>
  );
}
