import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsAppUrl } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import type { ExportMessageState } from './use-export-message';
import { WhatsAppPreview } from './whatsapp-preview';

/** The message as generated (editable), copied or sent whole or in parts, and previewed as WhatsApp shows it. */
export function MessagePanel({ state: { message, parts, edit, record, copy, warnNoMessage, switchForm }, phone }: { state: ExportMessageState; phone: string }) {
  const { t } = useTranslation('exports');
  const id = useId();
  return (
    <div className="min-w-0 space-y-4">
      {message ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm font-medium text-gray-900 dark:text-gray-100" data-testid="message-form">
            {message.form === 'short' ? t('message.formShort', { count: message.fullParts }) : t('message.formFull')}
          </p>
          {message.other ? (
            <button type="button" className={buttonSecondary} onClick={switchForm}>
              {message.form === 'short' ? t('message.useFull', { count: message.fullParts }) : t('message.useShort')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
          {t('message.label')}
        </label>
        <textarea
          id={id}
          value={message?.text ?? ''}
          readOnly={!message}
          aria-describedby={`${id}-hint`}
          onChange={(e) => edit(e.target.value)}
          rows={12}
          className="mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2 font-mono text-sm text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('message.hint')} {message ? t('message.length', { count: message.text.length }) : null}
        </p>
      </div>

      {parts.length > 1 ? (
        <div className="space-y-2">
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {t('message.parts', { count: parts.length })}
          </p>
          <ol className="space-y-2">
            {parts.map((part, i) => (
              <li key={i} className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-gray-900 dark:text-gray-100">{t('message.part', { number: i + 1, total: parts.length })}</span>
                <button type="button" className={buttonSecondary} onClick={() => void copy(part)}>
                  {t('message.copyPart', { number: i + 1 })}
                </button>
                <a className={buttonPrimary} href={whatsAppUrl(part, phone || null)} target="_blank" rel="noopener noreferrer" onClick={record}>
                  {t('message.sendPart', { number: i + 1 })}
                </a>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonSecondary} onClick={() => void copy(message?.text)}>
            {t('message.copy')}
          </button>
          {message ? (
            <a className={buttonPrimary} href={whatsAppUrl(message.text, phone || null)} target="_blank" rel="noopener noreferrer" onClick={record}>
              {t('message.send')}
            </a>
          ) : (
            <button type="button" className={buttonPrimary} onClick={warnNoMessage}>
              {t('message.send')}
            </button>
          )}
        </div>
      )}

      {message ? (
        <div>
          <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('message.preview')}</h2>
          <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">{t('message.previewHint')}</p>
          <WhatsAppPreview text={message.text} label={t('message.preview')} />
        </div>
      ) : null}
    </div>
  );
}
