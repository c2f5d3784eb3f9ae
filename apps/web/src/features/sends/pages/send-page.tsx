import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listName } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { pageContainer, textLink } from '../../../components/ui/styles';
import { usePriceList } from '../../../api/price-lists';
import { useSendAudience } from '../../../api/sends';
import { ApiError } from '../../../lib/api-error';
import { readerLanguage } from '../../../lib/format';
import { RecentSends } from '../components/recent-sends';
import { SendForm } from '../components/send-form';
import { SendPreviewPanel } from '../components/send-preview';
import { SendSchedulesPanel } from '../components/send-schedules';
import { SendSummary } from '../components/send-summary';
import { defaultChoices, validUntilOf } from '../lib/sends';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['sends'];

/**
 * /exportlistswhatsapp/:ref (admin, seller): a list sent to all its customers at once. Channels and
 * the sheet's options, a preview of one customer's messages, Send (confirmed); then the send's summary
 * and WhatsApp checklist (`?send=` keeps it across a reload), the recent sends and the schedules.
 */
export default function SendPage() {
  const { ref = '' } = useParams();
  const { t, i18n } = useTranslation('sends');
  const language = readerLanguage(i18n.resolvedLanguage);
  const list = usePriceList(ref);
  const audience = useSendAudience(ref);
  const [params, setParams] = useSearchParams();
  const sendId = params.get('send');
  const [choices, setChoices] = useState(defaultChoices);
  // The query key is compared by value: a new object with the same options reads nothing again.
  const previewOptions = { inStockOnly: choices.inStockOnly, validUntil: validUntilOf(choices) };
  const [started, setStarted] = useState<string | null>(null);
  const show = (id: string) => setParams({ send: id });

  if (list.error instanceof ApiError && list.error.status === 404) {
    return (
      <section className={`${pageContainer} py-6`}>
        <PageHeader title={t('notFound.title')}>{t('notFound.text')}</PageHeader>
        <Link to="/exportlistswhatsapp" className={textLink}>
          {t('links.export')}
        </Link>
      </section>
    );
  }
  const name = list.data ? listName(list.data, language) : '';

  return (
    <section className={`${pageContainer} space-y-8 py-6`}>
      <div>
        <p className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/exportlistswhatsapp" className={textLink}>
            {t('links.export')}
          </Link>
          <Link to={`/prices-manage/${encodeURIComponent(ref)}`} className={textLink}>
            {t('links.list')}
          </Link>
        </p>
        <PageHeader title={name ? t('title', { list: name }) : t('titleNoList')}>
          <p>{t('intro')}</p>
        </PageHeader>
        {audience.isError ? <LoadError message={t('errors.loadAudience')} retryLabel={t('errors.retry')} onRetry={() => void audience.refetch()} /> : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <SendForm
            listRef={ref}
            audience={audience.data}
            choices={choices}
            onChoices={setChoices}
            onSent={(id) => {
              setStarted(id);
              show(id);
            }}
          />
          <SendPreviewPanel listRef={ref} audience={audience.data} options={previewOptions} />
        </div>
      </div>
      {sendId ? <SendSummary key={sendId} id={sendId} focus={sendId === started} /> : null}
      <RecentSends listRef={ref} current={sendId} onShow={show} />
      <SendSchedulesPanel listRef={ref} />
    </section>
  );
}
