import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { marginBp } from '@freshprice/shared';
import { formatMoney, formatPercent } from '../../../lib/format';
import { effectivePrice, isInvalid, rowBelowFloor, type Difference, type Edit, type EditorRow } from './edits';
import { ProductBadges, RowFlags, smallButton, type RowContext } from './grid-row';
import { priceBoxText } from './numbers';
import type { PriceGridProps } from './price-grid';

/** A card's height before it is measured (a card with one line of notes). */
const CARD_HEIGHT = 200;

export type PriceCardsProps = Omit<PriceGridProps, 'onPaste' | 'describedBy'>;

/** What every card shares (stable across renders: the handlers read the latest props). */
interface CardContext extends Pick<RowContext, 't' | 'language' | 'minMarginBp' | 'rule'> {
  linked: boolean;
  onCommit: (row: EditorRow, text: string) => void;
  /** Enter in a card's price: the next card's price takes the focus. */
  onNext: (index: number) => void;
  onFocusCard: (index: number) => void;
  onSelect: (index: number) => void;
  onRemove: (row: EditorRow) => void;
  onUndoRemove: (id: string) => void;
  onFollow: (row: EditorRow) => void;
  onUndoFollow: (id: string) => void;
}

const priceSelector = (index: number) => `input[data-price-index="${index}"]`;

/**
 * The list's prices on a phone: a card per product (the rows the search and filters keep, in order),
 * each with its price as an always-present text box, so that one tap opens the keypad. Typed prices
 * go through the grid's own commit. Only the cards in view are rendered (the page scrolls), plus the
 * one being typed in.
 */
export function PriceCards(props: PriceCardsProps) {
  const { rows, edits, linked, language, minMarginBp, rule, selected, differences, labelledBy } = props;
  const { t } = useTranslation('priceLists');
  const listRef = useRef<HTMLUListElement>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  /** The card whose price has the focus (kept rendered when scrolled away), and one waiting for it. */
  const focused = useRef<number | null>(null);
  const wanted = useRef<number | null>(null);

  // The list starts below the save bar, filters and toolbar: the virtualizer counts from there.
  // Measured after every render (an alert above may have come or gone); an unchanged value renders nothing.
  const [scrollMargin, setScrollMargin] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
  });

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = focused.current;
    if (keep !== null && keep < range.count && !indexes.includes(keep)) indexes.push(keep);
    return indexes.sort((a, b) => a - b);
  }, []);
  const getItemKey = useCallback((index: number) => rows[index]?.productId ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => CARD_HEIGHT,
    overscan: 4,
    scrollMargin,
    getItemKey,
    rangeExtractor,
  });

  const focusPrice = useCallback(
    (index: number) => {
      focused.current = index;
      const input = listRef.current?.querySelector<HTMLInputElement>(priceSelector(index));
      if (input) {
        input.focus();
        return;
      }
      // Not rendered yet: scroll to it, then focus it once drawn.
      wanted.current = index;
      virtualizer.scrollToIndex(index, { align: 'center' });
    },
    [virtualizer],
  );

  useLayoutEffect(() => {
    if (wanted.current === null) return;
    const input = listRef.current?.querySelector<HTMLInputElement>(priceSelector(wanted.current));
    if (!input) return;
    wanted.current = null;
    input.focus();
  });

  const ctx = useMemo<CardContext>(
    () => ({
      t,
      language,
      minMarginBp,
      rule,
      linked,
      onCommit: (row, text) => latest.current.onCommitPrice(row, text),
      onNext: (index) => {
        const { rows: all, edits: now } = latest.current;
        for (let i = index + 1; i < all.length; i++) {
          if (!now[all[i]!.productId]?.removed) {
            focusPrice(i);
            return;
          }
        }
      },
      onFocusCard: (index) => {
        focused.current = index;
      },
      onSelect: (index) => latest.current.onSelect(index, false),
      onRemove: (row) => latest.current.onRemove(row),
      onUndoRemove: (id) => latest.current.onUndoRemove(id),
      onFollow: (row) => latest.current.onFollow(row),
      onUndoFollow: (id) => latest.current.onUndoFollow(id),
    }),
    [t, language, minMarginBp, rule, linked, focusPrice],
  );

  if (rows.length === 0) {
    return <p className="rounded-lg border border-gray-300 p-6 text-center text-gray-700 dark:border-gray-700 dark:text-gray-300">{t('editor.grid.empty')}</p>;
  }

  return (
    <ul ref={listRef} aria-labelledby={labelledBy} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            className="absolute top-0 left-0 w-full pb-3"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <PriceCard
              index={item.index}
              row={row}
              edit={edits[row.productId]}
              selected={selected.has(row.productId)}
              difference={differences.get(row.productId)}
              ctx={ctx}
            />
          </li>
        );
      })}
    </ul>
  );
}

interface CardProps {
  index: number;
  row: EditorRow;
  edit: Edit | undefined;
  selected: boolean;
  difference: Difference | undefined;
  ctx: CardContext;
}

/** Buttons and the checkbox are at least 44 px square: a finger's target. */
const touchButton = `${smallButton} inline-flex min-h-11 min-w-11 items-center justify-center px-3 text-sm`;

const PriceCard = memo(function PriceCard({ index, row, edit, selected, difference, ctx }: CardProps) {
  const { t, language, minMarginBp, rule, linked } = ctx;
  const name = language === 'es' ? row.nameEs : row.nameEn;
  const otherName = language === 'es' ? row.nameEn : row.nameEs;
  const pack = language === 'es' ? row.packEs : row.packEn;
  const price = effectivePrice(row, edit, rule);
  const invalid = isInvalid(edit);
  const removed = Boolean(edit?.removed);
  const below = rowBelowFloor(row, edit, minMarginBp, rule);
  const changed = edit !== undefined && !removed && (edit.price !== undefined || Boolean(edit.follow));
  const bp = price === null || removed ? null : marginBp(price, row.cost);
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100, language));
  const inputId = `card-price-${row.productId}`;
  const flagId = `card-flag-${row.productId}`;
  const struck = removed ? 'line-through decoration-2 text-gray-500 dark:text-gray-400' : '';

  const box = usePriceBox(priceBoxText(row, edit, rule), (text) => ctx.onCommit(row, text));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      box.commit();
      ctx.onNext(index);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      box.revert();
      event.currentTarget.select();
    }
  };

  const inputState = invalid
    ? 'border-red-700 bg-red-50 dark:border-red-400 dark:bg-red-950/60'
    : changed
      ? 'border-amber-600 bg-amber-50 font-semibold dark:border-amber-400 dark:bg-amber-950/40'
      : 'border-gray-400 bg-white dark:border-gray-600 dark:bg-gray-950';

  return (
    <div
      data-card={row.productId}
      data-changed={changed || undefined}
      className={`rounded-lg border p-3 ${selected ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950' : 'border-gray-300 bg-white dark:border-gray-700 dark:bg-gray-900'}`}
    >
      <div className="flex items-start gap-1">
        <label className="-mt-2 -ml-2 flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => ctx.onSelect(index)}
            aria-label={t('editor.grid.selectRow', { name })}
            className="size-5 accent-emerald-700 dark:accent-emerald-400"
          />
        </label>
        <div className={`min-w-0 flex-1 ${struck}`}>
          <p className="flex flex-wrap items-center gap-x-2 font-semibold break-words text-gray-900 dark:text-gray-100">
            <span className="min-w-0">{name}</span>
            <ProductBadges row={row} edit={edit} t={t} />
          </p>
          <p className="text-sm break-words text-gray-700 dark:text-gray-300">
            {otherName !== name ? (
              <span lang={language === 'es' ? 'en' : 'es'} className="me-2">
                {otherName}
              </span>
            ) : null}
            {pack ? <span>{pack}</span> : null}
          </p>
        </div>
      </div>

      <div className="mt-2 flex items-start gap-3">
        <div className="w-36 shrink-0">
          <label htmlFor={inputId} className="block text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
            <span aria-hidden="true">{t('editor.columns.price')}</span>
            <span className="sr-only">{t('editor.grid.priceOf', { name })}</span>
          </label>
          {removed ? (
            <p className={`flex h-11 items-center justify-end px-3 tabular-nums ${struck}`}>{money(row.price)}</p>
          ) : (
            <input
              id={inputId}
              type="text"
              inputMode="decimal"
              enterKeyHint="next"
              autoComplete="off"
              spellCheck={false}
              data-price-index={index}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid || below || changed ? flagId : undefined}
              value={box.value}
              onFocus={(event) => {
                ctx.onFocusCard(index);
                box.onFocus(event.currentTarget);
              }}
              onMouseUp={box.onMouseUp}
              onChange={(event) => box.setDraft(event.target.value)}
              onBlur={box.commit}
              onKeyDown={onKeyDown}
              className={`mt-1 h-11 w-full scroll-my-32 rounded-md border-2 px-3 text-right text-base text-gray-900 tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 dark:text-gray-100 dark:focus-visible:outline-emerald-400 ${inputState}`}
            />
          )}
        </div>
        <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-3 gap-y-1 pt-0.5 text-sm">
          <Figure label={t('editor.columns.cost')} value={money(row.cost)} />
          <Figure label={t('editor.columns.margin')} value={bp === null ? '—' : formatPercent(bp, language, { fractionDigits: 1 })} />
          {linked ? <Figure label={t('editor.columns.base')} value={money(row.basePrice)} /> : null}
        </dl>
      </div>

      <div className="mt-1 -mb-2 flex items-start justify-between gap-2">
        <div id={flagId} className="flex min-w-0 flex-col gap-1 pt-2">
          {changed && edit!.seen !== null ? (
            <p className="flex items-center gap-1.5 text-xs font-semibold text-amber-900 dark:text-amber-200">
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500 dark:bg-amber-300" />
              {t('editor.cards.changed', { was: money(edit!.seen), now: invalid ? edit!.price!.text || '—' : money(price) })}
            </p>
          ) : null}
          {invalid || below || removed || edit?.follow || difference ? (
            <RowFlags id={`${flagId}-notes`} row={row} edit={edit} invalid={invalid} below={below} removed={removed} difference={difference} money={money} ctx={ctx} />
          ) : null}
        </div>
        <div className="-me-2 flex shrink-0 flex-wrap justify-end">
          {linked && edit?.follow ? (
            <button type="button" className={touchButton} onClick={() => ctx.onUndoFollow(row.productId)} aria-label={t('editor.grid.undoFollowOf', { name })}>
              {t('editor.grid.undoFollow')}
            </button>
          ) : linked && row.overridden && !removed ? (
            <button type="button" className={touchButton} onClick={() => ctx.onFollow(row)} aria-label={t('editor.grid.followOf', { name })}>
              {t('editor.grid.follow')}
            </button>
          ) : null}
          {removed ? (
            <button type="button" className={touchButton} onClick={() => ctx.onUndoRemove(row.productId)} aria-label={t('editor.grid.undoRemoveOf', { name })}>
              {t('editor.grid.undoRemove')}
            </button>
          ) : (
            <button
              type="button"
              className={`${touchButton} text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950`}
              onClick={() => ctx.onRemove(row)}
              aria-label={t('editor.grid.removeOf', { name })}
            >
              {t('editor.grid.remove')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
});

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">{label}</dt>
      <dd className="text-gray-900 tabular-nums dark:text-gray-100">{value}</dd>
    </div>
  );
}

/**
 * A price box that always shows the row's price and holds what is typed until it is kept (blur,
 * Enter) or put back (Escape). Typing the same text is no edit. The whole price is selected when the
 * box takes the focus, so the first digit typed replaces it.
 */
function usePriceBox(shown: string, onCommit: (text: string) => void) {
  const [draft, setDraftState] = useState<string | null>(null);
  const draftRef = useRef<string | null>(null);
  const initial = useRef(shown);
  const justFocused = useRef(false);
  const setDraft = (text: string | null) => {
    if (text !== null && draftRef.current === null) initial.current = shown;
    draftRef.current = text;
    setDraftState(text);
  };
  return {
    value: draft ?? shown,
    setDraft,
    onFocus: (input: HTMLInputElement) => {
      justFocused.current = true;
      input.select();
    },
    /** The tap or click that focused the box would move the caret and undo the selection. */
    onMouseUp: (event: { preventDefault: () => void }) => {
      if (justFocused.current) event.preventDefault();
      justFocused.current = false;
    },
    commit: () => {
      const text = draftRef.current;
      justFocused.current = false;
      if (text === null) return;
      setDraft(null);
      if (text !== initial.current) onCommit(text);
    },
    revert: () => setDraft(null),
  };
}
