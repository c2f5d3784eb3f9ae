import { ApiError } from '../../../lib/api-error';
import type { Translate } from '../../../lib/format';

/** A second sentence for a failed write, when the failure says something the reader can act on. */
export function errorDetail(cause: unknown, t: Translate): string {
  if (!(cause instanceof ApiError)) return '';
  if (cause.status === 0) return t('manage.errors.network');
  if (cause.status === 401) return t('manage.errors.signedOut');
  if (cause.status === 403) return t('manage.errors.forbidden');
  if (cause.status === 404) return t('manage.errors.notFound');
  // The server names what protects the list (a template, or lists that follow it).
  if (cause.code === 'list_protected') return cause.message;
  return '';
}
