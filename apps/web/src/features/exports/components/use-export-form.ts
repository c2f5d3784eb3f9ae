import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CATEGORIES, type Category, type Language } from '@freshprice/shared';
import { nextFriday, parseDayInput } from '../../../lib/format';

export type CategoryChoice = Category | 'uncategorized';
export const CATEGORY_CHOICES: CategoryChoice[] = [...CATEGORIES, 'uncategorized'];

export interface ExportFormValues {
  customerId: string;
  slug: string;
  language: Language;
  categories: CategoryChoice[];
  inStockOnly: boolean;
  changedOnly: boolean;
  arrows: boolean;
  validity: boolean;
  validDate: string;
  validTime: string;
  phone: string;
}

/**
 * What stops a message or a PDF: no list, no category, half a validity line, a day that is none. The
 * messages are keys of the exports namespace (or `common:` ones).
 */
export function exportFormSchema(language: string | undefined) {
  return z
    .object({
      customerId: z.string(),
      slug: z.string(),
      language: z.enum(['en', 'es']),
      categories: z.array(z.enum(CATEGORY_CHOICES as [CategoryChoice, ...CategoryChoice[]])),
      inStockOnly: z.boolean(),
      changedOnly: z.boolean(),
      arrows: z.boolean(),
      validity: z.boolean(),
      validDate: z.string(),
      validTime: z.string(),
      phone: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.slug) ctx.addIssue({ code: 'custom', path: ['slug'], message: 'errors.selectList' });
      if (v.categories.length === 0) ctx.addIssue({ code: 'custom', path: ['categories'], message: 'errors.noCategory' });
      if (v.validity && (!v.validDate || !v.validTime)) ctx.addIssue({ code: 'custom', path: ['validDate'], message: 'errors.validity' });
      else if (v.validity && parseDayInput(v.validDate, language) !== v.validDate) ctx.addIssue({ code: 'custom', path: ['validDate'], message: 'common:dateInvalid' });
    });
}

/** The export form: its values (watched, for the PDF link) and whether they would make a message. */
export function useExportForm(readerLanguage: Language, language: string | undefined) {
  const schema = useMemo(() => exportFormSchema(language), [language]);
  const form = useForm<ExportFormValues>({
    resolver: zodResolver(schema),
    // The errors are announced where they are (role="alert"); focus stays on the button pressed.
    shouldFocusError: false,
    // An error stays until the next try (the list's and the categories' go on a change).
    reValidateMode: 'onSubmit',
    defaultValues: {
      customerId: '',
      slug: '',
      language: readerLanguage,
      categories: CATEGORY_CHOICES,
      inStockOnly: false,
      changedOnly: false,
      arrows: true,
      validity: false,
      validDate: nextFriday(),
      validTime: '18:00',
      phone: '',
    },
  });
  const values = useWatch({ control: form.control }) as ExportFormValues;
  const valid = schema.safeParse(values).success;
  return { form, values, valid };
}
