import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitWhatsAppMessage, type Language } from '@freshprice/shared';
import { dismissNotice, notify } from '../../../components/ui/toast';
import { exportApi } from '../../../api/exports';

export interface ExportMessage {
  text: string;
  slug: string;
  language: Language;
  customerId: string;
  /** The full list, or the short form that links to it (the full one needing more than three parts). */
  form: 'full' | 'short';
  /** The parts the full list takes. */
  fullParts: number;
  /** The other form's text, when the full list is too long: staff may send that one instead. */
  other: string | null;
}

/** The generated message (editable), its parts, and copying or sending it, the first of which is logged. */
export function useExportMessage(phone: string) {
  const { t } = useTranslation('exports');
  const [message, setMessage] = useState<ExportMessage | null>(null);
  const recorded = useRef(false);
  // The "No message generated yet" notice: it goes once there is a message.
  const noMessageNotice = useRef<number | null>(null);
  const parts = useMemo(() => (message ? splitWhatsAppMessage(message.text, message.language) : []), [message]);

  function show(next: ExportMessage) {
    setMessage(next);
    recorded.current = false;
    if (noMessageNotice.current !== null) dismissNotice(noMessageNotice.current);
    noMessageNotice.current = null;
  }

  /** The first copy or send of a generated message goes in the activity log. */
  function record() {
    if (!message || recorded.current) return;
    recorded.current = true;
    const to = { ...(phone.trim() ? { phone: phone.trim() } : {}), ...(message.customerId ? { customerId: message.customerId } : {}) };
    void exportApi.record(message.slug, { channel: 'whatsapp', language: message.language, parts: parts.length, ...to }).catch(() => {
      recorded.current = false;
    });
  }

  function warnNoMessage() {
    if (noMessageNotice.current !== null) dismissNotice(noMessageNotice.current);
    noMessageNotice.current = notify('error', t('errors.noMessage'));
  }

  async function copy(text: string | undefined) {
    if (!text) {
      warnNoMessage();
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      notify('success', t('message.copied'));
      record();
    } catch {
      notify('error', t('errors.copy'));
    }
  }

  const edit = (text: string) => message && setMessage({ ...message, text });

  /** The other form in place of this one (an edit to this one is dropped). */
  function switchForm() {
    if (!message?.other) return;
    show({ ...message, text: message.other, other: message.text, form: message.form === 'short' ? 'full' : 'short' });
  }

  return { message, parts, show, edit, record, copy, warnNoMessage, switchForm };
}

export type ExportMessageState = ReturnType<typeof useExportMessage>;
