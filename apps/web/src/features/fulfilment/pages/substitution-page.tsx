import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOrderQuantity, type SubstitutionAnswer, type SubstitutionAsk } from '@freshprice/shared';
import { answerByToken, useSubstitutionAsk } from '../../../api/fulfilment';
import { queryKeys } from '../../../api/keys';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonPrimary, buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { formatMoney, formatNumber, formatMomentTime } from '../../../lib/format';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['fulfilment'];

/**
 * /substitution?token=…: the mailed link. What is asked (the item short, the substitute, the amounts,
 * the deadline) with Approve / Decline, no sign-in; the outcome after. The link works once. The page
 * reads in the language the customer was mailed in, without changing the site's language for good.
 */
export default function SubstitutionPage() {
  const { t } = useTranslation('fulfilment');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const ask = useSubstitutionAsk(token);
  const [busy, setBusy] = useState(false);
  const [late, setLate] = useState(false);
  const [failed, setFailed] = useState(false);

  async function answer(choice: SubstitutionAnswer) {
    setBusy(true);
    setFailed(false);
    try {
      await answerByToken(queryClient, token, choice);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'answer_too_late') setLate(true);
      // Answered meanwhile (another tab, the order page): the link is gone.
      else if (error instanceof ApiError && error.status === 404) queryClient.setQueryData(queryKeys.substitution(token), { state: 'gone' });
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (ask.data && ask.data.state !== 'gone') body = <Question ask={ask.data} busy={busy} late={late} failed={failed} onAnswer={(c) => void answer(c)} />;
  else if (ask.data || ask.isError)
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
      </div>
    </section>
  );
}

function Question({ ask, busy, late, failed, onAnswer }: { ask: SubstitutionAsk; busy: boolean; late: boolean; failed: boolean; onAnswer: (c: SubstitutionAnswer) => void }) {
  // In the customer's language, fixed for this page only (changeLanguage would remember it for the site).
  const language = ask.language;
  const { t } = useTranslation('fulfilment', { lng: language });
  const s = ask.substitute;
  const state = late ? 'expired' : ask.state;
  return (
    <div lang={language}>
      <PageHeader title={t('link.title', { number: ask.order.number })} />
      <dl className="space-y-3 text-gray-900 dark:text-gray-100">
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">
            {t('link.original', { short: formatNumber(s.replaces, language), ordered: formatOrderQuantity(ask.original.quantity, ask.original.unit, language) })}
          </dt>
          <dd className="text-lg font-semibold">
            {ask.original.names[language] || ask.original.name} · {formatMoney(s.replacedAmount, language)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">{t('link.substitute')}</dt>
          <dd className="text-lg font-semibold">
            {s.names[language] || s.name} · {formatOrderQuantity(s.quantity, s.unit, language)} × {formatMoney(s.price, language)} = {formatMoney(s.amount, language)}
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
      {failed ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
          {t('errors.generic')}
        </p>
      ) : null}
      <Link to={`/orders/${ask.order.id}`} className={`${textLink} mt-6 inline-block`}>
        {t('link.seeOrder')}
      </Link>
    </div>
  );
}
