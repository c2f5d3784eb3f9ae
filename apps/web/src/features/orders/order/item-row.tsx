import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { unitName, type PriceListItem } from '@freshprice/shared';
import { AvailabilityBadge } from '../../../components/ui/badge';
import { productNames, productPack } from '../../../lib/catalogue';
import { readerLanguage } from '../../../lib/format';
import { QuantityInput } from '../components/quantity-input';
import { itemPriceText } from '../components/line-text';
import { lineProblemText } from '../lib/order-text';

/** One item of the list: its name, pack and price, and how many to order (none when out of stock). */
export const ItemRow = memo(function ItemRow({
  item,
  quantity,
  refusal,
  onQuantity,
}: {
  item: PriceListItem;
  quantity: number;
  /** The server's word on this line at the last attempt. */
  refusal: string | undefined;
  onQuantity: (product: string, quantity: number) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  const { name } = productNames(item, language);
  const problemId = useId();
  const outOfStock = !item.inStock;
  return (
    <li
      className={`flex items-center justify-between gap-3 py-3 ${quantity > 0 ? 'bg-emerald-50/60 dark:bg-emerald-950/30' : ''}`}
      data-testid="order-item"
    >
      <div className="min-w-0 flex-1 px-1">
        <p className="font-semibold break-words text-gray-900 dark:text-gray-50">{name}</p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {productPack(item, language)}
          {item.quantity ? ` · ${t('item.minimumQuantity', { quantity: item.quantity, unit: unitName(item.unit, Number(item.quantity), readerLanguage(language)) })}` : null}
        </p>
        <p className="mt-0.5 text-sm">
          <span className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">{itemPriceText(t, item, language)}</span>
          {outOfStock ? (
            <span className="ml-2">
              <AvailabilityBadge inStock={false} label={t('item.outOfStock')} />
            </span>
          ) : null}
        </p>
        {refusal ? (
          <p id={problemId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {lineProblemText(t, refusal, item.soldByWeight)}
          </p>
        ) : null}
      </div>
      <div className="shrink-0">
        <QuantityInput
          value={quantity}
          onChange={(q) => onQuantity(item.productId, q)}
          item={name}
          unit={item.soldByWeight ? t('weight.caseUnit') : unitName(item.unit, 1, readerLanguage(language))}
          disabled={outOfStock}
          invalid={Boolean(refusal)}
          describedBy={refusal ? problemId : undefined}
        />
      </div>
    </li>
  );
});
