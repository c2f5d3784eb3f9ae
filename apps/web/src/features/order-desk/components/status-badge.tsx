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
  cancelled: 'gray',
};

/** An order's status in words (the colour only repeats it). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orderDesk');
  return <Badge tone={TONE[status]}>{t(`statuses.${status}`)}</Badge>;
}
