import { useTranslation } from 'react-i18next';
import { formatOrderQuantity, type PickList } from '@freshprice/shared';
import { readerLanguage } from '../../../lib/format';

const th = 'px-3 py-2 text-left text-sm font-semibold text-gray-700 dark:text-gray-300';
const td = 'px-3 py-2 align-top text-gray-900 dark:text-gray-100';

/** The pick list: a table per category, each product's total and who gets how much. */
export function PickListView({ list }: { list: PickList }) {
  const { t, i18n } = useTranslation('dispatch');
  const language = readerLanguage(i18n.resolvedLanguage);
  if (!list.categories.length) return <p role="status">{t('pick.empty')}</p>;
  return (
    <div className="space-y-8">
      {list.categories.map((group) => {
        const heading = t(`categories.${group.category ?? 'uncategorized'}`);
        return (
          <section key={group.category ?? 'none'} aria-label={heading} className="break-inside-avoid-page">
            <h2 className="mb-2 text-xl font-semibold text-gray-900 dark:text-gray-100">{heading}</h2>
            <table className="w-full table-fixed border-collapse text-sm">
              <thead className="border-b border-gray-300 dark:border-gray-700">
                <tr>
                  <th scope="col" className={`${th} w-2/5`}>
                    {t('pick.product')}
                  </th>
                  <th scope="col" className={`${th} w-1/5 text-right`}>
                    {t('pick.total')}
                  </th>
                  <th scope="col" className={th}>
                    {t('pick.who')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.products.map((p) => (
                  <tr key={`${p.productId ?? p.names.en}|${p.unit}`} className="border-b border-gray-200 dark:border-gray-800">
                    <th scope="row" className={`${td} break-words text-left font-semibold`}>
                      {p.names[language] || p.names.en}
                    </th>
                    <td className={`${td} text-right font-semibold tabular-nums`} data-testid="pick-total">
                      {formatOrderQuantity(p.quantity, p.unit, language)}
                    </td>
                    <td className={td}>
                      <ul className="space-y-0.5">
                        {p.recipients.map((r) => (
                          <li key={r.orderId} className="break-words">
                            {t('pick.recipient', { customer: r.customer, order: r.order, quantity: formatOrderQuantity(r.quantity, p.unit, language) })}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
