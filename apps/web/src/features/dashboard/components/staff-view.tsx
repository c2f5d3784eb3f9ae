import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, type Role, type StaffDashboard } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary, textLink } from '../../../components/ui/styles';
import { formatDateTime, readerLanguage } from '../../../lib/format';
import { muted, Section } from './section';
import { StaleDaysSetting } from './stale-days-setting';

/** The staff's day: quick links, lists updated today and not for a while, imports and activity. */
export function StaffView({ data, role }: { data: StaffDashboard; role: Role }) {
  const { t, i18n } = useTranslation(['dashboard', 'activity']);
  const language = readerLanguage(i18n.resolvedLanguage);
  const links = [
    ['/prices-manage', 'prices.manage', 'staff.links.prices'],
    ['/import-quickbooks', 'import.run', 'staff.links.import'],
    ['/exportlistswhatsapp', 'export.whatsapp', 'staff.links.export'],
    ['/products/manage', 'products.manage', 'staff.links.products'],
    ['/ai', 'prices.manage', 'staff.links.assistant'],
  ] as const;
  return (
    <div className="space-y-6">
      <nav aria-label={t('staff.quickLinks')} className="flex flex-wrap gap-3">
        {links
          .filter(([, access]) => can(role, access))
          .map(([to, , label], i) => (
            <Link key={to} to={to} className={i === 0 ? buttonPrimary : buttonSecondary}>
              {t(label)}
            </Link>
          ))}
      </nav>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('staff.todayTitle')}>
          {data.updatedToday.length ? (
            <ul className="space-y-1">
              {data.updatedToday.map((l) => (
                <li key={l.slug}>
                  <Link to={`/prices-manage/${l.slug}`} className={textLink}>
                    {l.name}
                  </Link>{' '}
                  <span className={`${muted} text-sm`}>{formatDateTime(l.updatedAt, language)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-800 dark:text-gray-200">{t('staff.noneToday')}</p>
          )}
        </Section>
        <Section title={t('staff.staleTitle', { count: data.staleListDays })}>
          {data.stale.length ? (
            <ul className="space-y-1">
              {data.stale.map((l) => (
                <li key={l.slug}>
                  <Link to={`/prices-manage/${l.slug}`} className={textLink}>
                    {l.name}
                  </Link>{' '}
                  <span className={`${muted} text-sm`}>{t('staff.daysAgo', { count: l.days })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-800 dark:text-gray-200">{t('staff.noneStale', { count: data.staleListDays })}</p>
          )}
          {can(role, 'settings.manage') ? <StaleDaysSetting days={data.staleListDays} /> : null}
        </Section>
        <Section title={t('staff.importsTitle')}>
          {data.imports.length ? (
            <ul className="space-y-2">
              {data.imports.map((i) => (
                <li key={i.id} className="text-sm">
                  <span className="font-medium text-gray-900 dark:text-gray-100">{i.fileName}</span>
                  <span className={muted}>
                    {' '}
                    · {i.priceList.name ?? i.priceList.slug} · {t(`importStates.${i.status}`)} · {formatDateTime(i.createdAt, language)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-800 dark:text-gray-200">{t('staff.noImports')}</p>
          )}
          <Link to="/import-quickbooks" className={`${textLink} mt-3 inline-block text-sm`}>
            {t('staff.links.import')}
          </Link>
        </Section>
        <Section title={t('staff.activityTitle')}>
          {data.activity.length ? (
            <ul className="space-y-2">
              {data.activity.map((a) => (
                <li key={a.id} className="text-sm">
                  <span className="font-medium text-gray-900 dark:text-gray-100">
                    {t(`activity:resources.${a.resourceType}`)} · {t(`activity:actions.${a.action}`, { defaultValue: a.action })}
                    {typeof a.details.name === 'string' ? ` · ${a.details.name}` : ''}
                  </span>
                  <span className={`${muted} break-words`}>
                    {' '}
                    · {a.user?.email ?? '—'} · {formatDateTime(a.at, language)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-800 dark:text-gray-200">{t('staff.noActivity')}</p>
          )}
          <Link to="/activity" className={`${textLink} mt-3 inline-block text-sm`}>
            {t('staff.allActivity')}
          </Link>
        </Section>
      </div>
    </div>
  );
}

