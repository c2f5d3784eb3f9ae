import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@freshprice/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<OrderStatus, BadgeTone> = {
  placed: 'amber',
  confirmed: 'green',
  picking: 'green',
  packed: 'green',
  out_for_delivery: 'green',
  delivered: 'gray',
  cancelled: 'red',
};
const MARK: Record<OrderStatus, string> = { placed: '●', confirmed: '✓', picking: '✓', packed: '✓', out_for_delivery: '➜', delivered: '✓', cancelled: '✕' };

/** An order's status in words, with a mark so it is not told by colour alone. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge tone={TONE[status]}>
      <span aria-hidden="true">{MARK[status]}</span>
      {t(`status.${status}`)}
    </Badge>
  );
}
