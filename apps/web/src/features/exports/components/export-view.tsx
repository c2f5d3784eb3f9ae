import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildWhatsAppMessage,
  CATEGORIES,
  listName,
  listNote,
  splitWhatsAppMessage,
  whatsAppUrl,
  type Category,
  type ExportCustomer,
  type SheetLanguage,
} from '@freshprice/shared';
import { DateField } from '../../../components/ui/date-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select-field';
import { buttonPrimary, buttonSecondary, pageContainer } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { dismissNotice, notify } from '../../../components/ui/toast';
import { useCompanyFacts } from '../../../api/company';
import { parseDayInput, readerLanguage } from '../../../lib/format';
import { exportApi, useExportCustomers, useExportLists } from '../../../api/exports';
import { WhatsAppPreview } from './whatsapp-preview';

type CategoryChoice = Category | 'uncategorized';
const CATEGORY_CHOICES: CategoryChoice[] = [...CATEGORIES, 'uncategorized'];

/** The next Friday (today when it is Friday), as YYYY-MM-DD in the machine's time zone. */
function nextFriday(now = new Date()): string {
  const day = new Date(now);
  day.setDate(day.getDate() + ((5 - day.getDay() + 7) % 7));
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const fieldset = 'rounded-lg border border-gray-200 p-4 dark:border-gray-700';
const legend = 'px-1 font-medium text-gray-900 dark:text-gray-100';
const check = 'flex items-center gap-2 text-gray-900 dark:text-gray-100';
const box = 'h-4 w-4 accent-emerald-700';

/** /exportlistswhatsapp (admin, seller): a list as a WhatsApp message (previewed, editable, split when long) or a PDF. */
export function ExportView() {
  const { t, i18n } = useTranslation(['exports', 'common']);
  const facts = useCompanyFacts();
  const ids = { message: useId() };
  const lists = useExportLists();
  const customers = useExportCustomers();
  const [customerId, setCustomerId] = useState('');
  const [slug, setSlug] = useState('');
  const [language, setLanguage] = useState<SheetLanguage>(readerLanguage(i18n.resolvedLanguage));
  const [categories, setCategories] = useState<Set<CategoryChoice>>(new Set(CATEGORY_CHOICES));
  const [inStockOnly, setInStockOnly] = useState(false);
  const [changedOnly, setChangedOnly] = useState(false);
  const [arrows, setArrows] = useState(true);
  const [validity, setValidity] = useState(false);
  const [validDate, setValidDate] = useState(nextFriday);
  const [validTime, setValidTime] = useState('18:00');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState<{ text: string; slug: string; language: SheetLanguage; customerId: string } | null>(null);
  const [errors, setErrors] = useState<{ list?: string; form?: string; validity?: string; categories?: string }>({});
  const [generating, setGenerating] = useState(false);
  const recorded = useRef(false);
  // The "No message generated yet" notice: it goes once there is a message.
  const noMessageNotice = useRef<number | null>(null);

  const parts = useMemo(() => (message ? splitWhatsAppMessage(message.text, message.language) : []), [message]);
  const customer: ExportCustomer | undefined = customers.data?.find((c) => c.id === customerId);
  const customerName = customer ? customer.name || customer.email : null;
  const sharedIds = new Set(customer?.lists.map((l) => l.id));

  /**
   * Picking a customer picks their list (when they have one only: of several, staff choose which), their
   * language and their number; none keeps the choices made.
   */
  function pickCustomer(id: string) {
    setCustomerId(id);
    const picked = customers.data?.find((c) => c.id === id);
    if (!picked) return;
    if (picked.lists.length === 1) {
      setSlug(picked.lists[0]!.slug);
      setErrors((x) => ({ ...x, list: undefined }));
    } else if (picked.lists.length > 1) {
      setSlug('');
    }
    if (picked.language) setLanguage(picked.language);
    setPhone(picked.phone ?? '');
  }

  async function generate(event: FormEvent) {
    event.preventDefault();
    const next = problems();
    setErrors(next);
    if (Object.keys(next).length) return;
    setGenerating(true);
    try {
      const list = await exportApi.detail(slug);
      const text = buildWhatsAppMessage(
        list.items,
        // A standard list's own name and note in the message's language.
        { company: facts, listName: listName(list, language), customerName, tier: list.tier, note: listNote(list, list.description, language) },
        {
          language,
          categories: categories.size === CATEGORY_CHOICES.length ? null : [...categories],
          inStockOnly,
          changedOnly,
          arrows,
          validUntil: validity ? { date: validDate, time: validTime } : null,
          now: new Date(),
        },
      );
      setMessage({ text, slug, language, customerId });
      recorded.current = false;
      if (noMessageNotice.current !== null) dismissNotice(noMessageNotice.current);
      noMessageNotice.current = null;
    } catch {
      setErrors({ form: t('errors.generate') });
    } finally {
      setGenerating(false);
    }
  }

  /** What stops a message or a PDF: no list, no category, half a validity line. */
  function problems(): typeof errors {
    const found: typeof errors = {};
    if (!slug) found.list = t('errors.selectList');
    if (categories.size === 0) found.categories = t('errors.noCategory');
    if (validity && (!validDate || !validTime)) found.validity = t('errors.validity');
    else if (validity && parseDayInput(validDate, i18n.resolvedLanguage) !== validDate) found.validity = t('common:dateInvalid', { format: t('common:dateFormat') });
    return found;
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

  function warnNoMessage() {
    if (noMessageNotice.current !== null) dismissNotice(noMessageNotice.current);
    noMessageNotice.current = notify('error', t('errors.noMessage'));
  }

  const toggleCategory = (c: CategoryChoice) => {
    setErrors((x) => ({ ...x, categories: undefined }));
    setCategories((current) => {
      const next = new Set(current);
      if (next.has(c)) next.delete(c);
      else next.add(c);
      return next;
    });
  };

  const sheetHref = Object.keys(problems()).length === 0
    ? exportApi.sheetUrl(slug, {
        language,
        categories: categories.size === CATEGORY_CHOICES.length ? '' : [...categories].join(','),
        inStockOnly: inStockOnly ? 'true' : '',
        changedOnly: changedOnly ? 'true' : '',
        validDate: validity ? validDate : '',
        validTime: validity ? validTime : '',
        customerId,
      })
    : null;

  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('title')}>
        <p>{t('intro')}</p>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <form noValidate onSubmit={(e) => void generate(e)} className="min-w-0 space-y-4">
          {lists.isError ? (
            <LoadError message={t('errors.loadLists')} retryLabel={t('errors.retry')} onRetry={() => void lists.refetch()} />
          ) : null}
          {customers.isError ? (
            <LoadError message={t('errors.loadCustomers')} retryLabel={t('errors.retry')} onRetry={() => void customers.refetch()} />
          ) : null}
          <SelectField
            label={t('form.customer')}
            hint={
              customer && customer.lists.length === 0
                ? t('form.customerNoList', { name: customerName })
                : customer && customer.lists.length > 1
                  ? t('form.customerSeveralLists', { name: customerName, lists: customer.lists.length })
                  : t('form.customerHint')
            }
            value={customerId}
            onChange={(e) => pickCustomer(e.target.value)}
          >
            <option value="">{t('form.customerPlaceholder')}</option>
            {(customers.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name ? `${c.name} (${c.email})` : c.email}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('form.list')}
            value={slug}
            error={errors.list}
            announce
            onChange={(e) => {
              setSlug(e.target.value);
              setErrors((x) => ({ ...x, list: undefined }));
            }}
          >
            <option value="">{t('form.listPlaceholder')}</option>
            {customer && customer.lists.length > 0 ? (
              <>
                <optgroup label={t('form.customerLists', { name: customerName })}>{listOptions((lists.data ?? []).filter((l) => sharedIds.has(l.id)))}</optgroup>
                <optgroup label={t('form.otherLists')}>{listOptions((lists.data ?? []).filter((l) => !sharedIds.has(l.id)))}</optgroup>
              </>
            ) : (
              listOptions(lists.data ?? [])
            )}
          </SelectField>

          <fieldset className={fieldset}>
            <legend className={legend}>{t('form.language')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['en', 'es'] as const).map((l) => (
                <label key={l} className={check}>
                  <input type="radio" name="language" className={box} checked={language === l} onChange={() => setLanguage(l)} />
                  {l === 'en' ? t('form.english') : t('form.spanish')}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={fieldset}>
            <legend className={legend}>{t('form.categories')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {CATEGORY_CHOICES.map((c) => (
                <label key={c} className={check}>
                  <input type="checkbox" className={box} checked={categories.has(c)} onChange={() => toggleCategory(c)} />
                  {t(`common:categories.${c}`)}
                </label>
              ))}
            </div>
            {errors.categories ? (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
                {errors.categories}
              </p>
            ) : null}
          </fieldset>

          <div className="space-y-2">
            {(
              [
                [inStockOnly, setInStockOnly, 'form.inStockOnly'],
                [changedOnly, setChangedOnly, 'form.changedOnly'],
                [arrows, setArrows, 'form.arrows'],
                [validity, setValidity, 'form.validity'],
              ] as const
            ).map(([checked, set, label]) => (
              <label key={label} className={check}>
                <input type="checkbox" className={box} checked={checked} onChange={(e) => set(e.target.checked)} />
                {t(label)}
              </label>
            ))}
          </div>
          {validity ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <DateField label={t('form.validDate')} value={validDate} onChange={setValidDate} error={errors.validity} announce />
              <TextField label={t('form.validTime')} type="time" value={validTime} onChange={(e) => setValidTime(e.target.value)} />
            </div>
          ) : null}
          <TextField label={t('form.phone')} hint={t('form.phoneHint')} type="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />

          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errors.form}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonPrimary} disabled={generating}>
              {t('form.generate')}
            </button>
            {sheetHref ? (
              <a
                className={buttonSecondary}
                href={sheetHref}
                download
                onClick={() => void exportApi.record(slug, { channel: 'pdf', language, parts: 1, ...(customerId ? { customerId } : {}) }).catch(() => undefined)}
              >
                {t('form.pdf')}
              </a>
            ) : (
              <button type="button" className={buttonSecondary} onClick={() => setErrors(problems())}>
                {t('form.pdf')}
              </button>
            )}
          </div>
        </form>

        <div className="min-w-0 space-y-4">
          <div>
            <label htmlFor={ids.message} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
              {t('message.label')}
            </label>
            <textarea
              id={ids.message}
              value={message?.text ?? ''}
              readOnly={!message}
              aria-describedby={`${ids.message}-hint`}
              onChange={(e) => message && setMessage({ ...message, text: e.target.value })}
              rows={12}
              className="mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2 font-mono text-sm text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100"
            />
            <p id={`${ids.message}-hint`} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
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
      </div>
    </section>
  );
}

const listOptions = (lists: { id: string; slug: string; name: string }[]) =>
  lists.map((l) => (
    <option key={l.id} value={l.slug}>
      {l.name}
    </option>
  ));
