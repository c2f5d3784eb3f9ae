import {
  fromCents,
  movePercent,
  movesPastThreshold,
  PRICE_MOVE_CUSTOMERS_SHOWN,
  PRICE_MOVE_LOOKBACK_DAYS,
  runGapMs,
  runStartIndex,
  type Language,
  type PriceMove,
} from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { changesByItem, uniquePairs } from './price-alerts.check.js';
import * as repo from './price-alerts.repo.js';

const DAY_MS = 86_400_000;
/** The most moves the page lists, the latest first. */
export const PRICE_MOVES_SHOWN = 200;
const keyOf = (listId: string, productId: string) => `${listId}:${productId}`;
const iso = (ms: number) => new Date(ms).toISOString();
const languageOf = (value: string | null): Language => (value === 'es' ? 'es' : 'en');

/**
 * The staff's view of recent net moves on watched items: for each item customers watch whose price
 * changed in the last `days`, its latest move (the run of changes it ended with) from the price
 * before it to the price now, when past the alert threshold; who watches it, who was alerted, the note.
 */
export async function recentMoves(db: Db, o: { days: number; now: Date; settleMs: number; thresholdBp: number }): Promise<PriceMove[]> {
  const now = o.now.getTime();
  const since = now - o.days * DAY_MS;
  const watch = await repo.watchedMoves(db, since, o.now);
  if (!watch.length) return [];
  const pairs = uniquePairs(watch);
  const history = changesByItem(await repo.historyOf(db, pairs, since - PRICE_MOVE_LOOKBACK_DAYS * DAY_MS));
  const moves = new Map<string, { listId: string; productId: string; old: number; new: number; startedAt: number; changedAt: number }>();
  for (const w of watch) {
    const key = keyOf(w.listId, w.productId);
    const changes = history.get(key);
    if (moves.has(key) || !changes?.length) continue;
    const start = changes[runStartIndex(changes, changes.length - 1, runGapMs(o.settleMs))]!;
    const current = Number(w.current);
    if (!movesPastThreshold(start.old, current, o.thresholdBp)) continue;
    moves.set(key, { listId: w.listId, productId: w.productId, old: start.old!, new: current, startedAt: start.at, changedAt: changes[changes.length - 1]!.at });
  }
  const shown = [...moves.values()].sort((a, b) => b.changedAt - a.changedAt).slice(0, PRICE_MOVES_SHOWN);
  if (!shown.length) return [];
  const [facts, alerted] = await Promise.all([repo.itemFacts(db, shown), repo.alertedSince(db, shown, Math.min(...shown.map((m) => m.startedAt)))]);
  const factOf = new Map(facts.map((f) => [keyOf(f.listId, f.productId), f]));
  const alertedAt = new Map(alerted.map((a) => [`${keyOf(a.listId, a.productId)}:${a.customerId}`, a.at]));
  return shown.map((m) => {
    const key = keyOf(m.listId, m.productId);
    const f = factOf.get(key)!;
    const customers = watch
      .filter((w) => w.listId === m.listId && w.productId === m.productId)
      .map((w) => {
        const at = alertedAt.get(`${key}:${w.customerId}`);
        return { id: w.customerId, name: w.name, company: w.company, email: w.email, language: languageOf(w.language), alertedAt: at !== undefined && at >= m.startedAt ? iso(at) : null };
      });
    const told = customers.filter((c) => c.alertedAt);
    return {
      list: { id: m.listId, slug: f.listSlug, name: f.listName },
      productId: m.productId,
      nameEn: f.nameEn,
      nameEs: f.nameEs,
      unit: f.unit,
      old: fromCents(m.old),
      new: fromCents(m.new),
      percent: movePercent(m.old, m.new),
      startedAt: iso(m.startedAt),
      changedAt: iso(m.changedAt),
      settlesAt: m.changedAt + o.settleMs > now ? iso(m.changedAt + o.settleMs) : null,
      watchers: customers.length,
      alerted: told.length,
      customers: [...told, ...customers.filter((c) => !c.alertedAt)].slice(0, PRICE_MOVE_CUSTOMERS_SHOWN),
      note: f.note ? { noteEn: f.note.en, noteEs: f.note.es, updatedAt: iso(f.note.at) } : null,
    };
  });
}
