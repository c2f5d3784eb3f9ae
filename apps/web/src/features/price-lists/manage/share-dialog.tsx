import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceListSummary } from '@freshprice/shared';
import { useListNames } from '../lib/list-name';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { priceListsApi, usePriceListMutation } from '../../../api/price-lists';
import { CustomerChecklist } from './customer-checklist';
import { Modal } from '../../../components/ui/modal';
import { errorDetail } from './errors';

/** Who may read a list: exactly the checked customers. */
export function ShareDialog({ list, onClose }: { list: PriceListSummary; onClose: () => void }) {
  const { t } = useTranslation('priceLists');
  const names = useListNames();
  const [selected, setSelected] = useState<Set<string>>(() => new Set((list.sharedWith ?? []).map((c) => c.id)));
  const [error, setError] = useState<string | null>(null);
  const share = usePriceListMutation((userIds: string[]) => priceListsApi.share(list.slug, userIds));

  const save = () => {
    setError(null);
    share.mutate([...selected], {
      onSuccess: () => {
        notify('success', t('manage.messages.updated'));
        onClose();
      },
      onError: (cause) => setError([t('manage.messages.updateError'), errorDetail(cause, t)].filter(Boolean).join(' ')),
    });
  };

  return (
    <Modal
      title={t('manage.share.title', { name: names.name(list) })}
      description={t('manage.share.intro')}
      onClose={() => {
        if (!share.isPending) onClose();
      }}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose} disabled={share.isPending}>
            {t('manage.cancel')}
          </button>
          <button type="button" className={buttonPrimary} onClick={save} disabled={share.isPending}>
            {share.isPending ? t('manage.saving') : t('manage.share.save')}
          </button>
        </>
      }
    >
      <CustomerChecklist selected={selected} onChange={setSelected} legend={t('manage.share.customers')} />
      {error ? (
        <p role="alert" className="mt-3 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
