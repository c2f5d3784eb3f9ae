import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { percentChange, toCents, type CustomerDashboard } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary, textLink } from '../../../components/ui/styles';
import { useCompanyFacts } from '../../../api/company';
import { openingHours } from '../../../lib/company-format';
import { formatDate, formatMoney, formatMoneyChange, formatPercentChange, formatTime, readerLanguage } from '../../../lib/format';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import { muted, Section, td, th } from './section';

/** A customer's week: the prices that moved, their lists, and how to order. */
export function CustomerView({ data }: { data: CustomerDashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = readerLanguage(i18n.resolvedLanguage);
  const facts = useCompanyFacts();
  const hours = openingHours(facts.hours, language);
  // A phone has no room for five columns: each move is a card there.
  const phone = useMediaQuery(BELOW_MD);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Section title={t('customer.changesTitle')} className="lg:col-span-2">
        <p className={`${muted} text-sm`}>{t('customer.changesIntro')}</p>
        {data.changes.length === 0 ? (
          <p className="mt-3 text-gray-800 dark:text-gray-200">{t('customer.noChanges')}</p>
        ) : phone ? (
          <ChangeCards changes={data.changes} />
        ) : (
          <div className="mt-3 max-w-full overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('customer.changesTitle')}</caption>
              <thead>
                <tr>
                  <th className={th}>{t('columns.product')}</th>
                  <th className={th}>{t('columns.list')}</th>
                  <th className={`${th} text-right`}>{t('columns.old')}</th>
                  <th className={`${th} text-right`}>{t('columns.new')}</th>
                  <th className={th}>{t('columns.date')}</th>
                </tr>
              </thead>
              <tbody>
                {data.changes.map((c) => {
                  const up = Number(c.new) > Number(c.old);
                  return (
                    <tr key={`${c.list.slug}:${c.productId}`}>
                      <td className={td}>{language === 'es' ? c.nameEs : c.nameEn}</td>
                      <td className={td}>{c.list.name}</td>
                      <td className={`${td} text-right tabular-nums`}>{formatMoney(c.old, language)}</td>
                      <td className={`${td} whitespace-nowrap text-right font-semibold tabular-nums`}>
                        <span aria-hidden="true" className={up ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}>
                          {up ? '↑' : '↓'}{' '}
                        </span>
                        <span className="sr-only">{up ? t('up') : t('down')} </span>
                        {formatMoney(c.new, language)}
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{formatDate(c.at, language)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <div className="space-y-6">
        <Section title={t('customer.listsTitle')}>
          {data.lists.length ? (
            <ul className="space-y-2">
              {data.lists.map((l) => (
                <li key={l.slug}>
                  <Link to={`/pricesprivate/${l.slug}`} className={textLink}>
                    {l.name}
                  </Link>
                  <p className={`${muted} text-sm`}>
                    {t('customer.updated', { date: formatDate(l.updatedAt, language) })} · {t('customer.items', { count: l.itemCount })}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-800 dark:text-gray-200">{t('customer.noLists')}</p>
          )}
        </Section>
        <Section title={t('customer.orderTitle')}>
          {data.lists.length > 0 && (
            <div className="mb-3 flex flex-wrap gap-2">
              <Link to="/order" className={buttonPrimary}>
                {t('customer.orderNow')}
              </Link>
              <Link to="/orders" className={buttonSecondary}>
                {t('customer.myOrders')}
              </Link>
            </div>
          )}
          <p className="text-gray-800 dark:text-gray-200">{t('customer.cutoff', { time: formatTime(facts.sameDayCutoff, language) })}</p>
          <p className="mt-1 text-gray-800 dark:text-gray-200">{t('customer.hours', hours)}</p>
          <p className="mt-1 text-gray-800 dark:text-gray-200">{t('customer.call', { phone: facts.phone })}</p>
        </Section>
      </div>
    </div>
  );
}

/** The week's moves on a phone: one card each, product, before, now and the change, nothing cut off. */
function ChangeCards({ changes }: { changes: CustomerDashboard['changes'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = readerLanguage(i18n.resolvedLanguage);
  const label = `${muted} text-xs`;
  return (
    <ul className="mt-3 space-y-3" aria-label={t('customer.changesTitle')}>
      {changes.map((c) => {
        const before = toCents(c.old);
        const now = toCents(c.new);
        const up = now > before;
        const percent = percentChange(before, now);
        return (
          <li key={`${c.list.slug}:${c.productId}`} className="rounded-md border border-gray-200 p-3 text-sm dark:border-gray-700">
            <p className="font-semibold break-words text-gray-900 dark:text-gray-100">{language === 'es' ? c.nameEs : c.nameEn}</p>
            <p className={`${muted} break-words`}>
              {c.list.name} · {formatDate(c.at, language)}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1">
              <div className="min-w-0">
                <dt className={label}>{t('columns.old')}</dt>
                <dd className="text-gray-800 tabular-nums dark:text-gray-200">{formatMoney(c.old, language)}</dd>
              </div>
              <div className="min-w-0">
                <dt className={label}>{t('columns.new')}</dt>
                <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-100">{formatMoney(c.new, language)}</dd>
              </div>
              <div className="min-w-0">
                <dt className={label}>{t('columns.change')}</dt>
                <dd className="text-gray-800 tabular-nums dark:text-gray-200">
                  <span className="block">
                    <span aria-hidden="true" className={up ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-300'}>
                      {up ? '↑' : '↓'}{' '}
                    </span>
                    <span className="sr-only">{up ? t('up') : t('down')} </span>
                    {formatMoneyChange(now - before, language)}
                  </span>
                  {percent === null ? null : <span className="block">{formatPercentChange(percent, language)}</span>}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

