import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Draft, DraftAction } from '@freshprice/shared';
import { queryKeys } from '../../../api/keys';
import { afterStandingWrite, standingOrdersApi, useDraftLink } from '../../../api/standing-orders';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonPrimary, buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { DraftLines } from '../components/draft-lines';
import { draftStateText } from '../components/drafts-list';
import { deadlineText, writeError } from '../lib/standing-text';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['standingOrders'];

/**
 * /standing-order?token=…&action=place|skip: the reminder's one-tap links, without signing in. The
 * draft (its lines, total and deadline) with the chosen answer first; the outcome after. The link
 * works once. The page reads in the customer's language, without changing the site's for good.
 */
export default function StandingOrderLinkPage() {
  const { t } = useTranslation('standingOrders');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const asked: DraftAction = params.get('action') === 'skip' ? 'skip' : 'place';
  const link = useDraftLink(token);
  let body;
  if (link.data && link.data.state !== 'gone') body = <Answer token={token} draft={link.data as Draft} asked={asked} />;
  else if (link.data || link.isError)
    body = (
      <>
        <PageHeader title={t('link.goneTitle')} />
        <p role="alert">{t('link.gone')}</p>
        <Link to="/standing-orders" className={`${textLink} mt-4 inline-block`}>
          {t('link.signedIn')}
        </Link>
      </>
    );
  else body = <p role="status">{t('loading')}</p>;
  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <div className="max-w-xl">{body}</div>
    </section>
  );
}

function Answer({ token, draft: initial, asked }: { token: string; draft: Draft; asked: DraftAction }) {
  // In the customer's language, fixed for this page only (changeLanguage would remember it for the site).
  const language = initial.language;
  const { t } = useTranslation('standingOrders', { lng: language });
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function answer(action: DraftAction) {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await standingOrdersApi.actByLink(token, action);
      setDraft(outcome);
      queryClient.setQueryData(queryKeys.standingOrders.link(token), outcome);
      await afterStandingWrite(queryClient);
    } catch (error) {
      // Answered meanwhile (the app, another tab): the link is gone.
      if (error instanceof ApiError && error.status === 404) queryClient.setQueryData(queryKeys.standingOrders.link(token), { state: 'gone' });
      else setProblem(writeError(t, error, language));
    } finally {
      setBusy(false);
    }
  }

  const choices: DraftAction[] = asked === 'skip' ? ['skip', 'place'] : ['place', 'skip'];
  return (
    <div lang={language}>
      <PageHeader title={t('draft.heading', { name: draft.standingOrder.name, day: formatDay(draft.deliveryDate, language) })} />
      <DraftLines draft={draft} language={language} />
      {draft.open ? (
        <>
          <p className="mt-4 font-semibold">{t('link.answerBy', { time: deadlineText(draft.decideAt, language) })}</p>
          <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {choices.map((action, i) => (
              <button key={action} type="button" className={`${i === 0 ? buttonPrimary : buttonSecondary} min-h-12 text-lg`} disabled={busy} aria-busy={busy && i === 0} onClick={() => void answer(action)}>
                {t(`draft.${action}`)}
              </button>
            ))}
          </div>
          <Link to={`/standing-orders/drafts/${draft.id}`} className={`${textLink} mt-4 inline-block`}>
            {t('link.edit')}
          </Link>
        </>
      ) : (
        <p role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100" data-testid="draft-outcome">
          {draftStateText(t, draft, language)}
        </p>
      )}
      {problem ? (
        <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      {draft.order ? (
        <Link to={`/orders/${draft.order.id}`} className={`${textLink} mt-6 inline-block`}>
          {t('draft.seeOrder', { number: draft.order.number })}
        </Link>
      ) : null}
    </div>
  );
}
