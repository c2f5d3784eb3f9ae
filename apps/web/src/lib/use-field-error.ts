import { useTranslation } from 'react-i18next';

/** Zod messages are keys of the `validation` namespace (packages/shared/src/auth-schemas.ts). */
export function useFieldError(): (error?: { message?: string }) => string | undefined {
  const { t } = useTranslation('validation');
  return (error) => (error?.message ? t(error.message) : undefined);
}
