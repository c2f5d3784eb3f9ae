import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES, type ManagedUser, type Role } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { ConfirmDialog, Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime, readerLanguage } from '../../../lib/format';
import { useCurrentUser } from '../../../api/me';
import { invalidateUsers, saveUserLists, useAllLists, useUserLists, useUsers, usersApi } from '../../../api/users';

const th = 'whitespace-nowrap border-b border-gray-300 px-3 py-2 text-left font-semibold text-gray-900 dark:border-gray-600 dark:text-gray-100';
const td = 'border-b border-gray-200 px-3 py-2 align-top text-gray-800 dark:border-gray-800 dark:text-gray-200';
const small = 'px-2.5 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50';

type Pending = { kind: 'delete' | 'disable' | 'lists'; user: ManagedUser } | { kind: 'role'; user: ManagedUser; role: Role } | { kind: 'invite' } | null;

/** /manage-users (admin): users by e-mail, searched and filtered; invite, role, disable, reset, lists, delete. */
export function UsersView() {
  const { t, i18n } = useTranslation('users');
  const language = readerLanguage(i18n.resolvedLanguage);
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  // The search follows typing, a moment after it stops.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), 250);
    return () => clearTimeout(timer);
  }, [searchText]);

  const users = useUsers({ search, role });
  const rows = users.data?.pages.flatMap((p) => p.items) ?? [];
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : t('never'));
  const day = (iso: string) => formatDateTime(iso, language, { time: false });

  function failure(error: unknown): string {
    if (error instanceof ApiError) {
      if (error.code === 'last_admin') return t('errors.lastAdmin');
      if (error.fields.email === 'emailTaken') return t('errors.emailTaken');
      if (error.fields.id === 'self') return t('errors.self');
      if (error.fields.id === 'notInvited') return t('errors.notInvited');
      if (error.status === 429) return t('errors.tooOften');
    }
    return t('errors.generic');
  }

  async function act(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await call();
      await invalidateUsers(queryClient);
      notify('success', done);
      setPending(null);
    } catch (error) {
      notify('error', failure(error));
    } finally {
      setBusy(false);
    }
  }

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
          <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy} onClick={() => setPending({ kind: 'lists', user: u })}>
            {t('lists')}
          </button>
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
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField label={t('search')} type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} className="min-w-0 flex-1" />
        <SelectField label={t('role')} value={role} onChange={(e) => setRole(e.target.value)} className="sm:w-48">
          <option value="">{t('allRoles')}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <button type="button" className={buttonPrimary} onClick={() => setPending({ kind: 'invite' })}>
          {t('invite')}
        </button>
      </div>

      {users.isError ? <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void users.refetch()} /> : null}
      {users.isPending ? <p role="status">{t('loading')}</p> : null}
      {users.isSuccess && !rows.length ? <p role="status">{t('empty')}</p> : null}

      {rows.length ? (
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
      ) : null}
      <LoadMore query={users} label={t('more')} loadingLabel={t('loading')} />

      {pending?.kind === 'invite' ? <InviteDialog onClose={() => setPending(null)} failure={failure} /> : null}
      {pending?.kind === 'lists' ? <ListsDialog user={pending.user} onClose={() => setPending(null)} failure={failure} /> : null}
      {pending?.kind === 'role' ? (
        <ConfirmDialog
          title={t('roleTitle', { name: pending.user.name, email: pending.user.email })}
          confirmLabel={t('roleConfirm')}
          cancelLabel={t('cancel')}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            void act(() => usersApi.setRole(pending.user.id, pending.role), t('roleChanged', { email: pending.user.email, role: t(`roles.${pending.role}`) }))
          }
        >
          <span className="block">{t('roleFromTo', { email: pending.user.email, from: t(`roles.${pending.user.role}`), to: t(`roles.${pending.role}`) })}</span>
          <span className="mt-2 block">{t(`roleMeans.${pending.role}`)}</span>
          {pending.user.id === me?.id ? <span className="mt-2 block font-medium">{t('roleSelf')}</span> : null}
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'delete' || pending?.kind === 'disable' ? (
        <ConfirmDialog
          title={t(pending.kind === 'delete' ? 'deleteTitle' : 'disableTitle', { email: pending.user.email })}
          confirmLabel={t(pending.kind)}
          cancelLabel={t('cancel')}
          destructive
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            void (pending.kind === 'delete'
              ? act(() => usersApi.remove(pending.user.id), t('deleted', { email: pending.user.email }))
              : act(() => usersApi.setDisabled(pending.user.id, true), t('disabledDone', { email: pending.user.email })))
          }
        >
          {t(pending.kind === 'delete' ? 'deleteBody' : 'disableBody')}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function InviteDialog({ onClose, failure }: { onClose: () => void; failure: (error: unknown) => string }) {
  const { t, i18n } = useTranslation('users');
  const [language, setLanguage] = useState<'en' | 'es'>(readerLanguage(i18n.resolvedLanguage) === 'es' ? 'es' : 'en');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('customer');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError(t('errors.invalidEmail'));
      return;
    }
    setBusy(true);
    try {
      const user = await usersApi.invite({ email: email.trim(), role, language, ...(name.trim() ? { name: name.trim() } : {}) });
      await invalidateUsers(queryClient);
      notify('success', t('invited', { email: user.email }));
      onClose();
    } catch (cause) {
      setError(failure(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t('inviteTitle')} description={t('inviteIntro')} onClose={onClose}>
      <form id="invite-user" noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        <TextField label={t('email')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={error} announce data-autofocus />
        <TextField label={t('name')} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        <SelectField label={t('role')} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('inviteLanguage')} value={language} onChange={(e) => setLanguage(e.target.value === 'es' ? 'es' : 'en')}>
          <option value="en">English</option>
          <option value="es">Español</option>
        </SelectField>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {t('send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function ListsDialog({ user, onClose, failure }: { user: ManagedUser; onClose: () => void; failure: (error: unknown) => string }) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const all = useAllLists();
  const shared = useUserLists(user.id);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const picked = chosen ?? new Set(shared.data?.map((l) => l.id));

  async function save() {
    setBusy(true);
    try {
      await saveUserLists(queryClient, user.id, [...picked]);
      notify('success', t('listsSaved', { email: user.email }));
      onClose();
    } catch (cause) {
      setError(failure(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('listsTitle', { email: user.email })}
      description={t('listsIntro')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose} disabled={busy} data-autofocus>
            {t('cancel')}
          </button>
          <button type="button" className={buttonPrimary} onClick={() => void save()} disabled={busy || !all.data || !shared.data}>
            {t('save')}
          </button>
        </>
      }
    >
      {all.isError || shared.isError ? <p role="alert">{t('errors.load')}</p> : null}
      {all.data && shared.data ? (
        all.data.length ? (
          <ul className="mt-3 space-y-2">
            {all.data.map((l) => (
              <li key={l.id}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-emerald-700"
                    checked={picked.has(l.id)}
                    onChange={() => {
                      const next = new Set(picked);
                      if (next.has(l.id)) next.delete(l.id);
                      else next.add(l.id);
                      setChosen(next);
                    }}
                  />
                  {l.name}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3">{t('noLists')}</p>
        )
      ) : (
        <p role="status" className="mt-3">
          {t('loading')}
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
