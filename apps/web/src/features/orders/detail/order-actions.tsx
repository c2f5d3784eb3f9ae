import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@freshprice/shared';
import { orderPdfUrl, useCancelOrder, useReorder } from '../../../api/orders';
import { ConfirmDialog } from '../../../components/ui/modal';
import { buttonDanger, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { readerLanguage } from '../../../lib/format';
import { browserStorage, cartFromReorder, loadCart, saveCart } from '../lib/cart';
import { refusalMessage, type Translate } from '../lib/order-text';

/** The order as a PDF in the reader's language. */
export function PdfLink({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <a href={orderPdfUrl(order.id, readerLanguage(i18n.resolvedLanguage))} download className={buttonSecondary}>
      {t('detail.pdf')}
    </a>
  );
}

/**
 * Order again: the order's lines at today's prices go into the cart of its list (what changed is
 * shown there), and the order page opens on it.
 */
export function ReorderButton({ order, user }: { order: Order; user: string }) {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const reorder = useReorder();
  return (
    <button
      type="button"
      className={buttonSecondary}
      disabled={reorder.isPending}
      aria-busy={reorder.isPending}
      onClick={() =>
        reorder.mutate(order.id, {
          onSuccess: (answer) => {
            const list = order.priceList.id ?? answer.priceList;
            const storage = browserStorage();
            saveCart(storage, user, cartFromReorder(answer, list, loadCart(storage, user, list)));
            void navigate(`/order?list=${encodeURIComponent(order.priceList.slug ?? list)}`);
          },
          onError: (error) => notify('error', refusalMessage(t as Translate, error, i18n.resolvedLanguage ?? 'en')),
        })
      }
    >
      {t('detail.reorder')}
    </button>
  );
}

/** Cancelling, asked first. */
export function CancelOrder({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const cancel = useCancelOrder(order.id);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={buttonDanger} onClick={() => setAsking(true)}>
        {t('cancel.button')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('cancel.title', { number: order.number })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        destructive
        busy={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notify('success', t('cancel.done', { number: order.number }));
            },
          })
        }
      >
        <p>{t('cancel.body')}</p>
        {cancel.isError ? (
          <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-300">
            {refusalMessage(t as Translate, cancel.error, i18n.resolvedLanguage ?? 'en')}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
