import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACTIVITY_FILTER_RESOURCES, ACTIVITY_LOG_ACTIONS } from '@freshprice/shared';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { parseDayInput } from '../../../lib/format';
import type { ActivityFilters } from '../../../api/activity';

type FilterValues = Required<{ [K in keyof ActivityFilters]: string }>;

/**
 * A day the reader typed that is no day is said at its box, and nothing is applied; so is a range that
 * ends before it starts. The messages are keys (activity's, or common's).
 */
function filterSchema(language: string) {
  return z
    .object({ resourceType: z.string(), action: z.string(), userId: z.string(), from: z.string(), to: z.string() })
    .superRefine((v, ctx) => {
      const notADay = (value: string) => Boolean(value) && parseDayInput(value, language) !== value;
      if (notADay(v.from)) ctx.addIssue({ code: 'custom', path: ['from'], message: 'common:dateInvalid' });
      if (notADay(v.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'common:dateInvalid' });
      else if (!notADay(v.from) && v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'toBeforeFrom' });
    });
}

const EMPTY: FilterValues = { resourceType: '', action: '', userId: '', from: '', to: '' };

/** The log's filters: applied to the address (so a view can be shared) once they make sense. */
export function ActivityFilterForm({
  filters,
  staff,
  users,
  onApply,
}: {
  filters: ActivityFilters;
  staff: boolean;
  users: { id: string; email: string }[];
  onApply: (filters: ActivityFilters) => void;
}) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const filtered = Object.keys(filters).length > 0;
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    control,
    formState: { errors },
  } = useForm<FilterValues>({
    resolver: zodResolver(filterSchema(i18n.resolvedLanguage ?? 'en')),
    // The errors are announced at their boxes and stay until the next try.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
    defaultValues: { ...EMPTY, ...filters },
  });
  const values = useWatch({ control }) as FilterValues;
  const message = (error?: { message?: string }) => (error?.message ? t(error.message, { format: t('common:dateFormat') }) : undefined);

  const apply = handleSubmit((next) => onApply(Object.fromEntries(Object.entries(next).filter(([, v]) => v))));

  function clear() {
    reset(EMPTY);
    onApply({});
  }

  return (
    <form onSubmit={(e) => void apply(e)} noValidate className="rounded-lg border border-gray-200 p-4 dark:border-gray-700" aria-label={t('filters.title')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {staff ? (
          <SelectField label={t('filters.resourceType')} {...register('resourceType')} value={values.resourceType}>
            <option value="">{t('filters.all')}</option>
            {ACTIVITY_FILTER_RESOURCES.map((r) => (
              <option key={r} value={r}>
                {t(`resources.${r}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {staff ? (
          <SelectField label={t('filters.action')} {...register('action')} value={values.action}>
            <option value="">{t('filters.all')}</option>
            {ACTIVITY_LOG_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`actions.${a}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {staff ? (
          <SelectField label={t('filters.user')} {...register('userId')} value={values.userId}>
            <option value="">{t('filters.all')}</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.email}
              </option>
            ))}
          </SelectField>
        ) : null}
        <DateField label={t('filters.from')} value={values.from} onChange={(day) => setValue('from', day)} error={message(errors.from)} announce />
        <DateField label={t('filters.to')} value={values.to} onChange={(day) => setValue('to', day)} error={message(errors.to)} announce />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimary}>
          {t('filters.apply')}
        </button>
        <button type="button" className={buttonSecondary} onClick={clear} disabled={!filtered && !Object.values(values).some(Boolean)}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
