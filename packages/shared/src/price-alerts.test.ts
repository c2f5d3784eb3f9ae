import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  alertOf,
  checkItem,
  moveEffectCents,
  movesPastThreshold,
  moveNoteInputSchema,
  noteApplies,
  runGapMs,
  type PriceStep,
} from './price-alerts.js';
import { priceAlertMailText, formatMovePercent, formatUsdChange } from './text/price-alert-mails.js';

const MIN = 60_000;
const SETTLE = 30 * MIN;
const BP = 1000;

/**
 * The scheduler's view of one customer watching one item: a check every `every` ms from `from`, each
 * comparing as the server does (checkItem, alertOf), the check moving to the tick, the last alert
 * remembered. Returns the alerts in order.
 */
function simulate(changes: PriceStep[], opts: { start: Cents; from: number; until: number; every: number; thresholdBp?: number }) {
  const alerts: { at: number; old: number; new: number }[] = [];
  let checkedAt = opts.from;
  let told: { at: number; price: number } | null = null;
  for (let now = opts.from + opts.every; now <= opts.until; now += opts.every) {
    const seen = changes.filter((c) => c.at <= now);
    const current = seen.length ? seen[seen.length - 1]!.new : opts.start;
    const check = checkItem({ changes: seen, current, checkedAt, now, settleMs: SETTLE, told });
    const alert = alertOf(check, opts.thresholdBp ?? BP);
    if (alert) {
      alerts.push({ at: now, ...alert });
      told = { at: now, price: alert.new };
    }
    checkedAt = now;
  }
  return alerts;
}
type Cents = number;

/** Changes from prices at instants, each from the one before. */
function history(start: Cents, moves: [at: number, price: Cents][]): PriceStep[] {
  let before = start;
  return moves.map(([at, price]) => {
    const c = { at, old: before, new: price };
    before = price;
    return c;
  });
}

describe('the threshold', () => {
  it('alerts on moves of more than the share, not at it, up and down', () => {
    expect(movesPastThreshold(1000, 1100, BP)).toBe(false);
    expect(movesPastThreshold(1000, 1101, BP)).toBe(true);
    expect(movesPastThreshold(1000, 900, BP)).toBe(false);
    expect(movesPastThreshold(1000, 899, BP)).toBe(true);
    expect(movesPastThreshold(1000, 1000, 100)).toBe(false);
  });

  it('never alerts without an old price, from a zero one, or to no price', () => {
    expect(movesPastThreshold(null, 500, BP)).toBe(false);
    expect(movesPastThreshold(0, 500, BP)).toBe(false);
    expect(movesPastThreshold(500, null, BP)).toBe(false);
    // To zero is a move of 100%.
    expect(movesPastThreshold(500, 0, BP)).toBe(true);
  });

  it('matches |new - old| / old > bp / 10000 in exact arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 100, max: 100_000 }), (o, n, bp) => {
        const exact = BigInt(Math.abs(n - o)) * 10_000n > BigInt(o) * BigInt(bp);
        expect(movesPastThreshold(o, n, bp)).toBe(exact);
      }),
    );
  });

  it('is symmetric in sign around the boundary: exactly bp is never told, one cent past always is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 100, max: 9_000 }), (k, bp) => {
        const old = k * 10_000; // the boundary is a whole number of cents
        const at = (old * bp) / 10_000;
        expect(movesPastThreshold(old, old + at, bp)).toBe(false);
        expect(movesPastThreshold(old, old - at, bp)).toBe(false);
        expect(movesPastThreshold(old, old + at + 1, bp)).toBe(true);
        expect(movesPastThreshold(old, old - at - 1, bp)).toBe(true);
      }),
    );
  });
});

describe('the effect on the next order', () => {
  it('is the quantity times the move, in whole signed cents', () => {
    // 3 cases, $20.00 -> $24.20: +$12.60.
    expect(moveEffectCents({}, 2000, 2420, 300)).toBe(1260);
    expect(moveEffectCents({}, 2420, 2000, 300)).toBe(-1260);
    // 1.5 lb at $3.33 -> $3.67: 4.995 -> 5.505, rounded as order lines are: $5.00 -> $5.51.
    expect(moveEffectCents({}, 333, 367, 150)).toBe(51);
  });

  it('counts a catch-weight item by cases of about the case weight', () => {
    // 2 cases of about 40 lb, $1.00/lb -> $1.25/lb: +$20.00.
    expect(moveEffectCents({ soldByWeight: true, caseWeight: '40.00' }, 100, 125, 200)).toBe(2000);
  });

  it('is the difference of the two order lines, so it never disagrees with an order by a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1, max: 999_900 }), (o, n, q) => {
        const line = (p: number) => Math.floor((p * q + 50) / 100);
        expect(moveEffectCents({}, o, n, q)).toBe(line(n) - line(o));
        expect(moveEffectCents({}, o, o, q)).toBe(0);
      }),
    );
  });
});

describe('a check of one item', () => {
  const T0 = 1_000_000 * MIN;

  it('is quiet when nothing changed since the last check', () => {
    const changes = history(1000, [[T0 - 2 * SETTLE, 1200]]);
    expect(checkItem({ changes, current: 1200, checkedAt: T0, now: T0 + MIN, settleMs: SETTLE })).toEqual({ kind: 'quiet' });
  });

  it('waits for a move to settle, then compares from the price before it', () => {
    const changes = history(1000, [[T0 + MIN, 1200]]);
    expect(checkItem({ changes, current: 1200, checkedAt: T0, now: T0 + 10 * MIN, settleMs: SETTLE })).toEqual({ kind: 'settling', settlesAt: T0 + MIN + SETTLE });
    // The check moved on meanwhile: the move is still found, from where it began.
    const settled = checkItem({ changes, current: 1200, checkedAt: T0 + 30 * MIN, now: T0 + 31 * MIN, settleMs: SETTLE });
    expect(settled).toEqual({ kind: 'settled', old: 1000, new: 1200, startedAt: T0 + MIN });
    expect(alertOf(settled, BP)).toEqual({ old: 1000, new: 1200 });
  });

  it('compares from the price last told when the customer was told about part of the move', () => {
    const changes = history(1000, [
      [T0 + MIN, 1200],
      [T0 + 40 * MIN, 1500],
    ]);
    const check = checkItem({ changes, current: 1500, checkedAt: T0 + 69 * MIN, now: T0 + 72 * MIN, settleMs: SETTLE, told: { at: T0 + 31 * MIN, price: 1200 } });
    expect(check).toMatchObject({ kind: 'settled', old: 1200, new: 1500 });
  });

  it('tells no move of an item added since (no old price), nor one taken off the list', () => {
    const added = history(0, [[T0 + MIN, 1200]]).map((c) => ({ ...c, old: null }));
    expect(alertOf(checkItem({ changes: added, current: 1200, checkedAt: T0, now: T0 + 40 * MIN, settleMs: SETTLE }), BP)).toBeNull();
    const removed = [{ at: T0 + MIN, old: 1000, new: null }];
    expect(alertOf(checkItem({ changes: removed, current: null, checkedAt: T0, now: T0 + 40 * MIN, settleMs: SETTLE }), BP)).toBeNull();
  });

  it('carries a note written since shortly before the move began', () => {
    expect(noteApplies(T0, T0 + 10 * MIN, SETTLE)).toBe(true);
    expect(noteApplies(T0 + 20 * MIN, T0 + 10 * MIN, SETTLE)).toBe(true);
    expect(noteApplies(T0 - 21 * MIN, T0 + 10 * MIN, SETTLE)).toBe(false);
  });
});

describe('checks every minute over a morning (the scheduler)', () => {
  const T0 = 1_000_000 * MIN;
  const morning = { start: 1000, from: T0, until: T0 + 6 * 60 * MIN, every: MIN };

  it('tells a move once, a settle period after it, from the price before it', () => {
    const alerts = simulate(history(1000, [[T0 + 10 * MIN + 7, 1200]]), morning);
    expect(alerts).toEqual([{ at: T0 + 41 * MIN, old: 1000, new: 1200 }]);
  });

  it('tells the net of a move made in steps, once', () => {
    const alerts = simulate(
      history(1000, [
        [T0 + 10 * MIN, 1050],
        [T0 + 20 * MIN, 1100],
        [T0 + 35 * MIN, 1300],
      ]),
      morning,
    );
    expect(alerts).toEqual([{ at: T0 + 65 * MIN, old: 1000, new: 1300 }]);
  });

  it('tells a rollback that came after the move stood, as a move of its own', () => {
    const alerts = simulate(
      history(1000, [
        [T0 + 10 * MIN, 1200],
        [T0 + 120 * MIN, 1000],
      ]),
      morning,
    );
    expect(alerts.map((a) => [a.old, a.new])).toEqual([
      [1000, 1200],
      [1200, 1000],
    ]);
  });

  it('never alerts about a move rolled back within the settle period, whenever the checks fall', () => {
    const pair = fc.record({
      at: fc.integer({ min: 0, max: 4 * 60 * MIN }),
      back: fc.integer({ min: 0, max: SETTLE - 1 }),
      price: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), fc.integer({ min: 10_000, max: 5 * MIN }), fc.integer({ min: 1, max: 100_000 }), (pairs, every, start) => {
        // Moves away from the standing price and back, none overlapping.
        const moves: [number, number][] = [];
        let free = T0 + 1;
        for (const p of [...pairs].sort((a, b) => a.at - b.at)) {
          const at = Math.max(free, T0 + 1 + p.at);
          moves.push([at, p.price], [at + p.back, start]);
          free = at + p.back + 1;
        }
        expect(simulate(history(start, moves), { start, from: T0, until: T0 + 6 * 60 * MIN, every })).toEqual([]);
      }),
    );
  });

  it('never tells the same price twice in a row, and each alert starts where the last one ended or before a later move', () => {
    const move = fc.tuple(fc.integer({ min: 1, max: 4 * 60 * MIN }), fc.integer({ min: 0, max: 3000 }));
    fc.assert(
      fc.property(fc.array(move, { maxLength: 8 }), fc.integer({ min: 10_000, max: 5 * MIN }), (raw, every) => {
        const moves = [...new Map(raw.map(([at, p]) => [T0 + at, p])).entries()].sort((a, b) => a[0] - b[0]);
        const changes = history(1000, moves);
        const alerts = simulate(changes, { ...morning, every });
        for (let i = 1; i < alerts.length; i++) {
          const changedBetween = changes.some((c) => c.at > alerts[i - 1]!.at - SETTLE && c.at <= alerts[i]!.at);
          expect(changedBetween).toBe(true);
          expect(alerts[i]!.new === alerts[i - 1]!.new && alerts[i]!.old === alerts[i - 1]!.old).toBe(false);
        }
        for (const a of alerts) expect(movesPastThreshold(a.old, a.new, BP)).toBe(true);
      }),
    );
  });

  it('tells a single move past the threshold exactly once, at the first check a settle period after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 * 60 * MIN }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 10_000, max: 5 * MIN }), (at, price, every) => {
        const alerts = simulate(history(1000, [[T0 + at, price]]), { ...morning, every });
        const due = T0 + at + SETTLE;
        const first = T0 + Math.ceil((due - T0) / every) * every;
        expect(alerts).toEqual(movesPastThreshold(1000, price, BP) ? [{ at: first, old: 1000, new: price }] : []);
      }),
    );
  });

  it('keeps changes a run apart when they are at least twice the settle period apart', () => {
    expect(runGapMs(SETTLE)).toBe(2 * SETTLE);
  });
});

describe('the note input', () => {
  it('needs the English note, trims both, and takes an empty Spanish one as none', () => {
    expect(moveNoteInputSchema.parse({ noteEn: ' Short supply ', noteEs: '  ' })).toEqual({ noteEn: 'Short supply', noteEs: null });
    expect(moveNoteInputSchema.safeParse({ noteEn: '  ' }).success).toBe(false);
    expect(moveNoteInputSchema.safeParse({ noteEn: 'x'.repeat(301) }).success).toBe(false);
  });
});

describe('the alert mail', () => {
  const facts = { name: 'Fresh Co', phone: '305-555-0100' };
  const item = { name: 'Roma tomatoes', list: 'Hotel list', unit: 'case', old: '20.00', new: '24.20', percent: 21, quantity: 3, deliveryDate: '2026-11-27', effectCents: 1260, note: 'Short supply from Mexico' };

  it('tells each price, the effect on the next order and the note, in English', () => {
    const mail = priceAlertMailText({ language: 'en', name: 'Ana', items: [item], facts, baseUrl: 'http://shop.test/' });
    expect(mail.subject).toBe('A price on your items moved');
    expect(mail.text).toContain('Roma tomatoes: $20.00 → $24.20 (+21%)');
    expect(mail.text).toContain('+$12.60 on your order for Friday, November 27, 2026 (3 cases)');
    expect(mail.text).toContain('Note: Short supply from Mexico');
    expect(mail.text).toContain('http://shop.test/dashboard');
    expect(mail.text).not.toContain('List:');
    expect(mail.html).toContain('lang="en"');
  });

  it('in Spanish, with the list named when the prices are on several', () => {
    const mail = priceAlertMailText({
      language: 'es',
      name: '',
      items: [
        { ...item, name: 'Tomate roma', note: 'Poca oferta' },
        { ...item, list: 'Otra', deliveryDate: null, effectCents: -300, percent: -12.5 },
      ],
      facts,
      baseUrl: 'http://shop.test',
    });
    expect(mail.subject).toBe('Cambiaron 2 precios de sus productos');
    expect(mail.text).toContain('Hola:');
    expect(mail.text).toContain('en su pedido para el viernes, 27 de noviembre de 2026 (3 cajas)');
    expect(mail.text).toContain(`${formatUsdChange(-300, 'es')} en un pedido como el último`);
    expect(mail.text).toContain('Lista: Otra');
    expect(mail.text).toContain('Nota: Poca oferta');
    expect(formatMovePercent(-12.5, 'es')).toMatch(/^-12[.,]5\s?%$/);
  });
});
