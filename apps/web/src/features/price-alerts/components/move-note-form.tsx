import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MOVE_NOTE_MAX, type PriceMove } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { notify } from '../../../components/ui/toast';
import { removeMoveNote, saveMoveNote } from '../../../api/price-alerts';
import { ApiError } from '../../../lib/api-error';

/** The form's boxes; messages are `priceAlerts` keys. */
const noteFormSchema = z.object({
  noteEn: z.string().trim().min(1, 'note.required').max(MOVE_NOTE_MAX, 'note.tooLong'),
  noteEs: z.string().trim().max(MOVE_NOTE_MAX, 'note.tooLong'),
});
type NoteFormValues = z.infer<typeof noteFormSchema>;

const errorKey = (error: unknown) => (error instanceof ApiError && error.code === 'not_found' ? 'note.notFound' : 'note.error');

/** The note a move's alerts carry, in English and Spanish: save or remove it. */
export function MoveNoteForm({ move, name }: { move: PriceMove; name: string }) {
  const { t } = useTranslation('priceAlerts');
  const queryClient = useQueryClient();
  const initial = { noteEn: move.note?.noteEn ?? '', noteEs: move.note?.noteEs ?? '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NoteFormValues>({ resolver: zodResolver(noteFormSchema), values: initial });
  const message = (error?: { message?: string }) => (error?.message ? t(error.message) : undefined);

  const save = handleSubmit(async (values) => {
    try {
      await saveMoveNote(queryClient, move.list.slug, move.productId, { noteEn: values.noteEn, noteEs: values.noteEs || null });
      notify('success', t('note.saved', { name }));
    } catch (error) {
      notify('error', t(errorKey(error)));
    }
  });
  const remove = async () => {
    try {
      await removeMoveNote(queryClient, move.list.slug, move.productId);
      reset({ noteEn: '', noteEs: '' });
      notify('success', t('note.removed', { name }));
    } catch (error) {
      notify('error', t(errorKey(error)));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} className="mt-3 rounded-md bg-gray-50 p-3 dark:bg-gray-900">
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{t('note.legend')}</legend>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          <TextAreaField label={t('note.noteEn')} rows={2} maxLength={MOVE_NOTE_MAX} error={message(errors.noteEn)} {...register('noteEn')} />
          <TextAreaField label={t('note.noteEs')} lang="es" rows={2} maxLength={MOVE_NOTE_MAX} error={message(errors.noteEs)} {...register('noteEs')} />
        </div>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('note.hint')}</p>
      </fieldset>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" className={`${buttonPrimary} px-3 py-1.5 text-sm`} disabled={isSubmitting}>
          {isSubmitting ? t('note.saving') : t('note.save')}
        </button>
        {move.note ? (
          <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm`} disabled={isSubmitting} onClick={() => void remove()}>
            {t('note.remove')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
