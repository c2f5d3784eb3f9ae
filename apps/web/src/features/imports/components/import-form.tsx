import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { buttonPrimary } from '../../../components/ui/styles';
import { usePriceLists } from '../../../api/price-lists';
import { ListPicker } from './list-picker';
import type { CheckProblem } from './use-import-run';

/** A file and a list, both needed; the messages are keys of the imports namespace. */
const importFormSchema = z.object({
  file: z.custom<FileList>((files) => typeof files === 'object' && files !== null && 'length' in files && (files as FileList).length > 0, 'errors.noFile'),
  list: z.string().trim().min(1, 'errors.priceListRequired'),
});

interface ImportFormValues {
  file: FileList | null;
  list: string;
}

/** The file and the target list of an import, checked (a dry run) on submit. */
export function ImportForm({
  busy,
  list: chosenList,
  onList,
  onCheck,
}: {
  busy: boolean;
  /** The list chosen (a slug or an id), kept by the page for the next import. */
  list: string;
  onList: (list: string) => void;
  onCheck: (file: File, target: string) => Promise<CheckProblem | null>;
}) {
  const { t } = useTranslation('imports');
  const lists = usePriceLists();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ImportFormValues>({
    resolver: zodResolver(importFormSchema) as unknown as Resolver<ImportFormValues>,
    // The errors are announced where they are (role="alert"), and stay until the next try.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
    defaultValues: { file: null, list: chosenList },
  });
  const list = useWatch({ control, name: 'list' });
  // An id in the address stands for its list's slug once the lists are known.
  const target = lists.data?.find((l) => l.id === list)?.slug ?? list;
  const fieldError = (error?: { message?: string }) => (error?.message ? t(error.message) : undefined);

  const check = handleSubmit(async ({ file }) => {
    const chosen = file?.[0];
    if (!chosen) return;
    const problem = await onCheck(chosen, target);
    if (problem) setError(problem.field, { type: 'server', message: problem.message });
  });

  return (
    <form noValidate onSubmit={(e) => void check(e)} className="max-w-2xl space-y-4 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
      <TextField
        {...register('file', { onChange: () => clearErrors('file') })}
        label={t('form.file')}
        hint={t('form.fileHint')}
        error={errors.file?.type === 'server' ? errors.file.message : fieldError(errors.file)}
        announce
        type="file"
        accept=".csv,.iif,.txt,text/csv"
        disabled={busy}
      />
      <ListPicker
        lists={lists.data ?? []}
        loading={lists.isPending}
        value={target}
        error={(errors.list?.type === 'server' ? errors.list.message : fieldError(errors.list)) ?? (lists.isError ? t('errors.listsLoad') : undefined)}
        disabled={busy}
        onChange={(value) => {
          setValue('list', value);
          clearErrors('list');
          onList(value);
        }}
      />
      {errors.root?.form ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {errors.root.form.message}
        </p>
      ) : null}
      <button type="submit" className={buttonPrimary} disabled={busy}>
        {t('form.check')}
      </button>
    </form>
  );
}
