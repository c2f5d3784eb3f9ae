import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { useCompanyFacts } from '../../../api/company';
import { pickListPdfUrl, usePickList } from '../../../api/dispatch';
import { DayPicker } from '../components/day-picker';
import { PdfLinks } from '../components/pdf-links';
import { PickListView } from '../components/pick-list-view';
import { dateParam, nextDeliveryDate } from '../lib/dispatch';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['dispatch'];

/** /orders/manage/pick-list (staff): every product of a delivery date summed, by category; printable and as a PDF. */
export default function PickListPage() {
  const { t } = useTranslation('dispatch');
  const facts = useCompanyFacts();
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(() => nextDeliveryDate(facts, new Date()));
  const date = dateParam(params, fallback);
  const query = usePickList(date);

  return (
    <section className={`${pageContainer} py-6`} data-print-sheet>
      <p className="mb-2 print:hidden">
        <Link to="/orders/manage" className={textLink}>
          {t('links.desk')}
        </Link>
      </p>
      <PageHeader title={t('pick.title')}>
        <p>{t('pick.intro')}</p>
        <p className="mt-1 text-sm">{t('pick.counted')}</p>
        <p className="mt-1 text-sm">{t('pick.adjusted')}</p>
      </PageHeader>
      <DayPicker date={date} onDate={(next) => setParams({ date: next }, { replace: true })} />
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <button type="button" className={buttonSecondary} onClick={() => window.print()}>
          {t('print')}
        </button>
        <PdfLinks url={(language) => pickListPdfUrl(date, language)} />
      </div>
      <div className="mt-6" aria-busy={query.isPlaceholderData || undefined}>
        {query.isError ? <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void query.refetch()} /> : null}
        {query.isPending ? <p role="status">{t('loading')}</p> : null}
        {query.data ? (
          <>
            <p className="mb-4 font-semibold" data-testid="pick-orders">
              {t('pick.orders', { count: query.data.orders })}
            </p>
            <PickListView list={query.data} />
          </>
        ) : null}
      </div>
    </section>
  );
}
