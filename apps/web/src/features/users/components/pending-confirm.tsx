import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/modal';
import { useCurrentUser } from '../../../api/me';
import { usersApi } from '../../../api/users';
import type { UserActions } from './use-user-actions';

/** The confirmation a role change, a deletion or a disabling waits for. */
export function PendingConfirm({ actions: { pending, setPending, busy, act } }: { actions: UserActions }) {
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  return (
    <>
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
    </>
  );
}
