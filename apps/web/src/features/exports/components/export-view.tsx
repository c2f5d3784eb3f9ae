import { useTranslation } from 'react-i18next';
import { buildWhatsAppMessage, listName, listNote, priceListPath, whatsAppForm, type SheetOptions } from '@freshprice/shared';
import { PageHeader } from '../../../components/ui/page-title';
import { pageContainer } from '../../../components/ui/styles';
import { useCompanyFacts } from '../../../api/company';
import { readerLanguage } from '../../../lib/format';
import { exportApi, useExportCustomers, useExportLists } from '../../../api/exports';
import { ExportForm } from './export-form';
import { MessagePanel } from './message-panel';
import { CATEGORY_CHOICES, useExportForm, type ExportFormValues } from './use-export-form';
import { useExportMessage } from './use-export-message';

/** /exportlistswhatsapp (admin, seller): a list as a WhatsApp message (previewed, editable, split when long) or a PDF. */
export function ExportView() {
  const { t, i18n } = useTranslation(['exports', 'common']);
  const facts = useCompanyFacts();
  const lists = useExportLists();
  const customers = useExportCustomers();
  const { form, values, valid } = useExportForm(readerLanguage(i18n.resolvedLanguage), i18n.resolvedLanguage);
  const messageState = useExportMessage(values.phone);
  const allCategories = (v: ExportFormValues) => v.categories.length === CATEGORY_CHOICES.length;

  const generate = form.handleSubmit(async (v) => {
    const customer = customers.data?.find((c) => c.id === v.customerId);
    const customerName = customer ? customer.name || customer.email : null;
    try {
      const list = await exportApi.detail(v.slug);
      // A standard list's own name and note in the message's language.
      const context = { company: facts, listName: listName(list, v.language), customerName, tier: list.tier, note: listNote(list, list.description, v.language) };
      const options: SheetOptions = {
        language: v.language,
        categories: allCategories(v) ? null : [...v.categories],
        inStockOnly: v.inStockOnly,
        changedOnly: v.changedOnly,
        arrows: v.arrows,
        validUntil: v.validity ? { date: v.validDate, time: v.validTime } : null,
        now: new Date(),
      };
      // The short form links to the list where a signed-in customer reads it.
      const chosen = whatsAppForm(list.items, context, options, `${window.location.origin}${priceListPath(v.slug)}`);
      const other = chosen.form === 'short' ? buildWhatsAppMessage(list.items, context, options) : null;
      messageState.show({ text: chosen.text, slug: v.slug, language: v.language, customerId: v.customerId, form: chosen.form, fullParts: chosen.fullParts, other });
    } catch {
      form.setError('root.generate', { message: t('errors.generate') });
    }
  });

  const sheetHref = valid
    ? exportApi.sheetUrl(values.slug, {
        language: values.language,
        categories: allCategories(values) ? '' : values.categories.join(','),
        inStockOnly: values.inStockOnly ? 'true' : '',
        changedOnly: values.changedOnly ? 'true' : '',
        validDate: values.validity ? values.validDate : '',
        validTime: values.validity ? values.validTime : '',
        customerId: values.customerId,
      })
    : null;

  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('title')}>
        <p>{t('intro')}</p>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <ExportForm form={form} values={values} lists={lists} customers={customers} sheetHref={sheetHref} onGenerate={generate} />
        <MessagePanel state={messageState} phone={values.phone} />
      </div>
    </section>
  );
}
