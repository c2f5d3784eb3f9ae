import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIERS, type CompanyFacts, type Tier } from '@freshprice/shared';
import { PrinterIcon, TruckIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader, useMetaDescription } from '../../../components/ui/page-title';
import { SearchField } from '../../../components/ui/search-field';
import { buttonSecondary, textLink } from '../../../components/ui/styles';
import { useCompanyFacts } from '../../../api/company';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePublicPrices } from '../../../api/catalogue';
import { PriceTable, PriceTableSkeleton, UpdatedBadge } from '../components/price-table';
import { priceGroups } from '../lib/price-list';
import { filterCatalogue } from '../../../lib/catalogue';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['prices'];

/**
 * Rendered on the server for a visitor (nothing hydrates it): the search is a GET form (?q=) the server
 * answers, and every row is in the markup for the price-list island to search at once.
 */
const RENDERED = import.meta.env.SSR;

/** /prices for visitors: the standard Small, Medium and Large business prices, printable. */
export default function PricesPublicPage() {
  const { t, i18n } = useTranslation('prices');
  const language = i18n.resolvedLanguage ?? 'en';
  useMetaDescription(t('metaDescription'));
  const facts = useCompanyFacts();
  const prices = usePublicPrices();
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const deferredQuery = useDeferredValue(query);
  // Rendered: every row, grouped; `shown` the ones the search keeps.
  const groups = useMemo(
    () => (prices.data ? priceGroups(prices.data, RENDERED ? '' : deferredQuery, language) : null),
    [prices.data, deferredQuery, language],
  );
  const shown = useMemo(
    () => (RENDERED && prices.data ? new Set(filterCatalogue(prices.data, { category: null, availability: null, q: query }).items) : undefined),
    [prices.data, query],
  );
  const empty = shown ? shown.size === 0 : groups?.length === 0;
  const listDate = prices.dataUpdatedAt ? formatDate(prices.dataUpdatedAt, language) : null;

  return (
    <section data-print-sheet data-island={RENDERED && prices.data ? 'price-list' : undefined} className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      {/* Printed only: who the list is from and when. */}
      <div className="mb-4 hidden border-b-2 border-black pb-3 print:block">
        <p className="text-2xl font-bold">{facts.name}</p>
        <p className="text-sm">
          {t('print.contact', { phone: facts.phone, email: facts.email })}
          {' · '}
          {facts.address.street}, {facts.address.city}, {facts.address.state} {facts.address.zip}
        </p>
      </div>

      <PageHeader title={t('title')}>
        <span className="print:hidden">{t('intro')}</span>
        <span className="mt-1 block min-h-5 text-sm font-medium text-gray-900 dark:text-gray-100">
          {listDate ? t('asOf', { date: listDate }) : null}
        </span>
      </PageHeader>

      <TierRules facts={facts} language={language} />

      <form
        method="get"
        action="/prices"
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="mb-6 flex items-end gap-2 sm:gap-3 print:hidden"
      >
        <SearchField
          className="min-w-0 flex-1"
          name="q"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        {/* Without JavaScript the search is sent to the server, and there is no Print button. */}
        <button type="submit" className={`${buttonSecondary} h-11 px-3 not-noscript:hidden sm:px-4`}>
          {t('searchSubmit')}
        </button>
        <button type="button" data-print onClick={() => window.print()} className={`${buttonSecondary} h-11 px-3 noscript:hidden sm:px-4`}>
          <PrinterIcon />
          <span className="sr-only sm:not-sr-only">{t('print.button')}</span>
        </button>
      </form>

      <p className="mb-6 flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300 print:mb-3 print:text-xs">
        <UpdatedBadge />
        <span>{t('legend')}</span>
      </p>

      {prices.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void prices.refetch()} />
      ) : !groups ? (
        <div role="status" aria-label={t('loading')}>
          <PriceTableSkeleton />
        </div>
      ) : (
        <>
          <div
            role="status"
            data-empty
            hidden={!empty}
            className="rounded-lg border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600"
          >
            <p className="font-medium text-gray-900 dark:text-gray-100">{t('empty')}</p>
          </div>
          <div
            className="flex flex-col gap-10 print:gap-0"
            data-t-one={RENDERED ? t('productCount', { count: 1 }).replace('1', '{n}') : undefined}
            data-t-other={RENDERED ? t('productCount', { count: 2 }).replace('2', '{n}') : undefined}
          >
            {groups.map((group) => (
              <PriceTable key={group.category} group={group} shown={shown} />
            ))}
          </div>
        </>
      )}

      <p className="mt-10 text-sm text-gray-700 dark:text-gray-300 print:mt-4 print:text-xs">
        {t('footnote')}{' '}
        <Link to="/contact?reason=request_price_list" className={`${textLink} print:no-underline`}>
          {t('contactUs')}
        </Link>
      </p>
    </section>
  );
}

function TierRules({ facts, language }: { facts: CompanyFacts; language: string }) {
  const { t } = useTranslation('prices');
  const minimum = (tier: Tier) => {
    const amount = facts.minimumOrder[tier];
    return amount === null || amount === 0 ? t('rules.noMinimum') : t('rules.minimum', { amount: formatMoney(amount, language) });
  };
  return (
    <ul className="mb-8 grid grid-cols-3 gap-2 sm:gap-3 print:mb-4 print:gap-2">
      {TIERS.map((tier) => (
        <li
          key={tier}
          className="rounded-lg border border-emerald-200 bg-emerald-50/70 p-2.5 text-xs leading-snug sm:p-4 sm:text-sm dark:border-emerald-900 dark:bg-emerald-950/40 print:border-black print:p-2 print:text-xs"
        >
          <p className="text-sm font-bold text-emerald-900 sm:text-base dark:text-emerald-200 print:text-sm">{t(`tiers.${tier}`)}</p>
          <p className="mt-1 text-gray-800 dark:text-gray-200">{minimum(tier)}</p>
          {facts.minimumOrder[tier] === null ? (
            <p className="text-gray-800 dark:text-gray-200">{t('rules.volumeDiscounts')}</p>
          ) : null}
          <p className="mt-1 flex items-start gap-1.5 text-gray-800 dark:text-gray-200">
            <TruckIcon className="mt-px hidden size-4 shrink-0 sm:block print:hidden" />
            {t(`rules.delivery.${facts.deliveryFrequency[tier]}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
