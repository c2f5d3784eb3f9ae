import { useTranslation } from 'react-i18next';
import { TIERS, type PublicPriceRow } from '@freshprice/shared';
import { Badge } from '../../../components/ui/badge';
import { productNames, productPack, productPrice } from '../../../lib/catalogue';
import type { PriceGroup } from '../lib/price-list';

/** The "Updated" mark: seen as a badge, heard as a sentence. */
export function UpdatedBadge() {
  const { t } = useTranslation('prices');
  return (
    <Badge tone="amber" className="print:border print:border-black">
      <span aria-hidden="true">{t('updated')}</span>
      <span className="sr-only">{t('updatedLong')}</span>
    </Badge>
  );
}

/**
 * One category of the price list: the three tiers side by side. On paper every category after the first
 * shown one starts a new page (one a search hides neither breaks nor counts as first).
 *
 * `shown`: on a server-rendered page, every row is in the markup and the rows a search leaves out are
 * `hidden` (the price-list island searches them in the browser); the heading counts the shown ones.
 */
export function PriceTable({ group, shown }: { group: PriceGroup; shown?: ReadonlySet<PublicPriceRow> }) {
  const { t } = useTranslation('prices');
  const headingId = `prices-${group.category}`;
  const count = shown ? group.rows.filter((row) => shown.has(row)).length : group.rows.length;
  return (
    <section
      aria-labelledby={headingId}
      data-group={shown ? group.category : undefined}
      hidden={count === 0}
      className="print:[section:not([hidden])~&]:break-before-page"
    >
      <h2 id={headingId} className="mb-3 flex items-baseline gap-2 text-xl font-bold text-gray-900 print:mb-2 print:text-base dark:text-gray-50">
        {t(`common:categories.${group.category}`)}
        <span data-group-count className="text-sm font-medium text-gray-600 dark:text-gray-400">
          {t('productCount', { count })}
        </span>
      </h2>
      {/*
        A phone stacks each row (the name, then the three prices under it), so nothing scrolls sideways;
        from 640 px (and on paper) it is a plain table. Explicit roles keep the table semantics when the
        rows are laid out as grids.
      */}
      <div className="overflow-x-auto rounded-lg border border-gray-200 print:overflow-visible print:rounded-none print:border-0 dark:border-gray-800">
        <table role="table" className="block w-full border-collapse text-sm sm:table print:table print:text-[9pt]">
          <caption className="sr-only">{t('tableCaption', { category: t(`common:categories.${group.category}`) })}</caption>
          <thead role="rowgroup" className="max-sm:sr-only bg-gray-50 text-gray-900 sm:table-header-group dark:bg-gray-900 dark:text-gray-100 print:table-header-group">
            <tr role="row">
              <th role="columnheader" scope="col" className="px-3 py-2 text-left font-semibold print:border-b print:border-black print:px-1">
                {t('product')}
              </th>
              <th role="columnheader" scope="col" className="hidden px-3 py-2 text-left font-semibold md:table-cell print:table-cell print:border-b print:border-black print:px-1">
                {t('pack')}
              </th>
              <th role="columnheader" scope="col" className="hidden px-3 py-2 text-left font-semibold md:table-cell print:table-cell print:border-b print:border-black print:px-1">
                {t('availabilityColumn')}
              </th>
              {TIERS.map((tier) => (
                <th
                  key={tier}
                  role="columnheader"
                  scope="col"
                  className="w-32 px-3 py-2 text-right align-bottom leading-tight font-semibold print:w-[24mm] print:border-b print:border-black print:px-1"
                >
                  {t(`tiers.${tier}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block sm:table-row-group print:table-row-group">
            {group.rows.map((row) => (
              <PriceRow key={row.id} row={row} hidden={shown ? !shown.has(row) : undefined} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A row's markup is kept small (its classes are in index.css): the public list renders about 350. */
function PriceRow({ row, hidden }: { row: PublicPriceRow; hidden?: boolean }) {
  const { t, i18n } = useTranslation('prices');
  const language = i18n.resolvedLanguage ?? 'en';
  const { name, other, otherLang } = productNames(row, language);
  const pack = productPack(row, language);
  const availability = (
    <span className="stock-badge" data-in={row.inStock ? '' : undefined}>
      {t(row.inStock ? 'common:availability.in_stock' : 'common:availability.out_of_stock')}
    </span>
  );
  return (
    <tr role="row" className="price-row" hidden={hidden} data-en={row.nameEn} data-es={row.nameEs}>
      <th role="rowheader" scope="row" className="price-name">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <b>{name}</b>
          {row.changedRecently ? <UpdatedBadge /> : null}
        </span>
        {other !== name ? (
          <span lang={otherLang} className="price-other">
            {other}
          </span>
        ) : null}
        <span className="price-phone">
          <span>{pack}</span>
          {availability}
        </span>
      </th>
      <td role="cell" className="price-info">
        {pack}
      </td>
      <td role="cell" className="price-info">
        {availability}
      </td>
      {TIERS.map((tier) => (
        <td key={tier} role="cell" className="price-cell">
          <span aria-hidden="true" className="price-tier">
            {t(`tiersShort.${tier}`)}
          </span>
          {productPrice(row.prices[tier], row, language)}
        </td>
      ))}
    </tr>
  );
}

export function PriceTableSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-lg border border-gray-200 dark:border-gray-800">
      <div className="h-10 bg-gray-100 dark:bg-gray-900" />
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-t border-gray-200 px-3 py-3 dark:border-gray-800">
          <div className="flex flex-1 flex-col gap-1.5">
            <div className="h-4 w-2/3 animate-pulse rounded bg-gray-200 motion-reduce:animate-none dark:bg-gray-800" />
            <div className="h-3 w-1/3 rounded bg-gray-200 dark:bg-gray-800" />
          </div>
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-4 w-12 rounded bg-gray-200 sm:w-20 dark:bg-gray-800" />
          ))}
        </div>
      ))}
    </div>
  );
}
