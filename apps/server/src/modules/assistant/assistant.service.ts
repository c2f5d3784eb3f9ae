import {
  ASSISTANT_LARGE_CHANGE,
  ASSISTANT_RATE_PER_MINUTE,
  ASSISTANT_TABLE_ROWS,
  PRICE_LIST_REASON_MAX,
  VERSION_CONFLICT,
  applyAdjustment,
  isStaff,
  formatBasisPoints,
  fromCents,
  roundPrice,
  summarizeMoves,
  toCents,
  type MoveFlag,
  type Rounding,
  type AssistantBlock,
  type AssistantConfirm,
  type AssistantMessage,
  type AssistantRequest,
  type PriceListDetail,
  type PriceListSummary,
  type Language,
} from '@freshprice/shared';
import { canonicalRequest, interpret, REPLIES, requestLanguage, type Interpretation, type PriceChange, type Target } from '@freshprice/shared/assistant';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError, rateLimited } from '../../lib/errors.js';
import { takeRequestLimit } from '../../lib/request-limit.js';
import { createPriceListsService, pricingSettingsOf } from '../price-lists/price-lists.service.js';
import * as repo from './assistant.repo.js';
import type { ModelReader } from './model.js';

type Reply = { text: string; blocks: AssistantBlock[] };
type StoredMessage = Awaited<ReturnType<typeof repo.messages>>[number];

const CHOICES_MAX = 8;
/** A preview older than this is not applied (the prices it showed may no longer be what the user saw). */
const PREVIEW_MINUTES = 30;

/**
 * The assistant: reads a request (the built-in reader), answers with tables, and proposes price
 * changes that are applied only when the user confirms, through the price-list service like any
 * other save (one version, reason "Assistant: <request>", activity, linked lists following).
 * Permissions are the price-list service's: a customer reads their lists and nothing else.
 */
export function createAssistantService(deps: { db: Database; model?: ModelReader | null }) {
  const { db, model } = deps;
  const lists = createPriceListsService(deps);

  const nameOf = (p: { nameEn: string; nameEs: string }, language: Language) => (language === 'es' ? p.nameEs : p.nameEn);
  const listRef = (l: { slug: string; name: string }) => ({ slug: l.slug, name: l.name });

  function toMessage(row: StoredMessage, statuses: Map<string, string>, newest: string | null): AssistantMessage {
    type Status = Extract<AssistantBlock, { type: 'preview' }>['status'];
    const statusOf = (actionId: string, stored: Status): Status => {
      const status = (statuses.get(actionId) as Status | undefined) ?? stored;
      // Only the newest preview can be confirmed: an older one still pending reads as superseded.
      return status === 'pending' && actionId !== newest ? 'superseded' : status;
    };
    return {
      id: row.id,
      role: row.role,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      blocks: row.blocks.map((b) => (b.type === 'preview' ? { ...b, status: statusOf(b.actionId, b.status) } : b)),
    };
  }

  /** One user's messages with each preview's status now (its action's, or superseded by a newer one). */
  async function withStatuses(userId: string, rows: StoredMessage[]): Promise<AssistantMessage[]> {
    const ids = rows.flatMap((r) => r.blocks.flatMap((b) => (b.type === 'preview' ? [b.actionId] : [])));
    const [statuses, newest] = await Promise.all([repo.statuses(db, ids), ids.length ? repo.newestAction(db, userId) : null]);
    return rows.map((r) => toMessage(r, statuses, newest?.id ?? null));
  }

  /** The action a "yes" or a "no" is about: the newest, while it waits; an older one was superseded. */
  async function waiting(userId: string) {
    const newest = await repo.newestAction(db, userId);
    return newest?.status === 'pending' ? newest : null;
  }

  /** The list a request means: the one it names, the only one the user has, or a question. */
  function pickList(visible: PriceListSummary[], listId: string | null, language: Language, staff: boolean, retry: (slug: string) => string): PriceListSummary | Reply {
    const named = listId ? visible.find((l) => l.id === listId) : undefined;
    if (named) return named;
    if (visible.length === 1) return visible[0]!;
    // No list at all: a question with nothing to choose from would help no one.
    if (!visible.length) return { text: staff ? REPLIES[language].noListStaff : REPLIES[language].noList, blocks: [] };
    return {
      text: REPLIES[language].whichList,
      blocks: [{ type: 'choices', options: visible.slice(0, CHOICES_MAX * 2).map((l) => ({ label: l.name, request: retry(l.slug) })) }],
    };
  }

  const isReply = (x: PriceListSummary | Reply): x is Reply => 'blocks' in x;

  function changeWords(change: PriceChange) {
    if (change.kind === 'set') return { kind: 'set' as const, value: fromCents(change.cents) };
    if (change.kind === 'amount') return { kind: 'amount' as const, direction: change.direction, value: fromCents(change.cents) };
    return { kind: 'percent' as const, direction: change.direction, value: String(change.bp / 100) };
  }

  /** "Which avocados: …?" with each product as a choice that asks again for that one product. */
  function whichProduct(target: Extract<Target, { kind: 'ambiguous' }>, catalogue: repo.CatalogueRow[], language: Language, again: (product: string) => string): Reply {
    const byId = new Map(catalogue.map((p) => [p.id, p]));
    const options = target.ids.slice(0, CHOICES_MAX).map((id) => byId.get(id)!).filter(Boolean);
    return {
      text: REPLIES[language].whichProduct(target.query, options.map((p) => nameOf(p, language))),
      blocks: [{ type: 'choices', options: options.map((p) => ({ label: nameOf(p, language), request: again(nameOf(p, language)) })) }],
    };
  }

  /** The list's items a target names (products, a category, or all of them). */
  function itemsOf(list: PriceListDetail, target: Extract<Target, { kind: 'products' | 'category' | 'all' }>) {
    if (target.kind === 'all') return list.items;
    if (target.kind === 'category') return list.items.filter((i) => i.category === target.category);
    const ids = new Set(target.ids);
    return list.items.filter((i) => ids.has(i.productId));
  }

  /**
   * The list's rounding rule: a list that follows a rule (linked, or made with an adjustment) rounds as
   * it does; any other list rounds to the cent. A price the user sets is kept as said; a price made
   * by an amount or a percent is rounded. A cut past zero stops at $0.00 (flagged, like any zero).
   */
  const roundingOf = (list: PriceListDetail): Rounding => list.adjustment?.rounding ?? 'cent';

  function newPrice(old: number, change: PriceChange, rounding: Rounding): number {
    if (change.kind === 'set') return change.cents;
    if (change.kind === 'amount') return roundPrice(change.direction === 'up' ? old + change.cents : old - change.cents, rounding);
    return applyAdjustment(old, { kind: 'percent', direction: change.direction, value: change.bp, rounding });
  }

  const percentText = (p: number | null) => (p === null ? '' : `${p > 0 ? '+' : p < 0 ? '−' : ''}${Number.isInteger(p) ? Math.abs(p) : Math.abs(p).toFixed(1)}%`);

  /** The moves of an action that need their own confirmation, against the list's prices now. */
  async function flaggedMoves(caller: Actor, action: { priceListId: string; changes: { productId: string; price: number }[] }) {
    const [list, settings] = await Promise.all([lists.detail({ actor: caller, input: { ref: action.priceListId } }).catch(() => null), pricingSettingsOf(db)]);
    if (!list) return [];
    const current = new Map(list.items.map((i) => [i.productId, toCents(i.price)]));
    return summarizeMoves(action.changes.map((c) => ({ productId: c.productId, old: current.get(c.productId) ?? null, new: c.price })), settings.largeMoveBp).flagged;
  }

  async function answer(caller: Actor, request: AssistantRequest): Promise<Reply> {
    // Drafts the import made are for staff only until published.
    const [catalogue, { items: visible }] = await Promise.all([repo.catalogue(db, isStaff(caller.role)), lists.index({ actor: caller, input: undefined })]);
    // Answered in the language the request is written in; the page's when it cannot tell ("mango 28").
    const language = requestLanguage(request.text, catalogue) ?? request.language;
    const t = REPLIES[language];
    let meaning: Interpretation = interpret(request.text, catalogue, visible);
    const staff = isStaff(caller.role);
    // With a model, it reads what the built-in reader does not settle by itself (a yes, a no, an undo).
    if (model && !['confirm', 'cancel', 'undo'].includes(meaning.intent)) {
      const reading = await model(request.text, language);
      if (reading?.kind === 'text') return { text: reading.text, blocks: [] };
      if (reading?.kind === 'request') {
        const read = interpret(reading.text, catalogue, visible);
        // The model's words may only ask, show or propose: never confirm, cancel or undo anything.
        if (['list_products', 'show_prices', 'change_prices', 'history', 'missing_amount'].includes(read.intent)) meaning = read;
      }
    }

    switch (meaning.intent) {
      case 'confirm': {
        const pending = await waiting(caller.id);
        if (!pending) return { text: t.nothingPending, blocks: [] };
        if (pending.changes.length > ASSISTANT_LARGE_CHANGE) return { text: t.large(pending.changes.length), blocks: [] };
        // A "yes" never confirms flagged moves: those take the preview's own check box.
        const flagged = await flaggedMoves(caller, pending);
        if (flagged.length) return { text: t.checkMoves(flagged.length), blocks: [] };
        return apply(caller, pending, language, false);
      }
      case 'cancel': {
        const pending = await waiting(caller.id);
        if (!pending) return { text: t.nothingPending, blocks: [] };
        await repo.decide(db, pending.id, 'pending', 'cancelled');
        return { text: t.cancelled, blocks: [] };
      }
      case 'undo':
        if (!staff) return { text: t.onlyStaff, blocks: [] };
        return undo(caller, language);
      case 'unknown':
        return { text: `${t.help}\n${t.examples.map((e) => `• ${e}`).join('\n')}`, blocks: [{ type: 'choices', options: t.examples.slice(0, 4).map((e) => ({ label: e, request: e })) }] };
      case 'missing_amount':
        return { text: staff ? t.howMuch : t.onlyStaff, blocks: [] };
      case 'which_change': {
        if (!staff) return { text: t.onlyStaff, blocks: [] };
        const target = meaning.target;
        if (target.kind === 'none') return { text: t.notFound(target.query || request.text), blocks: [] };
        const slug = visible.find((l) => l.id === meaning.listId)?.slug ?? null;
        const one = target.kind === 'products' && target.ids.length === 1 ? catalogue.find((p) => p.id === target.ids[0]) : undefined;
        const product = one ? nameOf(one, language) : target.kind === 'category' ? target.category.replace('_', ' ') : target.kind === 'all' ? undefined : meaning.query || undefined;
        const value = fromCents(meaning.cents);
        const again = (change: Parameters<typeof canonicalRequest>[1]['change']) => canonicalRequest('change', { product, listSlug: slug, change }, language);
        const options = [
          { label: t.setTo(value), request: again({ kind: 'set', value }) },
          ...(meaning.direction !== 'down' ? [{ label: t.raiseBy(value), request: again({ kind: 'amount', direction: 'up', value }) }] : []),
          ...(meaning.direction !== 'up' ? [{ label: t.lowerBy(value), request: again({ kind: 'amount', direction: 'down', value }) }] : []),
        ];
        return { text: t.whichChange(value), blocks: [{ type: 'choices', options }] };
      }
      case 'list_products': {
        const ids = meaning.ids ? new Set(meaning.ids) : null;
        if (ids && !ids.size) return { text: t.notFound(meaning.query), blocks: [] };
        const rows = catalogue.filter(
          (p) => (!ids || ids.has(p.id)) && (!meaning.category || p.category === meaning.category) && (meaning.inStock === null || p.inStock === meaning.inStock),
        );
        if (!rows.length) return { text: t.noProducts, blocks: [] };
        rows.sort((a, b) => nameOf(a, language).localeCompare(nameOf(b, language), language));
        const shown = rows.slice(0, ASSISTANT_TABLE_ROWS);
        return {
          text: t.products(rows.length),
          blocks: [
            {
              type: 'products',
              rows: shown.map((p) => ({ id: p.id, name: nameOf(p, language), category: p.category, pack: (language === 'es' ? p.packEs : p.packEn) || null, inStock: p.inStock })),
              more: rows.length - shown.length,
            },
          ],
        };
      }
      case 'show_prices':
      case 'history':
      case 'change_prices': {
        if (meaning.intent === 'change_prices' && !staff) return { text: t.onlyStaff, blocks: [] };
        const target = meaning.target;
        const kind = meaning.intent === 'change_prices' ? 'change' : meaning.intent === 'history' ? 'history' : 'prices';
        const change = meaning.intent === 'change_prices' ? changeWords(meaning.change) : undefined;
        if (target.kind === 'none') return { text: t.notFound(target.query || request.text), blocks: [] };
        if (target.kind === 'ambiguous') {
          const slug = visible.find((l) => l.id === meaning.listId)?.slug ?? null;
          return whichProduct(target, catalogue, language, (product) => canonicalRequest(kind, { product, listSlug: slug, change }, language));
        }
        const single = target.kind === 'products' && target.ids.length === 1 ? catalogue.find((p) => p.id === target.ids[0]) : undefined;
        const product = single ? nameOf(single, language) : undefined;
        const what = target.kind === 'category' ? target.category.replace('_', ' ') : product;
        const picked = pickList(visible, meaning.listId, language, staff, (slug) =>
          target.kind === 'products' && target.ids.length > 1 ? `${request.text} ${language === 'es' ? 'en' : 'in'} ${slug}` : canonicalRequest(kind, { product: what, listSlug: slug, change }, language),
        );
        if (isReply(picked)) return picked;
        const list = await lists.detail({ actor: caller, input: { ref: picked.id } });
        if (meaning.intent === 'history') {
          if (target.kind !== 'products' || target.ids.length !== 1) return { text: t.oneProduct, blocks: [] };
          const productId = target.ids[0]!;
          const name = nameOf(catalogue.find((p) => p.id === productId)!, language);
          const { items } = await lists.itemHistory({ actor: caller, input: { ref: list.id, productId } });
          if (!items.length) return { text: t.noHistory(name, list.name), blocks: [] };
          return {
            text: t.history(name, list.name),
            blocks: [{ type: 'history', list: listRef(list), product: name, rows: items.map((h) => ({ version: h.version, price: h.new, at: h.at, ...(h.reason !== undefined ? { reason: h.reason, reasonCode: h.reasonCode ?? null } : {}) })) }],
          };
        }
        const items = itemsOf(list, target as Extract<Target, { kind: 'products' | 'category' | 'all' }>);
        if (!items.length) return { text: t.notInList(list.name), blocks: [] };
        if (meaning.intent === 'show_prices') {
          const shown = items.slice(0, ASSISTANT_TABLE_ROWS);
          return {
            text: t.prices(list.name),
            blocks: [
              {
                type: 'prices',
                list: listRef(list),
                rows: shown.map((i) => ({ productId: i.productId, name: nameOf(i, language), pack: (language === 'es' ? i.packEs : i.packEn) || null, price: i.price })),
                more: items.length - shown.length,
              },
            ],
          };
        }
        return propose(caller, request, language, list, items, meaning.change);
      }
    }
  }

  /**
   * The preview: every new price (rounded as the list rounds) with its change, floor flag and move
   * flag, stored as an action to confirm. Moves to $0.00 or past the large-move setting are counted,
   * listed first and named in the text; confirming them takes their own check.
   */
  async function propose(caller: Actor, request: AssistantRequest, language: Language, list: PriceListDetail, items: PriceListDetail['items'], change: PriceChange): Promise<Reply> {
    const t = REPLIES[language];
    const rule = roundingOf(list);
    const rounding: Rounding = change.kind === 'set' ? 'cent' : rule;
    const rows: { item: PriceListDetail['items'][number]; old: number; new: number }[] = [];
    for (const item of items) {
      const old = toCents(item.price);
      const price = newPrice(old, change, rounding);
      if (price !== old) rows.push({ item, old, new: price });
    }
    if (!rows.length) return { text: t.noChange, blocks: [] };
    const { largeMoveBp } = await pricingSettingsOf(db);
    const moves = summarizeMoves(rows, largeMoveBp);
    const flags = new Map<string, MoveFlag>(moves.flagged.map((f) => [f.item.productId, f.flag]));
    // Flagged rows first, so the table shows them even when it shows only some rows.
    rows.sort((a, b) => Number(flags.has(b.item.productId)) - Number(flags.has(a.item.productId)));
    const changes = rows.map((r) => ({ productId: r.item.productId, price: r.new }));
    const dry = await lists.save({
      actor: caller,
      input: {
        ref: list.id,
        version: list.version,
        changes: changes.map((c) => ({ productId: c.productId, price: fromCents(c.price) })),
        dryRun: true,
        confirmBelowFloor: true,
        confirmLargeMoves: true,
      },
    });
    const below = new Set(dry.belowFloor.map((b) => b.productId));
    const actionId = await repo.addAction(db, { userId: caller.id, priceListId: list.id, listVersion: list.version, request: request.text, changes });
    const shown = rows.slice(0, ASSISTANT_TABLE_ROWS);
    const large = rows.length > ASSISTANT_LARGE_CHANGE;
    const largest = moves.largest
      ? { productId: moves.largest.item.productId, name: nameOf(moves.largest.item, language), old: fromCents(moves.largest.old), new: fromCents(moves.largest.new), percent: percentText(moves.largest.percent) }
      : null;
    const text = [
      t.preview(rows.length, list.name),
      rounding !== 'cent' ? t.rounded(rounding) : null,
      change.kind === 'set' && rule !== 'cent' && roundPrice(change.cents, rule) !== change.cents ? t.keptAsSaid(rule, fromCents(change.cents)) : null,
      below.size ? t.belowFloor(below.size) : null,
      largest ? t.largeMoves(moves.flagged.length, `${formatBasisPoints(largeMoveBp)}%`, largest) : null,
      large ? t.large(rows.length) : null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      text,
      blocks: [
        {
          type: 'preview',
          actionId,
          list: listRef(list),
          status: 'pending',
          rows: shown.map((r) => {
            const diff = r.new - r.old;
            return {
              productId: r.item.productId,
              name: nameOf(r.item, language),
              old: fromCents(r.old),
              new: fromCents(r.new),
              change: `${diff < 0 ? '-' : '+'}${fromCents(Math.abs(diff))}`,
              percent: `${diff < 0 ? '' : '+'}${((diff / r.old) * 100).toFixed(1)}%`,
              belowFloor: below.has(r.item.productId),
              flag: flags.get(r.item.productId) ?? null,
            };
          }),
          more: rows.length - shown.length,
          count: rows.length,
          belowFloor: below.size,
          large,
          rounding,
          moves: { count: moves.flagged.length, zero: moves.zero, large: moves.large, thresholdBp: largeMoveBp, largest },
        },
      ],
    };
  }

  /**
   * Applies a confirmed action on the version it was previewed on. The action is claimed first
   * (pending -> applied), so a double click, a cancel or "start over" meanwhile cannot both win; a
   * preview older than PREVIEW_MINUTES, or a list saved since, expires it instead.
   */
  async function apply(caller: Actor, action: NonNullable<Awaited<ReturnType<typeof repo.action>>>, language: Language, confirmLargeMoves: boolean): Promise<Reply> {
    const t = REPLIES[language];
    if (Date.now() - action.createdAt.getTime() > PREVIEW_MINUTES * 60_000) {
      await repo.decide(db, action.id, 'pending', 'expired');
      return { text: t.stale, blocks: [] };
    }
    if (!(await repo.decide(db, action.id, 'pending', 'applied'))) return { text: t.nothingPending, blocks: [] };
    try {
      const result = await lists.save({
        actor: caller,
        input: {
          ref: action.priceListId,
          version: action.listVersion,
          reasonCode: { kind: 'assistant', request: action.request.slice(0, PRICE_LIST_REASON_MAX) },
          confirmBelowFloor: true,
          // Only when the user ticked the preview's flagged moves; otherwise the price service refuses them.
          ...(confirmLargeMoves ? { confirmLargeMoves: true } : {}),
          changes: action.changes.map((c) => ({ productId: c.productId, price: fromCents(c.price) })),
        },
      });
      const summary = await lists.detail({ actor: caller, input: { ref: action.priceListId } });
      const version = result.version ?? summary.version;
      await repo.setAppliedVersion(db, action.id, version);
      return { text: t.applied(result.changed + result.added, summary.name, version), blocks: [] };
    } catch (error) {
      if (error instanceof AppError && (error.code === VERSION_CONFLICT || error.code === 'not_found')) {
        await repo.decide(db, action.id, 'applied', 'expired');
        return { text: t.expired, blocks: [] };
      }
      // Not applied after all: it may be confirmed again.
      await repo.decide(db, action.id, 'applied', 'pending');
      throw error;
    }
  }

  /** Restores the version before the user's last applied change, only while nobody saved the list since. */
  async function undo(caller: Actor, language: Language): Promise<Reply> {
    const t = REPLIES[language];
    const last = await repo.latestAction(db, caller.id, 'applied');
    if (!last?.appliedVersion) return { text: t.nothingToUndo, blocks: [] };
    let list: PriceListDetail;
    try {
      list = await lists.detail({ actor: caller, input: { ref: last.priceListId } });
    } catch {
      return { text: t.nothingToUndo, blocks: [] };
    }
    if (list.version !== last.appliedVersion) return { text: t.undoBlocked(list.name), blocks: [] };
    try {
      // The prices it restores were live until the user's change: an undo of a confirmed change is not a new large move.
      const result = await lists.rollback({ actor: caller, input: { ref: list.id, version: list.version, to: last.appliedVersion - 1, confirmBelowFloor: true, confirmLargeMoves: true } });
      await repo.decide(db, last.id, 'applied', 'undone');
      return { text: t.undone(list.name, result.version ?? list.version), blocks: [] };
    } catch (error) {
      if (error instanceof AppError && error.code === VERSION_CONFLICT) return { text: t.undoBlocked(list.name), blocks: [] };
      throw error;
    }
  }

  /** A preview with a newer one after it is no longer the user's to confirm or cancel. */
  async function refuseSuperseded(userId: string, actionId: string) {
    const newest = await repo.newestAction(db, userId);
    if (newest && newest.id !== actionId) throw new AppError('conflict', 'A newer preview replaced this change.', { status: 'superseded' });
  }

  async function store(caller: Actor, request: string, reply: Reply) {
    const rows = await repo.addMessages(db, [
      { userId: caller.id, role: 'user', text: request, blocks: [] },
      { userId: caller.id, role: 'assistant', text: reply.text, blocks: reply.blocks },
    ]);
    return withStatuses(caller.id, rows);
  }

  return {
    async conversation({ actor }: ServiceCall): Promise<{ items: AssistantMessage[] }> {
      const caller = authorize(actor, 'authenticated');
      return { items: await withStatuses(caller.id, await repo.messages(db, caller.id)) };
    },

    /** Answers one request; returns the request and the reply as stored. */
    async send({ actor, input }: ServiceCall<AssistantRequest>): Promise<AssistantMessage[]> {
      const caller = authorize(actor, 'authenticated');
      // Counted before the answer (and a model call) and kept apart from the conversation, so neither
      // requests sent at once nor "start over" get past it; shared by every instance.
      const limit = await takeRequestLimit(db, `assistant:${caller.id}`, ASSISTANT_RATE_PER_MINUTE, 60);
      if (!limit.allowed) throw rateLimited('Too many requests to the assistant. Wait a minute and try again.', limit.retryAfterSeconds);
      const reply = await answer(caller, input);
      return store(caller, input.text, reply);
    },

    /** The confirm button of a preview (`large` is the second confirmation of a big change). */
    async confirm({ actor, input }: ServiceCall<AssistantConfirm & { id: string }>): Promise<AssistantMessage[]> {
      const caller = authorize(actor, 'prices.manage');
      const action = await repo.action(db, input.id, caller.id);
      if (!action) throw new AppError('not_found', 'No such change');
      if (action.status !== 'pending') throw new AppError('conflict', 'This change was already decided.', { status: action.status });
      await refuseSuperseded(caller.id, action.id);
      if (action.changes.length > ASSISTANT_LARGE_CHANGE && !input.large) {
        throw new AppError('conflict', 'This change needs a second confirmation.', { large: 'secondConfirmation' });
      }
      const flagged = await flaggedMoves(caller, action);
      if (flagged.length && !input.largeMoves) {
        throw new AppError(
          'large_move',
          'Some prices move to $0.00 or by more than the large-move setting: confirm them first.',
          Object.fromEntries(flagged.map((f) => [f.productId, f.flag === 'zero' ? 'zeroPrice' : 'largeMove'])),
        );
      }
      const reply = await apply(caller, action, input.language, flagged.length > 0);
      const rows = await repo.addMessages(db, [{ userId: caller.id, role: 'assistant', text: reply.text, blocks: reply.blocks }]);
      return withStatuses(caller.id, rows);
    },

    async cancel({ actor, input }: ServiceCall<{ id: string; language: Language }>): Promise<AssistantMessage[]> {
      const caller = authorize(actor, 'authenticated');
      const action = await repo.action(db, input.id, caller.id);
      if (!action) throw new AppError('not_found', 'No such change');
      if (action.status === 'pending') await refuseSuperseded(caller.id, action.id);
      if (!(await repo.decide(db, action.id, 'pending', 'cancelled'))) throw new AppError('conflict', 'This change was already decided.', { status: action.status });
      const rows = await repo.addMessages(db, [{ userId: caller.id, role: 'assistant', text: REPLIES[input.language].cancelled, blocks: [] }]);
      return withStatuses(caller.id, rows);
    },

    async clear({ actor }: ServiceCall): Promise<void> {
      const caller = authorize(actor, 'authenticated');
      await repo.clear(db, caller.id);
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
