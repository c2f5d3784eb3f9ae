import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendAudience } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { useSendPreview, type PreviewOptions } from '../../../api/sends';

const panel = 'min-w-0 rounded-lg border border-gray-200 p-4 dark:border-gray-700';
const message = 'mt-2 max-h-80 overflow-auto rounded-md bg-gray-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-gray-900 dark:bg-gray-900 dark:text-gray-100';

/** One chosen customer's e-mail and WhatsApp message, as a send with the page's options would make them now. */
export function SendPreviewPanel({ listRef, audience, options }: { listRef: string; audience: SendAudience | undefined; options: PreviewOptions }) {
  const { t } = useTranslation('sends');
  const customers = audience?.customers ?? [];
  const [chosen, setChosen] = useState('');
  const customerId = customers.some((c) => c.id === chosen) ? chosen : (customers[0]?.id ?? '');
  const preview = useSendPreview(listRef, customerId, options);
  const data = preview.data;

  return (
    <section aria-labelledby="send-preview" className={panel}>
      <h2 id="send-preview" className="text-xl font-semibold text-gray-900 dark:text-gray-100">
        {t('preview.title')}
      </h2>
      {audience && !customers.length ? <p className="mt-2">{t('preview.nobody')}</p> : null}
      {customers.length ? (
        <SelectField label={t('preview.customer')} value={customerId} onChange={(e) => setChosen(e.target.value)} className="mt-2">
          {customers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.company ? `${c.name || c.email} (${c.company})` : c.name || c.email}
            </option>
          ))}
        </SelectField>
      ) : null}
      {preview.isError ? <LoadError message={t('errors.preview')} retryLabel={t('errors.retry')} onRetry={() => void preview.refetch()} /> : null}
      {data ? (
        <div className="mt-4 space-y-4" aria-busy={preview.isFetching || undefined} data-testid="send-preview">
          <div>
            <h3 className="font-semibold text-gray-900 dark:text-gray-100">{t('preview.email', { language: t(`languages.${data.email.language}`) })}</h3>
            {data.email.skip ? <p className="text-sm text-amber-800 dark:text-amber-300">{t(`skip.${data.email.skip}`)}</p> : null}
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm">
              <dt className="text-gray-700 dark:text-gray-300">{t('preview.to')}</dt>
              <dd className="break-all">{data.email.to ?? '—'}</dd>
              <dt className="text-gray-700 dark:text-gray-300">{t('preview.subject')}</dt>
              <dd className="break-words font-medium">{data.email.subject}</dd>
              <dt className="text-gray-700 dark:text-gray-300">{t('preview.attachment')}</dt>
              <dd className="break-all">{data.email.attachment}</dd>
            </dl>
            <pre className={message} tabIndex={0} aria-label={t('preview.emailText')}>
              {data.email.text}
            </pre>
          </div>
          <div>
            <h3 className="font-semibold text-gray-900 dark:text-gray-100">{t('preview.whatsapp', { count: data.whatsapp.parts.length })}</h3>
            <p className="text-sm text-gray-700 dark:text-gray-300">{data.whatsapp.skip ? t(`skip.${data.whatsapp.skip}`) : t('preview.phone', { phone: data.whatsapp.phone })}</p>
            <pre className={message} tabIndex={0} aria-label={t('preview.whatsappText')}>
              {data.whatsapp.parts[0] ?? ''}
            </pre>
          </div>
        </div>
      ) : preview.isPending && customerId ? (
        <p role="status" className="mt-2">
          {t('loading')}
        </p>
      ) : null}
    </section>
  );
}
