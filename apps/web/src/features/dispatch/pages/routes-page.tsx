import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { useCompanyFacts } from '../../../api/company';
import { createRoute, manifestPdfUrl, useDeliveryRoutes, useManifests } from '../../../api/dispatch';
import { formatDay, formatTime, readerLanguage } from '../../../lib/format';
import { DayPicker } from '../components/day-picker';
import { ManifestView } from '../components/manifest-view';
import { PdfLinks } from '../components/pdf-links';
import { RouteCard } from '../components/route-card';
import { RouteForm } from '../components/route-form';
import { dateParam, nextDeliveryDate, routeErrorKey } from '../lib/dispatch';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['dispatch', 'orders'];

/**
 * /orders/manage/routes (staff): the delivery routes with their cutoffs and customers in stop order
 * (add, remove, move up and down), and each route's manifest for a delivery date.
 */
export default function RoutesPage() {
  const { t, i18n } = useTranslation('dispatch');
  const language = readerLanguage(i18n.resolvedLanguage);
  const facts = useCompanyFacts();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(() => nextDeliveryDate(facts, new Date()));
  const date = dateParam(params, fallback);
  const routes = useDeliveryRoutes();
  const manifests = useManifests(date);
  const [busy, setBusy] = useState(false);
  const companyCutoff = routes.data?.companyCutoff ?? facts.sameDayCutoff;

  const add = async (values: { name: string; cutoff: string | null }) => {
    setBusy(true);
    try {
      await createRoute(queryClient, values);
      notify('success', t('routes.created', { name: values.name }));
      return true;
    } catch (error) {
      notify('error', t(routeErrorKey(error), { cutoff: formatTime(companyCutoff, language) }));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${pageContainer} py-6`} data-print-sheet>
      <p className="mb-2 print:hidden">
        <Link to="/orders/manage" className={textLink}>
          {t('links.desk')}
        </Link>
      </p>
      <div className="print:hidden">
        <PageHeader title={t('routes.title')}>
          <p>{t('routes.intro', { cutoff: formatTime(companyCutoff, language) })}</p>
        </PageHeader>
        <h2 className="mb-2 text-lg font-semibold">{t('routes.add')}</h2>
        <RouteForm companyCutoff={companyCutoff} submitLabel={t('routes.add')} busy={busy} onSubmit={add} />

        <div className="mt-6 space-y-4" aria-busy={routes.isFetching || undefined}>
          {routes.isError ? <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void routes.refetch()} /> : null}
          {routes.isPending ? <p role="status">{t('loading')}</p> : null}
          {routes.data ? (
            <>
              <p role="status">{routes.data.unassigned.length ? t('routes.unassigned', { count: routes.data.unassigned.length }) : t('routes.allAssigned')}</p>
              {routes.data.routes.length ? null : <p>{t('routes.empty')}</p>}
              {routes.data.routes.map((route) => (
                <RouteCard key={route.id} route={route} unassigned={routes.data.unassigned} companyCutoff={companyCutoff} />
              ))}
            </>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="manifests" className="mt-10">
        <h2 id="manifests" className="mb-2 text-2xl font-bold print:hidden">
          {t('manifest.title')}
        </h2>
        <p className="mb-2 text-sm print:hidden">{t('manifest.notCancelled')}</p>
        <DayPicker date={date} onDate={(next) => setParams({ date: next }, { replace: true })} />
        <button type="button" className={`${buttonSecondary} mt-3 print:hidden`} onClick={() => window.print()}>
          {t('print')}
        </button>
        <div className="mt-4 space-y-8" aria-busy={manifests.isPlaceholderData || undefined}>
          {manifests.isError ? <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void manifests.refetch()} /> : null}
          {manifests.data && !manifests.data.routes.length ? <p role="status">{t('manifest.empty')}</p> : null}
          {manifests.data?.routes.map((m) => {
            const name = m.route?.name ?? t('manifest.noRoute');
            return (
              <section key={m.route?.id ?? 'none'} aria-label={`${t('routes.manifest')}: ${name}`} className="break-before-page first:break-before-auto" data-testid="manifest">
                <h3 className="break-words text-xl font-semibold">
                  {t('routes.manifest')}: {name}
                </h3>
                <p className="mb-2 text-sm first-letter:uppercase">{formatDay(date, language)}</p>
                {m.route ? (
                  <div className="mb-2 flex flex-wrap gap-2">
                    <PdfLinks url={(lang) => manifestPdfUrl(m.route!.id, date, lang)} />
                  </div>
                ) : null}
                <ManifestView manifest={m} />
              </section>
            );
          })}
        </div>
      </section>
    </section>
  );
}
