import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceListSummary } from '@freshprice/shared';
import { Modal } from '../../../components/ui/modal';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { usePricingSettings } from '../../../api/price-lists';
import type { Source } from './create-form';
import { CustomerChecklist } from './customer-checklist';
import { RadioGroup } from './radio-group';
import { SourceFields } from './create-source-fields';
import { useCreateList } from './use-create-list';

export { suggestedSlug } from './create-form';

/** Add a price list: empty, or made from a template or another list, optionally adjusted and linked. */
export function CreateDialog({ lists, onClose }: { lists: PriceListSummary[]; onClose: () => void }) {
  const { t } = useTranslation('priceLists');
  const settings = usePricingSettings();
  const ids = { form: useId(), description: useId(), staffNote: useId(), from: useId(), value: useId(), confirm: useId(), moves: useId(), radio: useId(), formError: useId() };
  const create = useCreateList(lists, onClose, (field) => document.getElementById(ids[field])?.focus());
  const { form, values, shown, clearServer, busy, generatedSlug } = create;
  const sourceOptions: { value: Source; label: string; disabled?: boolean }[] = [
    { value: 'empty', label: t('manage.create.sourceEmpty') },
    { value: 'template', label: t('manage.create.sourceTemplate'), disabled: create.templates.length === 0 },
    { value: 'list', label: t('manage.create.sourceList'), disabled: create.customerLists.length === 0 },
  ];

  return (
    <Modal
      wide
      title={t('manage.create.title')}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose} disabled={busy}>
            {t('manage.cancel')}
          </button>
          <button type="submit" form={ids.form} className={buttonPrimary} disabled={busy}>
            {busy ? t('manage.create.creating') : t('manage.create.submit')}
          </button>
        </>
      }
    >
      <form
        id={ids.form}
        noValidate
        aria-describedby={create.formError ? ids.formError : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          create.submit();
        }}
        className="mt-4 space-y-4"
      >
        <TextField
          data-autofocus
          label={t('manage.create.name')}
          required
          aria-required="true"
          autoComplete="off"
          error={shown.name}
          {...form.register('name', { onChange: () => clearServer('name') })}
        />
        <TextField
          label={t('manage.create.slug')}
          autoComplete="off"
          spellCheck={false}
          placeholder={generatedSlug || t('manage.create.slugPlaceholder')}
          hint={generatedSlug ? t('manage.create.slugHintNamed', { slug: generatedSlug }) : t('manage.create.slugHint')}
          error={shown.slug}
          {...form.register('slug', { onChange: () => clearServer('slug') })}
        />
        <TextAreaField
          id={ids.description}
          label={t('manage.create.description')}
          hint={t('manage.create.descriptionHint')}
          rows={2}
          error={shown.description}
          {...form.register('description', { onChange: () => clearServer('description') })}
        />
        <TextAreaField
          id={ids.staffNote}
          label={t('manage.create.staffNote')}
          hint={t('manage.create.staffNoteHint')}
          rows={2}
          error={shown.staffNote}
          {...form.register('staffNote', { onChange: () => clearServer('staffNote') })}
        />

        <RadioGroup legend={t('manage.create.source')} name={`${ids.radio}-source`} value={values.source} options={sourceOptions} onChange={(source) => form.setValue('source', source)} />

        {values.source !== 'empty' ? (
          <div className="space-y-4 rounded-md border border-gray-200 p-3 dark:border-gray-700">
            <SourceFields create={create} ids={ids} minMarginBp={settings.data?.minMarginBp ?? null} />
          </div>
        ) : null}

        <details className="rounded-md border border-gray-200 p-3 dark:border-gray-700">
          <summary className="cursor-pointer text-sm font-semibold">{t('manage.create.shareSummary', { count: values.sharedWith.length })}</summary>
          <CustomerChecklist selected={new Set(values.sharedWith)} onChange={(next) => form.setValue('sharedWith', [...next])} legend={t('manage.create.shareLegend')} />
        </details>

        {create.formError ? (
          <p
            id={ids.formError}
            role="alert"
            className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
          >
            {create.formError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
