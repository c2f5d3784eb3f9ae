import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubstitutionAnswer, SubstitutionAsk } from '@freshprice/shared';
import { answerByToken, useSubstitutionAsk } from '../../../api/fulfilment';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonPrimary, buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { formatMoney, formatNumber, formatMomentTime, readerLanguage } from '../../../lib/format';

/**
 * /substitution?token=…: the mailed link. What is asked (the item short, the substitute, the amounts,
 * the deadline) with Approve / Decline, no sign-in; the outcome after. The link works once.
 */
export default function SubstitutionPage() {
  const { t, i18n } = useTranslation('fulfilment');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const ask = useSubstitutionAsk(token);
  const [busy, setBusy] = useState(false);
  const [late, setLate] = useState(false);
  const [failed, setFailed] = useState(false);
  const switched = useRef(false);

  // The link is read in the language the customer was mailed in.
  useEffect(() => {
    if (ask.data && !switched.current) {
      switched.current = true;
      if (readerLanguage(i18n.resolvedLanguage) !== ask.data.language) void i18n.changeLanguage(ask.data.language);
    }
  }, [ask.data, i18n]);

  async function answer(choice: SubstitutionAnswer) {
    setBusy(true);
    setFailed(false);
    try {
      await answerByToken(queryClient, token, choice);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'answer_too_late') setLate(true);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (ask.data) body = <Question ask={ask.data} busy={busy} late={late} onAnswer={(c) => void answer(c)} />;
  else if (ask.isError)
    body = (
      <>
        <PageHeader title={t('link.title', { number: '' }).trim()} />
        <p role="alert">{t('link.gone')}</p>
        <Link to="/orders" className={`${textLink} mt-4 inline-block`}>
          {t('link.seeOrder')}
        </Link>
      </>
    );
  else body = <p role="status">{t('link.loading')}</p>;
  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <div className="max-w-xl">
        {body}
        {failed ? (
          <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
            {t('errors.generic')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Question({ ask, busy, late, onAnswer }: { ask: SubstitutionAsk; busy: boolean; late: boolean; onAnswer: (c: SubstitutionAnswer) => void }) {
  const { t, i18n } = useTranslation('fulfilment');
  const language = readerLanguage(i18n.resolvedLanguage);
  const s = ask.substitute;
  const state = late ? 'expired' : ask.state;
  return (
    <>
      <PageHeader title={t('link.title', { number: ask.order.number })} />
      <dl className="space-y-3 text-gray-900 dark:text-gray-100">
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">{t('link.original')}</dt>
          <dd className="text-lg font-semibold">
            {ask.original.names[language] || ask.original.name} · {formatNumber(s.replaces, language)} {ask.original.unit} · {formatMoney(s.replacedAmount, language)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">{t('link.substitute')}</dt>
          <dd className="text-lg font-semibold">
            {s.names[language] || s.name} · {formatNumber(s.quantity, language)} {s.unit} × {formatMoney(s.price, language)} = {formatMoney(s.amount, language)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">{t('link.difference')}</dt>
          <dd className="tabular-nums">{ask.difference.startsWith('-') ? `−${formatMoney(ask.difference.slice(1), language)}` : `+${formatMoney(ask.difference, language)}`}</dd>
        </div>
      </dl>
      {state === 'asked' ? (
        <>
          {ask.deadline ? <p className="mt-4 font-semibold">{t('customer.answerBy', { time: formatMomentTime(ask.deadline, language) })}</p> : null}
          <div className="mt-4 grid grid-cols-2 gap-3">
            <button type="button" className={`${buttonPrimary} min-h-12 text-lg`} disabled={busy} aria-busy={busy} onClick={() => onAnswer('approve')}>
              {t('customer.approve')}
            </button>
            <button type="button" className={`${buttonSecondary} min-h-12 text-lg`} disabled={busy} onClick={() => onAnswer('decline')}>
              {t('customer.decline')}
            </button>
          </div>
        </>
      ) : (
        <p role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100" data-testid="substitution-outcome">
          {t(`link.outcome.${state}`)}
        </p>
      )}
      <Link to={`/orders/${ask.order.id}`} className={`${textLink} mt-6 inline-block`}>
        {t('link.seeOrder')}
      </Link>
    </>
  );
}
