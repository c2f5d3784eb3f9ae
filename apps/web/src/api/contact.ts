import { useQuery } from '@tanstack/react-query';
import { publicProductQuery } from './catalogue';

/** The product a visitor asks about (?product=<slug>), to name it in the message; null while unknown. */
export function useProductForMessage(slug: string | null) {
  return useQuery({ ...publicProductQuery(slug ?? ''), enabled: slug !== null, retry: false });
}

export { sendContact } from './contact-send';
