import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { PriceListSummary } from '@freshprice/shared';
import { buttonPrimary } from '../../../components/ui/styles';
import { ListSelect } from './list-select';

const pairSchema = z.object({ a: z.string().min(1), b: z.string().min(1) });
export type ListPair = z.infer<typeof pairSchema>;

/**
 * The two lists to compare, both needed. It starts from the URL's pair and follows it when back and
 * forward change it (`values`); the "choose two" message stays until a list is picked or the next try.
 */
export function ComparePicker({ pair, lists, onCompare }: { pair: ListPair; lists: PriceListSummary[]; onCompare: (pair: ListPair) => void }) {
  const { t } = useTranslation('priceLists');
  const errorId = useId();
  const ids = { a: useId(), b: useId() };
  const {
    control,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ListPair>({ resolver: zodResolver(pairSchema), values: pair, reValidateMode: 'onSubmit', shouldFocusError: false });
  const missing = Boolean(errors.a || errors.b);

  return (
    <form
      noValidate
      className="mb-4 rounded-lg border border-gray-200 bg-gray-50 p-3 dark:border-gray-800 dark:bg-gray-900"
      onSubmit={handleSubmit(onCompare)}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {(['a', 'b'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <ListSelect
                id={ids[name]}
                label={t(name === 'a' ? 'manage.compare.listA' : 'manage.compare.listB')}
                value={field.value}
                lists={lists}
                invalid={Boolean(errors[name])}
                describedBy={missing ? errorId : undefined}
                onChange={(value) => {
                  field.onChange(value);
                  clearErrors();
                }}
              />
            )}
          />
        ))}
        <button type="submit" className={`${buttonPrimary} h-10`}>
          {t('manage.compare.submit')}
        </button>
      </div>
      {missing ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {t('manage.compare.needTwo')}
        </p>
      ) : null}
    </form>
  );
}
