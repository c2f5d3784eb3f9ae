import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { SelectField } from '../../../components/ui/select-field';
import { buttonPrimary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { useUsers } from '../../../api/users';
import { BusinessDialog } from './business-dialog';
import { InviteDialog } from './invite-dialog';
import { ListsDialog } from './lists-dialog';
import { PendingConfirm } from './pending-confirm';
import { UserList } from './user-list';
import { useUserActions } from './use-user-actions';

/** /manage-users (admin): users by e-mail, searched and filtered; invite, role, disable, reset, lists, delete. */
export function UsersView() {
  const { t } = useTranslation('users');
  const actions = useUserActions();
  const { pending, setPending, failure } = actions;
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');

  // The search follows typing, a moment after it stops.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), 250);
    return () => clearTimeout(timer);
  }, [searchText]);

  const users = useUsers({ search, role });
  const rows = users.data?.pages.flatMap((p) => p.items) ?? [];

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

      {rows.length ? <UserList rows={rows} actions={actions} /> : null}
      <LoadMore query={users} label={t('more')} loadingLabel={t('loading')} />

      {pending?.kind === 'invite' ? <InviteDialog onClose={() => setPending(null)} failure={failure} /> : null}
      {pending?.kind === 'lists' ? <ListsDialog user={pending.user} onClose={() => setPending(null)} failure={failure} /> : null}
      {pending?.kind === 'business' ? <BusinessDialog customer={pending.user} onClose={() => setPending(null)} /> : null}
      <PendingConfirm actions={actions} />
    </div>
  );
}
