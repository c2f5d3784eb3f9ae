import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@freshprice/shared';
import { Modal } from '../../../components/ui/modal';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { saveUserLists, useAllLists, useUserLists } from '../../../api/users';

/** The price lists a customer sees: every list, those shared with them ticked. */
export function ListsDialog({ user, onClose, failure }: { user: ManagedUser; onClose: () => void; failure: (error: unknown) => string }) {
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
