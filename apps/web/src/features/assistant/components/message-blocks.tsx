import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints, toCents, type AssistantBlock, type Language } from '@freshprice/shared';
import { PriceChart } from '../../../components/ui/price-chart';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { formatDate, formatMoney } from '../../../lib/format';
import { versionReason } from '../../../lib/version-reason';

const table = 'min-w-full text-left text-sm';
const th = 'whitespace-nowrap border-b border-gray-300 px-2 py-1 font-semibold text-gray-900 dark:border-gray-600 dark:text-gray-100';
const td = 'border-b border-gray-200 px-2 py-1 text-gray-800 dark:border-gray-800 dark:text-gray-200';
const num = `${td} whitespace-nowrap text-right tabular-nums`;

function Table({ caption, head, children, more }: { caption: string; head: ReactNode; children: ReactNode; more: number }) {
  const { t } = useTranslation('assistant');
  return (
    <div className="mt-2 max-w-full overflow-x-auto rounded-md border border-gray-200 dark:border-gray-700">
      <table className={table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {more > 0 ? <p className="px-2 py-1 text-sm text-gray-700 dark:text-gray-300">{t('more', { count: more })}</p> : null}
    </div>
  );
}

interface BlockProps {
  block: AssistantBlock;
  language: Language;
  busy: boolean;
  onChoose: (request: string) => void;
  onConfirm: (actionId: string, large: boolean, largeMoves: boolean) => void;
  onCancel: (actionId: string) => void;
}

/** One table, chart, preview or set of choices of an assistant's reply. */
export function MessageBlock({ block, language, busy, onChoose, onConfirm, onCancel }: BlockProps) {
  // The editor's namespace too: a history's system reasons are rendered in the reader's language.
  const { t } = useTranslation(['assistant', 'common', 'priceLists']);
  const money = (value: string | null) => formatMoney(value, language);
  const [again, setAgain] = useState(false);
  const [checked, setChecked] = useState(false);
  const [mustCheck, setMustCheck] = useState(false);
  const checkId = useId();
  const checkBox = useRef<HTMLInputElement>(null);

  switch (block.type) {
    case 'products':
      return (
        <Table
          caption={t('captions.products')}
          more={block.more}
          head={
            <>
              <th className={th}>{t('columns.product')}</th>
              <th className={th}>{t('columns.category')}</th>
              <th className={th}>{t('columns.pack')}</th>
              <th className={th}>{t('columns.stock')}</th>
            </>
          }
        >
          {block.rows.map((r) => (
            <tr key={r.id}>
              <td className={td}>{r.name}</td>
              <td className={td}>{t(`common:categories.${r.category ?? 'uncategorized'}`)}</td>
              <td className={td}>{r.pack ?? '—'}</td>
              <td className={td}>{r.inStock ? t('inStock') : t('outOfStock')}</td>
            </tr>
          ))}
        </Table>
      );
    case 'prices':
      return (
        <Table
          caption={t('captions.prices', { list: block.list.name })}
          more={block.more}
          head={
            <>
              <th className={th}>{t('columns.product')}</th>
              <th className={th}>{t('columns.pack')}</th>
              <th className={`${th} text-right`}>{t('columns.price')}</th>
            </>
          }
        >
          {block.rows.map((r) => (
            <tr key={r.productId}>
              <td className={td}>{r.name}</td>
              <td className={td}>{r.pack ?? '—'}</td>
              <td className={num}>{money(r.price)}</td>
            </tr>
          ))}
        </Table>
      );
    case 'history': {
      const priced = block.rows.filter((r) => r.price !== null);
      return (
        <div>
          {priced.length > 1 ? (
            <PriceChart
              className="mt-2 rounded-md border border-gray-200 p-2 dark:border-gray-700"
              points={priced.map((r) => ({ key: r.version, label: t('versionShort', { version: r.version }), value: toCents(r.price!) }))}
              title={t('chartTitle', { product: block.product })}
              summary={t('chartSummary', { first: money(priced[0]!.price), last: money(priced.at(-1)!.price) })}
              formatValue={(cents) => formatMoney(cents / 100, language)}
            />
          ) : null}
          <Table
            caption={t('captions.history', { product: block.product, list: block.list.name })}
            more={0}
            head={
              <>
                <th className={th}>{t('columns.version')}</th>
                <th className={th}>{t('columns.date')}</th>
                <th className={`${th} text-right`}>{t('columns.price')}</th>
                <th className={th}>{t('columns.reason')}</th>
              </>
            }
          >
            {block.rows.map((r) => (
              <tr key={r.version}>
                <td className={num}>{r.version}</td>
                <td className={td}>{formatDate(r.at, language)}</td>
                <td className={num}>{money(r.price)}</td>
                <td className={td}>{versionReason(r, t, language) ?? '—'}</td>
              </tr>
            ))}
          </Table>
        </div>
      );
    }
    case 'preview': {
      const pending = block.status === 'pending';
      const moves = block.moves && block.moves.count > 0 ? block.moves : null;
      const largest = moves?.largest;
      const percent = (p: string) => p.replace('-', '−');
      const badge = 'ml-2 inline-block rounded px-1.5 text-xs font-semibold';
      /** Flagged moves need their own tick first; the button then says why it did nothing. */
      const confirm = (large: boolean) => {
        if (moves && !checked) {
          setMustCheck(true);
          checkBox.current?.focus();
          return;
        }
        onConfirm(block.actionId, large, Boolean(moves));
      };
      return (
        <div>
          <Table
            caption={t('captions.preview', { list: block.list.name })}
            more={block.more}
            head={
              <>
                <th className={th}>{t('columns.product')}</th>
                <th className={`${th} text-right`}>{t('columns.old')}</th>
                <th className={`${th} text-right`}>{t('columns.new')}</th>
                <th className={`${th} text-right`}>{t('columns.change')}</th>
                <th className={`${th} text-right`}>{t('columns.percent')}</th>
              </>
            }
          >
            {block.rows.map((r) => (
              <tr key={r.productId}>
                <td className={td}>
                  {r.name}
                  {r.belowFloor ? (
                    <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                      {t('belowFloor')}
                    </span>
                  ) : null}
                  {r.flag ? <span className={`${badge} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>{t(`moveFlags.${r.flag}`)}</span> : null}
                </td>
                <td className={num}>{money(r.old)}</td>
                <td className={num}>{money(r.new)}</td>
                <td className={num}>{r.change.startsWith('-') ? `−${money(r.change.slice(1))}` : `+${money(r.change.slice(1))}`}</td>
                <td className={num}>{r.percent.replace('-', '−')}</td>
              </tr>
            ))}
          </Table>
          {block.rounding && block.rounding !== 'cent' ? <p className="mt-2 text-sm text-gray-800 dark:text-gray-200">{t(`rounded.${block.rounding}`)}</p> : null}
          <p className="mt-2 text-sm font-medium text-gray-800 dark:text-gray-200">{t(`status.${block.status}`)}</p>
          {pending && moves && largest ? (
            <div className="mt-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50">
              <p className="font-semibold">{t('moves.warning', { count: moves.count, threshold: formatBasisPoints(moves.thresholdBp) })}</p>
              <div className="mt-1 flex items-start gap-2">
                <input
                  ref={checkBox}
                  id={checkId}
                  type="checkbox"
                  className="mt-1 h-4 w-4 shrink-0"
                  checked={checked}
                  aria-describedby={mustCheck && !checked ? `${checkId}-error` : undefined}
                  onChange={(e) => {
                    setChecked(e.target.checked);
                    if (e.target.checked) setMustCheck(false);
                  }}
                />
                <label htmlFor={checkId} className="min-w-0 break-words">
                  {t('moves.check', { count: moves.count, name: largest.name, old: money(largest.old), new: money(largest.new), percent: percent(largest.percent) })}
                </label>
              </div>
              {mustCheck && !checked ? (
                <p id={`${checkId}-error`} role="alert" className="mt-1 font-medium">
                  {t('moves.required')}
                </p>
              ) : null}
            </div>
          ) : null}
          {pending ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {block.large && !again ? (
                <button type="button" className={buttonPrimary} disabled={busy} onClick={() => setAgain(true)}>
                  {t('confirm')}
                </button>
              ) : (
                <button type="button" className={buttonPrimary} disabled={busy} onClick={() => confirm(block.large)}>
                  {block.large ? t('confirmLarge', { count: block.count }) : t('confirm')}
                </button>
              )}
              <button type="button" className={buttonSecondary} disabled={busy} onClick={() => onCancel(block.actionId)}>
                {t('cancel')}
              </button>
              {block.large && again ? (
                <p role="alert" className="w-full text-sm font-medium text-amber-900 dark:text-amber-200">
                  {t('confirmLargeHint', { count: block.count })}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      );
    }
    case 'choices':
      return (
        <div role="group" aria-label={t('choose')} className="mt-2 flex flex-wrap gap-2">
          {block.options.map((o) => (
            <button key={o.request} type="button" className={`${buttonSecondary} px-3 py-1 text-sm`} disabled={busy} onClick={() => onChoose(o.request)}>
              {o.label}
            </button>
          ))}
        </div>
      );
  }
}
