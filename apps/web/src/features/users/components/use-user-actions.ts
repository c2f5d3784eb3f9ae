import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ManagedUser, Role } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { invalidateUsers } from '../../../api/users';

/** The dialog the page shows: a confirmation, the invitation or a customer's lists. */
export type Pending = { kind: 'delete' | 'disable' | 'lists' | 'business'; user: ManagedUser } | { kind: 'role'; user: ManagedUser; role: Role } | { kind: 'invite' } | null;

/** What the users page is doing: the open dialog, whether a call is under way, and how a call is made and told. */
export function useUserActions() {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

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

  return { pending, setPending, busy, act, failure };
}

export type UserActions = ReturnType<typeof useUserActions>;
