import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceExportFormat } from '@freshprice/shared';
import { useExportInvoices, useInvoiceExportSummary } from '../../../api/invoices';
import { DateField } from '../../../components/ui/date-field';
import { Modal } from '../../../components/ui/modal';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Saves a file the server answered with, under the name it gave. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Staff: a date range of invoices to QuickBooks, Desktop (IIF) or Online (CSV). Shows how many the
 * range holds and how many went before; exporting those again is asked first.
 */
export function ExportPanel({ initialFrom, initialTo }: { initialFrom: string; initialTo: string }) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.resolvedLanguage ?? 'en';
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [format, setFormat] = useState<InvoiceExportFormat>('iif');
  const [ask, setAsk] = useState<number | null>(null);
  const valid = DAY.test(from) && DAY.test(to) && from <= to;
  const summary = useInvoiceExportSummary(from, to, valid);
  const exporting = useExportInvoices();
  const rangeError = !DAY.test(from) ? t('export.badFrom') : !DAY.test(to) ? t('export.badTo') : from > to ? t('export.backwards') : undefined;

  const run = (again: boolean) => {
    setAsk(null);
    exporting.mutate(
      { from, to, format, again },
      {
        onSuccess: ({ blob, fileName }) => {
          save(blob, fileName ?? `invoices-${from}-${to}.${format === 'iif' ? 'iif' : 'csv'}`);
          notify('success', t('export.done', { count: summary.data?.invoices ?? 0 }));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'already_exported') setAsk(Number(error.fields?.exported ?? 0));
          else if (error instanceof ApiError && error.code === 'nothing_to_export') notify('error', t('export.none'));
          else notify('error', t('export.failed'));
        },
      },
    );
  };

  return (
    <section aria-labelledby="export-title" className="mb-6 rounded-lg border border-gray-300 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
      <h2 id="export-title" className="mb-3 text-lg font-bold text-gray-900 dark:text-gray-50">
        {t('export.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <DateField label={t('export.from')} value={from} onChange={setFrom} error={rangeError && !DAY.test(from) ? rangeError : undefined} />
        <DateField label={t('export.to')} value={to} onChange={setTo} error={rangeError && DAY.test(from) ? rangeError : undefined} />
        <fieldset className="lg:col-span-2">
          <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">{t('export.format')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(['iif', 'qbo'] as const).map((f) => (
              <label key={f} className="flex items-center gap-2">
                <input type="radio" name="qb-format" value={f} checked={format === f} onChange={() => setFormat(f)} className="h-4 w-4 accent-emerald-700" />
                <span>{t(`export.formats.${f}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300" role="status" aria-live="polite">
        {!valid
          ? ''
          : summary.data
            ? t('export.summary', { count: summary.data.invoices, exported: summary.data.exported, total: formatMoney(summary.data.total, language) })
            : summary.isError
              ? t('export.summaryError')
              : t('export.counting')}
      </p>
      <button
        type="button"
        className={`${buttonPrimary} mt-3`}
        disabled={!valid || exporting.isPending || summary.data?.invoices === 0}
        aria-busy={exporting.isPending}
        onClick={() => run(false)}
      >
        {exporting.isPending ? t('export.exporting') : t('export.button')}
      </button>
      {ask !== null ? (
        <Modal
          title={t('export.againTitle')}
          description={t('export.againQuestion', { count: ask })}
          onClose={() => setAsk(null)}
          footer={
            <>
              <button type="button" className={buttonSecondary} onClick={() => setAsk(null)} data-autofocus>
                {t('export.cancel')}
              </button>
              <button type="button" className={buttonPrimary} onClick={() => run(true)}>
                {t('export.again')}
              </button>
            </>
          }
        />
      ) : null}
    </section>
  );
}
