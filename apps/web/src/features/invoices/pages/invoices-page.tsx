import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff, type InvoiceSummary } from '@freshprice/shared';
import { invoicePdfUrl, useInvoices, type InvoiceFilters } from '../../../api/invoices';
import { useSession } from '../../../api/me';
import { DateField } from '../../../components/ui/date-field';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { pageContainer, textLink } from '../../../components/ui/styles';
import { formatDay, formatMoney, readerLanguage } from '../../../lib/format';
import { ExportPanel } from '../components/export-panel';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['invoices'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** /invoices: a customer's invoices, newest first; staff see everyone's, filter them and export them to QuickBooks. */
export default function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const session = useSession();
  const staff = session.status === 'signedIn' && isStaff(session.role);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exported, setExported] = useState<'' | 'yes' | 'no'>('');
  const filters: InvoiceFilters = staff ? { from: DAY.test(from) ? from : undefined, to: DAY.test(to) ? to : undefined, exported: exported || undefined } : {};
  const invoices = useInvoices(filters);
  const items = invoices.data?.pages.flatMap((p) => p.items) ?? [];
  const today = new Date();
  const monthStart = iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));

  let body;
  if (invoices.isError) body = <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void invoices.refetch()} />;
  else if (!invoices.data) body = <PageSpinner />;
  else if (items.length === 0) body = <p className="rounded-lg border border-dashed border-gray-400 px-6 py-10 text-center dark:border-gray-600">{t('empty')}</p>;
  else
    body = (
      <>
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300 bg-white dark:divide-gray-800 dark:border-gray-700 dark:bg-gray-900" aria-label={t('title')}>
          {items.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} staff={staff} />
          ))}
        </ul>
        <div className="mt-4 flex justify-center">
          <LoadMore query={invoices} label={t('more')} loadingLabel={t('loadingMore')} />
        </div>
      </>
    );

  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <PageHeader title={t('title')} />
      {staff ? (
        <>
          <ExportPanel initialFrom={monthStart} initialTo={iso(today)} />
          <div className="mb-4 grid gap-4 sm:grid-cols-3" role="search" aria-label={t('filters.title')}>
            <DateField label={t('filters.from')} value={from} onChange={setFrom} />
            <DateField label={t('filters.to')} value={to} onChange={setTo} />
            <SelectField label={t('filters.exported')} value={exported} onChange={(e) => setExported(e.target.value as '' | 'yes' | 'no')}>
              <option value="">{t('filters.all')}</option>
              <option value="no">{t('filters.notExported')}</option>
              <option value="yes">{t('filters.exportedYes')}</option>
            </SelectField>
          </div>
        </>
      ) : null}
      {body}
    </section>
  );
}

function InvoiceRow({ invoice, staff }: { invoice: InvoiceSummary; staff: boolean }) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={`/invoices/${encodeURIComponent(invoice.id)}`} className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
            {t('number', { number: invoice.number })}
          </Link>
          {invoice.weightFlagged ? <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">{t('weightFlagged')}</span> : null}
          {staff ? (
            <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-800 dark:bg-gray-800 dark:text-gray-100">
              {invoice.exported ? t('exportedAs', { as: t(`export.formats.${invoice.exported.as}`) }) : t('notExported')}
            </span>
          ) : null}
        </p>
        <p className="text-sm break-words text-gray-700 dark:text-gray-300">
          {formatDay(invoice.invoiceDate, language)}
          {staff ? ` · ${invoice.customer.name}` : ''}
          {' · '}
          {t('order', { number: invoice.orderNumber })}
        </p>
      </div>
      <div className="flex items-center gap-4">
        <p className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">{formatMoney(invoice.total, language)}</p>
        <a href={invoicePdfUrl(invoice.id, readerLanguage(language))} download className={`${textLink} text-sm`} aria-label={t('pdfOf', { number: invoice.number })}>
          {t('pdf')}
        </a>
      </div>
    </li>
  );
}
