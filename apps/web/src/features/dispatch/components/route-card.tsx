import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerLabel, type CustomerRef, type DeliveryRoute } from '@freshprice/shared';
import { ChevronDownIcon, CloseIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { buttonDanger, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { changeRoute, deleteRoute, setRouteStops } from '../../../api/dispatch';
import { formatTime, readerLanguage } from '../../../lib/format';
import { moveStop, routeErrorKey } from '../lib/dispatch';
import { RouteForm } from './route-form';

const small = 'px-2 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-40';

/** A route: its name and cutoff (editable), its stops in order (up, down, remove), a customer to add. */
export function RouteCard({ route, unassigned, companyCutoff }: { route: DeliveryRoute; unassigned: CustomerRef[]; companyCutoff: string }) {
  const { t, i18n } = useTranslation('dispatch');
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState('');
  const refused = (error: unknown) => notify('error', t(routeErrorKey(error), { cutoff: formatTime(companyCutoff, language) }));

  async function write(action: () => Promise<unknown>, done?: string): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      if (done) notify('success', done);
      return true;
    } catch (error) {
      refused(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const stops = route.stops.map((s) => s.id);
  const saveStops = (customers: string[]) => write(() => setRouteStops(queryClient, route.id, customers, route.version));
  const headingId = `route-${route.id}`;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 p-4 dark:border-gray-700" data-testid="route-card">
      {editing ? (
        <RouteForm
          initial={{ name: route.name, cutoff: route.cutoff ?? '' }}
          companyCutoff={companyCutoff}
          submitLabel={t('routes.save')}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            const ok = await write(() => changeRoute(queryClient, route.id, { ...values, version: route.version }), t('routes.saved', { name: values.name }));
            if (ok) setEditing(false);
            return ok;
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="break-words text-xl font-semibold text-gray-900 dark:text-gray-100">
              {route.name}
            </h2>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {route.cutoff
                ? t('routes.cutoffShown', { cutoff: formatTime(route.cutoff, language) })
                : t('routes.noCutoff', { cutoff: formatTime(companyCutoff, language) })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={`${buttonSecondary} ${small}`} onClick={() => setEditing(true)} aria-label={`${t('routes.edit')}: ${route.name}`}>
              {t('routes.edit')}
            </button>
            <button
              type="button"
              className={`${buttonDanger} ${small}`}
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('routes.confirmDelete', { name: route.name }))) void write(() => deleteRoute(queryClient, route.id), t('routes.deleted', { name: route.name }));
              }}
            >
              {t('routes.delete')}
            </button>
          </div>
        </div>
      )}

      {route.stops.length ? (
        <ol className="mt-3 space-y-2" aria-label={route.name}>
          {route.stops.map((stop, i) => {
            const name = customerLabel(stop);
            return (
              <li key={stop.id} className="flex flex-wrap items-center gap-2 rounded-md bg-gray-50 px-3 py-2 dark:bg-gray-900" data-testid="route-stop">
                <span className="w-16 shrink-0 text-sm text-gray-700 dark:text-gray-300">{t('routes.stop', { position: stop.position })}</span>
                <span className="min-w-0 flex-1 basis-40 break-words font-medium">{name}</span>
                <span className="flex gap-1">
                  <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy || i === 0} aria-label={t('routes.moveUp', { name })} title={t('routes.moveUp', { name })} onClick={() => void saveStops(moveStop(stops, i, -1))}>
                    <ChevronDownIcon className="size-4 rotate-180" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={`${buttonSecondary} ${small}`}
                    disabled={busy || i === stops.length - 1}
                    aria-label={t('routes.moveDown', { name })}
                    title={t('routes.moveDown', { name })}
                    onClick={() => void saveStops(moveStop(stops, i, 1))}
                  >
                    <ChevronDownIcon className="size-4" aria-hidden="true" />
                  </button>
                  <button type="button" className={`${buttonSecondary} ${small}`} disabled={busy} aria-label={t('routes.remove', { name })} title={t('routes.remove', { name })} onClick={() => void saveStops(stops.filter((id) => id !== stop.id))}>
                    <CloseIcon className="size-4" aria-hidden="true" />
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-3 text-gray-700 dark:text-gray-300">{t('routes.noStops')}</p>
      )}

      {unassigned.length ? (
        <form
          className="mt-3 flex flex-wrap items-start gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            // Cleared only if still the one added: a customer chosen meanwhile stays chosen.
            if (adding) void saveStops([...stops, adding]).then((ok) => ok && setAdding((now) => (now === adding ? '' : now)));
          }}
        >
          <SelectField label={t('routes.addCustomer')} value={adding} onChange={(e) => setAdding(e.target.value)} className="min-w-0 flex-1 sm:max-w-sm">
            <option value="">{t('routes.chooseCustomer')}</option>
            {unassigned.map((c) => (
              <option key={c.id} value={c.id}>
                {customerLabel(c)}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={`${buttonSecondary} mt-6`} disabled={busy || !adding}>
            {t('routes.addCustomerButton')}
          </button>
        </form>
      ) : null}
    </article>
  );
}
