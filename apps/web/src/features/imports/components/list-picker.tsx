import { useTranslation } from 'react-i18next';
import type { PriceListSummary } from '@freshprice/shared';
import { SelectField } from '../../../components/ui/select-field';

/**
 * The target list, picked by name among the lists staff can see; its value is the slug the API takes.
 * A slug (or id) from the page's address that names no list stays selectable, so the server can say so.
 */
export function ListPicker({
  lists,
  value,
  onChange,
  error,
  disabled,
  loading,
}: {
  lists: PriceListSummary[];
  value: string;
  onChange: (slug: string) => void;
  error?: string;
  disabled?: boolean;
  loading?: boolean;
}) {
  const { t, i18n } = useTranslation('imports');
  const sorted = [...lists].sort((a, b) => a.name.localeCompare(b.name, i18n.resolvedLanguage ?? 'en', { sensitivity: 'base' }));
  const known = value === '' || lists.some((l) => l.slug === value);
  return (
    <SelectField
      label={t('form.priceList')}
      hint={t('form.priceListHint')}
      error={error}
      announce
      value={value}
      disabled={disabled}
      aria-busy={loading || undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{loading ? t('form.priceListLoading') : t('form.priceListChoose')}</option>
      {sorted.map((l) => (
        <option key={l.id} value={l.slug}>
          {t('form.priceListOption', { name: l.name, slug: l.slug })}
        </option>
      ))}
      {known ? null : <option value={value}>{value}</option>}
    </SelectField>
  );
}
