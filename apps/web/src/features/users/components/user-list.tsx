import { useTranslation } from 'react-i18next';
import { ROLES, type ManagedUser, type Role } from '@freshprice/shared';
import { buttonSecondary } from '../../../components/ui/styles';
import { formatDateTime, readerLanguage } from '../../../lib/format';
import { useCurrentUser } from '../../../api/me';
import { usersApi } from '../../../api/users';
import type { UserActions } from './use-user-actions';

const th = 'whitespace-nowrap border-b border-gray-300 px-3 py-2 text-left font-semibold text-gray-900 dark:border-gray-600 dark:text-gray-100';
const td = 'border-b border-gray-200 px-3 py-2 align-top text-gray-800 dark:border-gray-800 dark:text-gray-200';
const small = 'px-2.5 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50';

/** The users found: cards up to a small laptop, a table from there on; each with its role and actions. */
export function UserList({ rows, actions: { busy, act, setPending } }: { rows: ManagedUser[]; actions: UserActions }) {
  const { t, i18n } = useTranslation('users');
  const language = readerLanguage(i18n.resolvedLanguage);
  const me = useCurrentUser();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : t('never'));
  const day = (iso: string) => formatDateTime(iso, language, { time: false });

  const status = (u: ManagedUser) => (u.disabled ? t('status.disabled') : u.invited ? t('status.invited') : t('status.active'));

  const actions = (u: ManagedUser) => {
    return (
      <div role="group" aria-label={t('actionsFor', { email: u.email })} className="flex flex-wrap gap-1.5">
        {u.disabled ? (
          <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy} onClick={() => void act(() => usersApi.setDisabled(u.id, false), t('enabledDone', { email: u.email }))}>
            {t('enable')}
          </button>
        ) : (
          <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy || u.id === me?.id} onClick={() => setPending({ kind: 'disable', user: u })}>
            {t('disable')}
          </button>
        )}
        {u.invited && !u.disabled ? (
          <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy} onClick={() => void act(() => usersApi.resendInvitation(u.id), t('invitationResent', { email: u.email }))}>
            {t('resendInvitation')}
          </button>
        ) : (
          <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy} onClick={() => void act(() => usersApi.sendReset(u.id), t('resetSent', { email: u.email }))}>
            {t('reset')}
          </button>
        )}
        {u.role === 'customer' ? (
          <>
            <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy} onClick={() => setPending({ kind: 'lists', user: u })}>
              {t('lists')}
            </button>
            <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy} onClick={() => setPending({ kind: 'business', user: u })}>
              {t('business.button')}
            </button>
          </>
        ) : null}
        <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy || u.id === me?.id} onClick={() => setPending({ kind: 'delete', user: u })}>
          {t('delete')}
        </button>
      </div>
    );
  };

  const roleSelect = (u: ManagedUser) => {
    return (
      <select
        aria-label={t('roleOf', { email: u.email })}
        value={u.role}
        disabled={busy}
        // The select shows the stored role until the change is confirmed (Cancel leaves it as it was).
        onChange={(e) => setPending({ kind: 'role', user: u, role: e.target.value as Role })}
        className="rounded-md border border-gray-500 bg-white px-2 py-1 text-sm text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100"
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </select>
    );
  };

  return (
    <>
      {/* Cards up to a small laptop (the table's eight columns need a wide screen); the table from there on. */}
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label={t('columns.email')}>
        {rows.map((u) => (
          <li key={u.id} className="space-y-2 rounded-lg border border-gray-200 p-3 text-sm dark:border-gray-700">
            <p className="break-words font-medium text-gray-900 dark:text-gray-100">
              {u.email} {u.id === me?.id ? <span className="text-gray-700 dark:text-gray-300">({t('you')})</span> : null}
            </p>
            <p className="text-gray-700 dark:text-gray-300">
              {u.name} · {status(u)} · {t('columns.lastSignIn')}: {when(u.lastSignInAt)}
            </p>
            {roleSelect(u)}
            {actions(u)}
          </li>
        ))}
      </ul>
      <div className="hidden max-w-full overflow-x-auto rounded-lg border border-gray-200 xl:block dark:border-gray-700">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t('intro')}</caption>
          <thead>
            <tr>
              {(['email', 'name', 'role', 'status', 'created', 'lastSignIn', 'updated', 'actions'] as const).map((c) => (
                <th key={c} className={th}>
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.id}>
                <td className={`${td} break-words`}>
                  {u.email} {u.id === me?.id ? <span className="text-gray-700 dark:text-gray-300">({t('you')})</span> : null}
                </td>
                <td className={td}>{u.name}</td>
                <td className={td}>
                  {roleSelect(u)}
                </td>
                <td className={td}>{status(u)}</td>
                <td className={`${td} whitespace-nowrap`} title={when(u.createdAt)}>
                  {day(u.createdAt)}
                </td>
                <td className={`${td} whitespace-nowrap`}>{when(u.lastSignInAt)}</td>
                <td className={`${td} whitespace-nowrap`} title={when(u.updatedAt)}>
                  {day(u.updatedAt)}
                </td>
                <td className={td}>
                  {actions(u)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
