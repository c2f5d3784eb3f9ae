import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOrderQuantity, fromCents, lineNetCents, unitName, type Invoice, type InvoiceDocumentLine } from '@freshprice/shared';
import { invoicePdfUrl, useInvoice } from '../../../api/invoices';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { formatDay, formatMoney, formatNumber, otherLanguage, readerLanguage } from '../../../lib/format';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['invoices'];

/** /invoices/:invoiceId: one invoice: its lines at the locked prices, weights, substitutions, credits and totals. */
export default function InvoiceDetailPage() {
  const { t } = useTranslation('invoices');
  const { invoiceId } = useParams();
  const invoice = useInvoice(invoiceId);
  let body;
  if (invoice.data) body = <InvoiceView invoice={invoice.data} />;
  else if (invoice.error instanceof ApiError && invoice.error.status === 404)
    body = (
      <>
        <PageHeader title={t('notFound')} />
        <Link to="/invoices" className={textLink}>
          {t('back')}
        </Link>
      </>
    );
  else if (invoice.isError) body = <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void invoice.refetch()} />;
  else body = <PageSpinner />;
  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <div className="max-w-4xl">{body}</div>
    </section>
  );
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (v: string) => formatMoney(v, language);
  const reader = readerLanguage(language);
  return (
    <>
      <Link to="/invoices" className={`${textLink} mb-4 inline-block text-sm`}>
        {t('back')}
      </Link>
      <PageHeader title={t('number', { number: invoice.number })}>
        <span>{formatDay(invoice.invoiceDate, language)}</span>
      </PageHeader>
      <dl className="mb-6 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={t('billTo')} value={invoice.customer.name} />
        {invoice.billingAddress ? <Fact label={t('address')} value={invoice.billingAddress} /> : null}
        <div>
          <dt className="font-medium text-gray-600 dark:text-gray-400">{t('orderLabel')}</dt>
          <dd>
            <Link to={`/orders/${encodeURIComponent(invoice.orderId)}`} className={textLink}>
              {invoice.orderNumber}
            </Link>
          </dd>
        </div>
      </dl>

      <h2 className="mb-2 text-xl font-bold text-gray-900 dark:text-gray-50">{t('lines')}</h2>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300 bg-white dark:divide-gray-800 dark:border-gray-700 dark:bg-gray-900" aria-label={t('lines')}>
        {invoice.lines.map((line, i) => (
          <Line key={i} line={line} />
        ))}
      </ul>

      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-right tabular-nums">
        <dt>{t('subtotal')}</dt>
        <dd>{money(invoice.subtotal)}</dd>
        <dt>{t('credits')}</dt>
        <dd>{invoice.credit === '0.00' ? money('0.00') : `−${money(invoice.credit)}`}</dd>
        <dt className="font-bold">{t('total')}</dt>
        <dd className="font-bold" data-testid="invoice-total">
          {money(invoice.total)}
        </dd>
      </dl>

      {invoice.weight ? (
        <section
          aria-labelledby="weight-title"
          className={`mt-6 rounded-md border p-3 text-sm ${invoice.weight.flagged ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100' : 'border-gray-300 dark:border-gray-700'}`}
        >
          <h2 id="weight-title" className="font-semibold">
            {t('weight.title')}
          </h2>
          <p>
            {t('weight.line', {
              estimate: money(invoice.weight.estimate),
              actual: money(invoice.weight.actual),
              difference: invoice.weight.difference.startsWith('-') ? `−${money(invoice.weight.difference.slice(1))}` : `+${money(invoice.weight.difference)}`,
            })}
          </p>
          <p>{invoice.weight.flagged ? t('weight.why', { tolerance: money(invoice.weight.tolerance) }) : t('weight.settled')}</p>
        </section>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-2">
        <a href={invoicePdfUrl(invoice.id, reader)} download className={buttonSecondary}>
          {t('pdf')}
        </a>
        <a href={invoicePdfUrl(invoice.id, otherLanguage(language))} download className={buttonSecondary}>
          {t('pdfOther')}
        </a>
      </div>
    </>
  );
}

/** A line: what it charges (the subtotal adds these up), and beneath, its credit and what is paid. */
function Line({ line }: { line: InvoiceDocumentLine }) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.resolvedLanguage ?? 'en';
  const reader = readerLanguage(language);
  const money = (v: string) => formatMoney(v, language);
  const qty = (n: number) => formatNumber(n, language);
  const credited = line.credit !== '0.00';
  return (
    <li className="px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p className="min-w-0 font-medium break-words text-gray-900 dark:text-gray-50">{line.names[reader]}</p>
        <p className="font-semibold tabular-nums" data-testid="invoice-line-amount">
          {money(line.amount)}
        </p>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {line.weight
          ? t('catchWeight', { cases: formatOrderQuantity(line.delivered, 'case', reader), lb: qty(line.weight.actualLb), price: money(line.price) })
          : t('quantityAt', { quantity: qty(line.delivered), unit: unitName(line.unit, line.delivered, reader), price: money(line.price) })}
        {line.delivered < line.quantity ? ` · ${t('ordered', { quantity: formatOrderQuantity(line.quantity, line.weight ? 'case' : line.unit, reader) })}` : ''}
      </p>
      {line.weight ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('weights', { weights: line.weight.weights.map(qty).join(' + '), actual: qty(line.weight.actualLb), estimate: qty(line.weight.estimatedLb) })}
          {line.weight.unweighed > 0 ? ` · ${t('unweighed', { count: line.weight.unweighed })}` : ''}
        </p>
      ) : null}
      {line.substitution ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {line.kind === 'substitute'
            ? t('substituteFor', { name: line.substitution.names[reader] })
            : t(`substitution.${line.substitution.state}`, { name: line.substitution.names[reader] })}
        </p>
      ) : null}
      {credited ? <p className="text-sm text-emerald-800 dark:text-emerald-300">{t('credit', { amount: money(line.credit), net: money(fromCents(lineNetCents(line))) })}</p> : null}
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-medium text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}
