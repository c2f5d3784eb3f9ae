import type { Language } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import { preferredLanguage } from './roles.repo.js';

/**
 * The language of the request, from its Accept-Language header (the web app sends the language the
 * page is shown in): the first of English or Spanish it names, or undefined.
 */
export function requestLanguage(headers: Headers | null | undefined): Language | undefined {
  const header = headers?.get('accept-language');
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/^q=([\d.]+)$/.exec(params.join(';').trim())?.[1] ?? 1);
      return { base: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  const first = tags.find((t) => t.base === 'en' || t.base === 'es');
  return first?.base as Language | undefined;
}

/**
 * The language mail to `email` is written in: the account's preferred language, else the language of
 * the request that caused it, else English. One language per mail, never both.
 */
export async function mailLanguage(db: Database, email: string | null | undefined, headers?: Headers | null): Promise<Language> {
  const preferred = email ? await preferredLanguage(db, email) : null;
  return preferred ?? requestLanguage(headers) ?? 'en';
}
