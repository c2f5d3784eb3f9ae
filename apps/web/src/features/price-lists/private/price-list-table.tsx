import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { packShown, type PriceListItem } from '@freshprice/shared';
import { Badge } from '../../../components/ui/badge';
import { productNames, productPack, productPrice, type ProductGroup } from '../../../lib/catalogue';
import { formatMoney, formatNumber } from '../../../lib/format';
import { priceMovement } from './private-list';

/** The namespace's translate function: handed down to the rows, so 2,000 rows do not each subscribe to i18n. */
type Translate = ReturnType<typeof useTranslation<'priceLists'>>['t'];

/** Opens an item's price history; the button is where focus returns when it closes. */
export type OpenHistory = (item: PriceListItem, trigger: HTMLButtonElement) => void;

const ARROWS = { up: '▲', down: '▼' } as const;

/**
 * The "Updated" mark of a price that moved over the recent window (net: a change and its rollback
 * has none): seen as a badge with an arrow and the price it moved from, heard as "Updated, up from
 * $X". An item added in the window is marked "New".
 */
export function UpdatedMark({ item, language, t }: { item: Pick<PriceListItem, 'price' | 'previousPrice' | 'recentChange'>; language: string; t: Translate }) {
  const movement = priceMovement(item);
  if (!movement) return null;
  if (movement === 'new') {
    return (
      <span className="flex justify-end" data-testid="new-mark">
        <Badge tone="green" className="print:border print:border-black">
          {t('newItem')}
        </Badge>
      </span>
    );
  }
  const old = formatMoney(item.previousPrice!, language);
  const spoken = movement === 'up' ? t('upFrom', { price: old }) : t('downFrom', { price: old });
  return (
    <span className="flex flex-wrap items-center justify-end gap-x-1.5 gap-y-0.5" data-testid="updated-mark">
      <Badge tone="amber" className="print:border print:border-black">
        <span aria-hidden="true">{ARROWS[movement]}</span>
        <span>{t('updated')}</span>
        <span className="sr-only">, {spoken}</span>
      </Badge>
      <s aria-hidden="true" className="text-xs whitespace-nowrap text-gray-600 tabular-nums dark:text-gray-400">
        {old}
      </s>
    </span>
  );
}

/**
 * On paper, a moved price's mark in the price's own line: its arrow, or "New" (the legend above says
 * what they mean). Drawn by the print styles from an attribute: the screen's marks stay the only text.
 */
function PrintedMove({ item, t }: { item: Pick<PriceListItem, 'previousPrice' | 'recentChange'>; t: Translate }) {
  const movement = priceMovement(item);
  if (!movement) return null;
  return (
    <span
      aria-hidden="true"
      data-mark={movement === 'new' ? t('newItem') : ARROWS[movement]}
      className="mr-1 hidden text-[6.5pt] font-normal print:inline print:before:content-[attr(data-mark)]"
    />
  );
}

/**
 * One category of the list: its heading and its table. On paper the categories run on in columns (the
 * page's print styles), and the heading stands in the table's head, which the browser repeats at the
 * top of each column and page the category continues in.
 */
export const PriceCategoryTable = memo(function PriceCategoryTable({
  group,
  count,
  listName,
  first,
  language,
  onOpenHistory,
}: {
  group: ProductGroup<PriceListItem>;
  /** The category's items (the group may hold only the first of them while the page renders). */
  count: number;
  listName: string;
  first: boolean;
  language: string;
  onOpenHistory: OpenHistory;
}) {
  const { t } = useTranslation('priceLists');
  const headingId = `price-list-${group.category}`;
  const category = t(`common:categories.${group.category}`);
  return (
    <section aria-labelledby={headingId} className={first ? '' : 'print:mt-2'} data-testid="price-category">
      <h2
        id={headingId}
        className="mb-2 flex items-baseline gap-2 border-b border-gray-300 pb-1 text-xl font-bold text-gray-900 print:hidden dark:border-gray-700 dark:text-gray-50"
      >
        {category}
        <span className="text-sm font-medium text-gray-600 dark:text-gray-400">
          {t('groupCount', { count, formatted: formatNumber(count, language) })}
        </span>
      </h2>
      {/* The table stays a table at every width: on a phone the pack moves under the name and the table scrolls inside its own box if it must. */}
      <div className="overflow-x-auto rounded-md border border-gray-200 print:overflow-visible print:rounded-none print:border-0 dark:border-gray-800">
        {/* A fixed layout: the browser sizes the columns from the header, not by measuring every row of a long list. */}
        {/* On paper the price column is as wide as its widest price (and mark), the name takes the rest. */}
        <table className="w-full table-fixed border-collapse text-sm print:table-auto print:text-[7.5pt] print:leading-tight">
          <caption className="sr-only">{t('tableCaption', { category, list: listName })}</caption>
          <thead className="bg-gray-50 text-gray-900 dark:bg-gray-900 dark:text-gray-100">
            {/* Printed only: the category's heading, again at the top of each column it runs on into. */}
            <tr className="hidden print:table-row" aria-hidden="true">
              <th colSpan={3} className="border-b border-black px-0.5 pb-px text-left text-[9pt] font-bold">
                {category}
              </th>
            </tr>
            <tr className="print:hidden">
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('columns.product')}
              </th>
              <th scope="col" className="hidden w-44 px-3 py-2 text-left font-semibold md:table-cell lg:w-56">
                {t('columns.pack')}
              </th>
              <th scope="col" className="w-32 px-3 py-2 text-right font-semibold sm:w-40">
                {t('columns.price')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800 [&>tr]:break-inside-avoid [&>tr]:align-top [&>tr:nth-child(even)]:bg-gray-50/60 dark:[&>tr:nth-child(even)]:bg-gray-900/50 print:[&>tr]:border-b print:[&>tr]:border-gray-300 [&>tr>*]:px-3 [&>tr>*]:py-2 print:[&>tr>*]:px-0.5 print:[&>tr>*]:py-px">
            {group.items.map((item) => (
              <PriceRow key={item.productId} item={item} language={language} t={t} onOpenHistory={onOpenHistory} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});

/** A row re-renders only when its item, the language or the handler changes: not on each keystroke. */
const PriceRow = memo(function PriceRow({
  item,
  language,
  t,
  onOpenHistory,
}: {
  item: PriceListItem;
  language: string;
  t: Translate;
  onOpenHistory: OpenHistory;
}) {
  const { name, other, otherLang } = productNames(item, language);
  const pack = productPack(item, language);
  const shownPack = packShown(name, pack);
  // Kept lean (no thumbnail, shared cell styles on the table body): a list may have 2,000 rows.
  return (
    <tr>
      <th scope="row" className="text-left font-normal break-words">
        <button
          type="button"
          data-print-keep
          // The visible name first (what voice control users say), then what the button does.
          aria-label={`${name}, ${t('showHistory')}`}
          onClick={(event) => onOpenHistory(item, event.currentTarget)}
          className="rounded text-left font-semibold text-emerald-800 underline decoration-emerald-700/40 underline-offset-2 hover:decoration-emerald-700 print:text-black print:no-underline dark:text-emerald-300 dark:decoration-emerald-300/40"
        >
          {name}
        </button>
        {other !== name ? (
          <span lang={otherLang} className="block text-xs text-gray-600 print:hidden dark:text-gray-400">
            {other}
          </span>
        ) : null}
        {/* Under the name on a phone; beside it on paper, where the pack has no column (as on the PDF). None when the
            name says it: an empty box would still wrap onto a blank line of its own on paper. */}
        {shownPack ? <span className="block text-xs text-gray-700 md:hidden print:ml-1 print:inline-block print:text-[7pt] dark:text-gray-300">{shownPack}</span> : null}
        {item.inStock ? null : (
          <span className="mt-1 block print:mt-0 print:ml-1 print:inline">
            <Badge tone="gray" className="print:px-1 print:py-0 print:text-[6.5pt]">
              {t('outOfStock')}
            </Badge>
          </span>
        )}
      </th>
      <td className="hidden text-gray-800 md:table-cell dark:text-gray-200 print:hidden">{pack}</td>
      <td className="text-right">
        <span className="block font-semibold whitespace-nowrap text-gray-900 tabular-nums dark:text-gray-50">
          <PrintedMove item={item} t={t} />
          {productPrice(item.price, item, language)}
        </span>
        <span className="print:hidden">
          <UpdatedMark item={item} language={language} t={t} />
        </span>
      </td>
    </tr>
  );
});
