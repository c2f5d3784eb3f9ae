import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Draft, DraftAction } from '@freshprice/shared';
import { standingOrdersApi, useDraft, useStandingWrite } from '../../../api/standing-orders';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonPrimary, buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { DraftLines } from '../components/draft-lines';
import { draftStateText } from '../components/drafts-list';
import { deadlineText, writeError, type OrderParts } from '../lib/standing-text';

const NAMESPACES = ['standingOrders'] as const;

/** /standing-orders/drafts/:draftId: one draft, its quantities to change, "Place as is" and "Skip this one" until the deadline. */
export default function DraftPage({ QuantityInput }: Pick<OrderParts, 'QuantityInput'>) {
  const { t } = useTranslation(NAMESPACES);
  const { draftId } = useParams();
  const draft = useDraft(draftId);
  let body;
  if (draft.isError)
    body =
      draft.error instanceof ApiError && draft.error.status === 404 ? (
        <p role="alert">{t('draft.notFound')}</p>
      ) : (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void draft.refetch()} />
      );
  else if (!draft.data) body = <PageSpinner />;
  else body = <DraftView key={`${draft.data.id}-${draft.data.state}`} draft={draft.data} QuantityInput={QuantityInput} />;
  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <div className="max-w-3xl">
        {draft.data ? null : <PageHeader title={t('draft.title')} />}
        {body}
        <Link to="/standing-orders" className={`${textLink} mt-6 inline-block`}>
          {t('draft.back')}
        </Link>
      </div>
    </section>
  );
}

function DraftView({ draft, QuantityInput }: { draft: Draft } & Pick<OrderParts, 'QuantityInput'>) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const language = i18n.resolvedLanguage ?? 'en';
  const write = useStandingWrite();
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(() => new Map(draft.lines.map((l) => [l.productId, l.quantity])));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = draft.lines.some((l) => (quantities.get(l.productId) ?? 0) !== l.quantity);
  const title = t('draft.heading', { name: draft.standingOrder.name, day: formatDay(draft.deliveryDate, language) });

  async function run(action: DraftAction | 'save') {
    setBusy(true);
    setProblem(null);
    try {
      if (action !== 'skip' && (dirty || action === 'save')) {
        const lines = [...quantities.entries()].filter(([, q]) => q > 0).map(([productId, quantity]) => ({ productId, quantity }));
        if (!lines.length) throw new ApiError(422, 'no_lines', '');
        await write(() => standingOrdersApi.editDraft(draft.id, { lines }));
      }
      if (action !== 'save') await write(() => standingOrdersApi.act(draft.id, action));
      notify('success', t(`draft.done.${action}`));
    } catch (error) {
      setProblem(error instanceof ApiError && error.code === 'no_lines' ? t('draft.noLines') : writeError(t, error, language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={title}>
        <p data-testid="draft-state" className="font-semibold">{draftStateText(t, draft, language)}</p>
      </PageHeader>
      {draft.open ? <p className="mb-4 text-gray-800 dark:text-gray-200">{t(`draft.rule.${draft.standingOrder.paused ? 'paused' : draft.standingOrder.whenUnanswered}`, { time: deadlineText(draft.decideAt, language) })}</p> : null}
      <DraftLines
        draft={draft}
        QuantityInput={QuantityInput}
        quantities={quantities}
        onQuantity={draft.open ? (product, quantity) => setQuantities((before) => new Map(before).set(product, quantity)) : undefined}
      />
      {draft.order ? (
        <Link to={`/orders/${draft.order.id}`} className={`${buttonSecondary} mt-4`}>
          {t('draft.seeOrder', { number: draft.order.number })}
        </Link>
      ) : null}
      {draft.open ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={`${buttonPrimary} min-h-12`} disabled={busy} aria-busy={busy} onClick={() => void run('place')}>
            {dirty ? t('draft.saveAndPlace') : t('draft.place')}
          </button>
          {dirty ? (
            <button type="button" className={`${buttonSecondary} min-h-12`} disabled={busy} onClick={() => void run('save')}>
              {t('draft.save')}
            </button>
          ) : null}
          <button type="button" className={`${buttonSecondary} min-h-12`} disabled={busy} onClick={() => void run('skip')}>
            {t('draft.skip')}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </>
  );
}
