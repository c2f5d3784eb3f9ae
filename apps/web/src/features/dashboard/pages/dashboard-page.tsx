import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, percentChange, toCents, type CustomerDashboard, type Role, type StaffDashboard } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonPrimary, buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { useCompanyFacts } from '../../../api/company';
import { openingHours } from '../../../lib/company-format';
import { formatDate, formatDateTime, formatMoney, formatMoneyChange, formatPercentChange, formatTime, readerLanguage } from '../../../lib/format';
import { useDashboard } from '../../../api/dashboard';
import { savePricingSettings } from '../../../api/price-lists';
import { useCurrentUser, useSession } from '../../../api/me';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';

const card = 'min-w-0 rounded-lg border border-gray-200 p-4 dark:border-gray-700';
const h2 = 'text-lg font-semibold text-gray-900 dark:text-gray-100';
const th = 'whitespace-nowrap border-b border-gray-300 px-2 py-1 text-left font-semibold text-gray-900 dark:border-gray-600 dark:text-gray-100';
const td = 'border-b border-gray-200 px-2 py-1 text-gray-800 dark:border-gray-800 dark:text-gray-200';
const muted = 'text-gray-700 dark:text-gray-300';

/** /dashboard (any signed-in user): a customer's week of prices, or the staff's day. */
export default function DashboardPage() {
  const { t } = useTranslation(['pages', 'dashboard']);
  const session = useSession();
  const user = useCurrentUser();
  const dashboard = useDashboard();
  const name = user?.name || user?.email;
  if (session.status !== 'signedIn') return null;
  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('dashboard.title')}>{name ? <p>{t('dashboard:welcome', { name })}</p> : null}</PageHeader>
      {dashboard.isError ? <LoadError message={t('dashboard:error')} retryLabel={t('dashboard:retry')} onRetry={() => void dashboard.refetch()} /> : null}
      {dashboard.isPending ? <p role="status">{t('dashboard:loading')}</p> : null}
      {dashboard.data?.kind === 'customer' ? <CustomerView data={dashboard.data} /> : null}
      {dashboard.data?.kind === 'staff' ? <StaffView data={dashboard.data} role={session.role} /> : null}
    </section>
  );
}

function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`${card} ${className}`} aria-label={title}>
      <h2 className={h2}>{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function CustomerView({ data }: { data: CustomerDashboard }) {
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

function StaffView({ data, role }: { data: StaffDashboard; role: Role }) {
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

/** An admin changes how many days make a list "not updated" right where it shows. */
function StaleDaysSetting({ days }: { days: number }) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(days));
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || n < 1 || n > 365) {
      setError(t('staff.invalidDays'));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const saved = await savePricingSettings(queryClient, { staleListDays: n });
      notify('success', t('staff.saved', { count: saved.staleListDays }));
    } catch {
      setError(t('staff.saveError'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="mt-4 flex flex-wrap items-end gap-2">
      <TextField
        label={t('staff.staleSetting')}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        announce
        className="w-full sm:w-auto"
      />
      <button type="submit" className={buttonSecondary} disabled={saving}>
        {t('staff.save')}
      </button>
    </form>
  );
}
