import { useTranslation } from 'react-i18next';
import { customerLabel, type Manifest } from '@freshprice/shared';
import { packingSlipPdfUrl } from '../../../api/dispatch';
import { textLink } from '../../../components/ui/styles';
import { formatMoney, readerLanguage } from '../../../lib/format';

const th = 'px-2 py-2 text-left text-sm font-semibold text-gray-700 dark:text-gray-300';
const td = 'px-2 py-2 align-top';

/** One route's manifest for a date: its stops in order with customer, address, phone and orders. */
export function ManifestView({ manifest }: { manifest: Manifest }) {
  const { t, i18n } = useTranslation(['dispatch', 'orders']);
  const language = readerLanguage(i18n.resolvedLanguage);
  if (!manifest.stops.length) return <p>{t('manifest.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-gray-300 dark:border-gray-700">
          <tr>
            <th scope="col" className={th}>
              {t('manifest.stop')}
            </th>
            <th scope="col" className={th}>
              {t('manifest.customer')}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell print:table-cell`}>
              {t('manifest.phone')}
            </th>
            <th scope="col" className={th}>
              {t('manifest.orders')}
            </th>
          </tr>
        </thead>
        <tbody>
          {manifest.stops.map((stop) => (
            <tr key={stop.customer.id} className="border-b border-gray-200 dark:border-gray-800" data-testid="manifest-stop">
              <td className={`${td} tabular-nums`}>{stop.position ?? t('manifest.none')}</td>
              <td className={`${td} break-words`}>
                <span className="font-semibold">{customerLabel(stop.customer)}</span>
                <span className="block text-gray-700 dark:text-gray-300">{stop.customer.address ?? t('manifest.none')}</span>
                <span className="block text-gray-700 md:hidden print:hidden dark:text-gray-300">{stop.customer.phone ?? ''}</span>
              </td>
              <td className={`${td} hidden md:table-cell print:table-cell`}>{stop.customer.phone ?? t('manifest.none')}</td>
              <td className={td}>
                <ul>
                  {stop.orders.map((o) => (
                    <li key={o.id}>
                      <a href={packingSlipPdfUrl(o.id)} className={`${textLink} print:no-underline`} download aria-label={t('manifest.packingSlip', { number: o.number })}>
                        {o.number}
                      </a>{' '}
                      · {t('manifest.lines')} {o.lines} · {formatMoney(o.total, language)} · {t(`orders:status.${o.status}`)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
