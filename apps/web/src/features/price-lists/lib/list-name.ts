import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listName, listNote } from '@freshprice/shared';
import { readerLanguage } from '../../../lib/format';

/**
 * A list's name and notes as the reader reads them: the standard lists' own ones (Small business...)
 * in the reader's language, any name someone typed as typed.
 */
export function useListNames() {
  const { i18n } = useTranslation();
  const language = readerLanguage(i18n.resolvedLanguage);
  return useMemo(
    () => ({
      name: (list: { slug: string; name: string }) => listName(list, language),
      note: (list: { slug: string }, text: string | null | undefined) => listNote(list, text, language),
    }),
    [language],
  );
}
