import {
  fromCents,
  IMPORT_IDLE_MINUTES,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_IN_PROGRESS,
  isUuid,
  summarizeMoves,
  type Category,
  type Cents,
  type DecideMatchesInput,
  type ImportBatchInput,
  type ImportBatchResult,
  type ImportInfo,
  type ImportPlan,
  type MoveFlag,
  type StartImportInput,
} from '@freshprice/shared';
import { classifyRecord } from '@freshprice/shared/quickbooks';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import { applyPriceChanges, findListByRef, itemsOf, type PriceChangeCents, pricingSettingsOf, versionChanges } from '../price-lists/price-lists.service.js';
import { archiveProducts, createDraftProducts } from '../products/products.service.js';
import { cents, changesProduct, importedPrice, infoOf, largeMoveError, money, moveOf, planBatch, priceMessage, recordBytes, rowView, summarize } from './import-rows.js';
import * as repo from './imports.repo.js';

const notFound = () => new AppError('not_found', 'Import not found');
const listNotFound = () => new AppError('not_found', 'Price list not found', { priceList: 'priceListNotFound' });

export function createImportsService(deps: { db: Database }) {
  const { db } = deps;

  async function load(id: string): Promise<repo.ImportRecordRow> {
    if (!isUuid(id)) throw notFound();
    const row = await repo.findImport(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function locked(tx: Tx, id: string) {
    if (!isUuid(id)) throw notFound();
    const row = await repo.lockImport(tx, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Starts an import of a file into a list, or resumes the unfinished one of the same file and list. */
    async start({ actor, input }: ServiceCall<StartImportInput>) {
      const caller = authorize(actor, 'import.run');
      const list = await findListByRef(db, input.priceList);
      if (!list) throw listNotFound();
      const unfinished = await repo.findUnfinished(db, input.fileHash, list.id);
      if (unfinished && unfinished.batchCount === input.batchCount && unfinished.totalRows === input.totalRows) {
        return { ...infoOf(unfinished), resumed: true };
      }
      // Resuming is always allowed; a new import waits while the user has too many going.
      if ((await repo.countInProgress(db, caller.id, IMPORT_IDLE_MINUTES)) >= IMPORT_MAX_IN_PROGRESS) {
        throw new AppError(
          'rate_limited',
          `You have ${IMPORT_MAX_IN_PROGRESS} imports in progress. Finish one, or wait ${IMPORT_IDLE_MINUTES} minutes, before starting another.`,
          { imports: 'tooManyInProgress' },
        );
      }
      const id = await repo.insertImport(db, {
        userId: caller.id,
        userEmail: caller.email,
        fileName: input.fileName,
        fileHash: input.fileHash,
        layout: input.layout,
        priceListId: list.id,
        priceListSlug: list.slug,
        totalRows: input.totalRows,
        batchCount: input.batchCount,
      });
      return { ...infoOf(await load(id)), resumed: false };
    },

    async index({ actor }: ServiceCall) {
      authorize(actor, 'import.run');
      return { items: (await repo.recentImports(db, 50)).map(infoOf) };
    },

    /** The import with every row: before Import, what it would do (the dry run); after, what it did. */
    async get({ actor, input }: ServiceCall<{ id: string }>): Promise<ImportPlan> {
      authorize(actor, 'import.run');
      const info = await load(input.id);
      const [rows, settings, proposals] = await Promise.all([repo.rowsOfImport(db, info.id), pricingSettingsOf(db), repo.proposalsOf(db, info.id)]);
      const proposalOf = new Map(proposals.map((p) => [p.line, p]));
      const { minMarginBp, largeMoveBp } = settings;
      // Before its prices are written, a row is measured against the list as it is now too: a price edited
      // since the check that makes the move a flagged one is shown (finishing checks the same).
      const pending = (info.status === 'ready' || info.status === 'applying') && info.priceListId !== null;
      const ids = pending ? [...new Set(rows.filter((r) => r.rowClass === 'product' && r.productId).map((r) => r.productId!))] : [];
      const now = new Map((ids.length ? await itemsOf(db, info.priceListId!, ids) : []).map((i) => [i.productId, cents(i.price)]));
      const before = (r: repo.StagedRow): Cents | null => {
        const staged = cents(r.oldPrice);
        if (!r.productId || !now.has(r.productId)) return staged;
        const current = now.get(r.productId)!;
        return !moveOf(r, staged, largeMoveBp) && moveOf(r, current, largeMoveBp) ? current : staged;
      };
      const views = rows.map((r) => rowView(r, minMarginBp, largeMoveBp, before(r), proposalOf.get(r.line)));
      const counts: Record<string, number> = {};
      let create = 0;
      let update = 0;
      let unchanged = 0;
      let priceChanges = 0;
      let belowFloor = 0;
      let costChanges = 0;
      for (const [i, v] of views.entries()) {
        const key = rows[i]!.status === 'pending' ? rows[i]!.rowClass : v.status;
        counts[key] = (counts[key] ?? 0) + 1;
        if (v.action === 'create') create++;
        else if (v.action === 'update') update++;
        else if (v.action === 'unchanged') unchanged++;
        if (v.newPrice !== null && v.newPrice !== v.oldPrice) priceChanges++;
        if (v.belowFloor) belowFloor++;
        if ((v.action === 'create' || v.action === 'update') && v.cost !== null && v.cost !== v.oldCost) costChanges++;
      }
      const summary = summarizeMoves(
        rows.filter((r) => r.rowClass === 'product').map((r) => ({ old: before(r), new: cents(r.price), line: r.line, sourceName: r.sourceName })),
        largeMoveBp,
      );
      const largest = summary.largest;
      const moves = {
        flagged: summary.flagged.length,
        zero: summary.zero,
        large: summary.large,
        largeMoveBp,
        largest:
          largest && largest.new !== null
            ? { line: largest.line, sourceName: largest.sourceName, oldPrice: money(largest.old), newPrice: fromCents(largest.new), percent: largest.percent }
            : null,
      };
      return { import: infoOf(info), counts, create, update, unchanged, priceChanges, belowFloor, costChanges, moves, rows: views };
    },

    /** Stages batch `number`: classifies and plans its records. Posting it again changes nothing. */
    async stage({ actor, input }: ServiceCall<ImportBatchInput & { id: string; number: number }>): Promise<ImportBatchResult> {
      authorize(actor, 'import.run');
      return db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (input.number > imp.batchCount) throw new AppError('validation_failed', `This import has ${imp.batchCount} batches.`, { number: 'noSuchBatch' });
        if (await repo.findBatch(tx, input.id, input.number)) return { number: input.number, rows: input.records.length, success: 0, errors: 0, repeated: true };
        if (imp.status !== 'staging') throw new AppError('conflict', 'This import is past checking its file.', { status: imp.status });
        const info = (await repo.findImport(tx, input.id))!;
        if (!info.priceListId) throw listNotFound();
        // SPEC's 10 MB a file, counted on what the server stores, whatever the browser claims.
        const bytes = recordBytes(input.records);
        if (imp.stagedBytes + bytes > IMPORT_MAX_FILE_BYTES) {
          throw new AppError('payload_too_large', 'This import is larger than 10 MB: the file is over the limit.', { records: 'importTooLarge' });
        }
        const rows = await planBatch(tx, input.id, info.priceListId, input.records.map(classifyRecord), input.number);
        await repo.insertBatch(tx, input.id, input.number, rows.length);
        if ((await repo.insertRows(tx, input.id, rows)) !== rows.length) {
          throw new AppError('validation_failed', 'An earlier batch of this import holds one of these lines.', { records: 'lineAlreadyStaged' });
        }
        await repo.touchImport(tx, input.id, bytes);
        const { staged } = await repo.countBatches(tx, input.id);
        if (staged === imp.batchCount) await repo.setImport(tx, input.id, { status: 'ready' });
        const skipped = rows.filter((r) => r.action === 'skip').length;
        return { number: input.number, rows: rows.length, success: rows.length - skipped, errors: 0, repeated: false };
      });
    },

    /**
     * Discards a dry run the user leaves ("Choose another file"): nothing of it was written to the
     * catalogue, so its staged rows go, and it no longer counts among the user's imports in progress.
     */
    async discard({ actor, input }: ServiceCall<{ id: string }>): Promise<void> {
      authorize(actor, 'import.run');
      await db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (imp.status !== 'staging' && imp.status !== 'ready') {
          throw new AppError('conflict', 'Only an import not yet applied can be discarded.', { status: imp.status });
        }
        await repo.deleteImport(tx, input.id);
      });
    },

    /**
     * Staff's decision on the dry run's proposed matches, before anything is applied: accepted rows
     * update the proposed product, rejected ones create a new draft. Only a proposal the server made for
     * that row can be accepted: the browser names lines, never products.
     */
    async decideMatches({ actor, input }: ServiceCall<DecideMatchesInput & { id: string }>): Promise<ImportPlan> {
      authorize(actor, 'import.run');
      await db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (imp.status !== 'staging' && imp.status !== 'ready') throw new AppError('conflict', 'This import is past its dry run.', { status: imp.status });
        if (!imp.priceListId) throw listNotFound();
        const lines = input.lines ? [...new Set(input.lines)] : null;
        if (lines) {
          const missing = await repo.linesWithoutProposal(tx, input.id, lines);
          if (missing.length) throw new AppError('validation_failed', `Line ${missing[0]} has no proposed match.`, { lines: 'noProposal' });
        }
        await repo.decideMatches(tx, input.id, imp.priceListId, input.decision, lines);
      });
      return this.get({ actor, input: { id: input.id } });
    },

    /** Applies staged batch `number` in one transaction: products created and updated. Applying it again changes nothing. */
    async apply({ actor, input }: ServiceCall<{ id: string; number: number; confirmLargeMoves?: boolean }>): Promise<ImportBatchResult> {
      const caller = authorize(actor, 'import.run');
      return db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        const batch = await repo.findBatch(tx, input.id, input.number);
        if (!batch) throw new AppError('conflict', 'This batch has not been checked yet.', { number: 'batchNotStaged' });
        if (batch.appliedAt) return { number: input.number, rows: 0, success: 0, errors: 0, repeated: true };
        if (imp.status !== 'ready' && imp.status !== 'applying') throw new AppError('conflict', 'This import cannot be applied now.', { status: imp.status });
        // The list was deleted since: no more products are created for it (finishing then fails the import).
        if (!imp.priceListId) throw listNotFound();
        if (imp.status === 'ready') {
          // Nothing is written before the flagged rows the dry run showed are confirmed (finishing checks them again).
          if (!input.confirmLargeMoves) {
            const { largeMoveBp } = await pricingSettingsOf(tx);
            const flagged = (await repo.rowsOfImport(tx, input.id))
              .map((r) => ({ productId: r.productId, line: r.line, flag: moveOf(r, cents(r.oldPrice), largeMoveBp) }))
              .filter((r): r is { productId: string | null; line: number; flag: MoveFlag } => r.flag !== null);
            if (flagged.length) throw largeMoveError(flagged);
          }
          await repo.setImport(tx, input.id, { status: 'applying' });
        }
        await repo.touchImport(tx, input.id);

        const rows = await repo.rowsOfImport(tx, input.id, input.number);
        // The products checking matched, the ones earlier batches created, and any that took one of
        // these QuickBooks ids since: looked up by this batch's names only.
        const qbIds = rows.map((r) => r.qbId).filter(Boolean);
        // Only a row checking found no product for may name one an earlier batch created.
        const open = rows.filter((r) => r.productId === null && (r.rowClass === 'product' || r.rowClass === 'processed_inactive'));
        const earlier = open.length
          ? await repo.earlierCreates(tx, input.id, { qbIds: open.map((r) => r.qbId).filter(Boolean), keys: open.map((r) => r.nameKey) }, true)
          : [];
        const known = await repo.productsFor(tx, [...new Set([...rows.map((r) => r.productId), ...earlier.map((e) => e.productId)].filter((id) => id !== null))], qbIds);
        const byId = new Map(known.map((p) => [p.id, p]));
        const byQb = new Map(known.filter((p) => p.quickbooksId).map((p) => [p.quickbooksId!, p]));
        const earlierByQb = new Map(earlier.filter((e) => e.qbId).map((e) => [e.qbId, e.productId]));
        const earlierByKey = new Map(earlier.map((e) => [e.nameKey, e.productId]));
        const match = (qbId: string, key: string, productId: string | null) =>
          (productId ? byId.get(productId) : undefined) ??
          (qbId ? byQb.get(qbId) : undefined) ??
          byId.get((qbId ? earlierByQb.get(qbId) : undefined) ?? earlierByKey.get(key) ?? '');
        const creates = new Map<string, repo.StagedRow[]>();
        const adopted = new Map<string, string>();
        const updates = new Map<string, { id: string; cost: string | null; active: boolean; quickbooksId: string | null }>();
        const settled: { line: number; productId: string | null; status: string; message: string | null }[] = [];
        // Rows that write their product's cost, with the cost it had just before: an undo puts it back.
        const costs: { line: number; oldCost: string | null }[] = [];
        for (const row of rows) {
          if (row.action === 'skip' && row.rowClass !== 'processed_inactive') {
            settled.push({ line: row.line, productId: null, status: row.rowClass, message: row.priceProblem ? `price_${row.priceProblem}` : null });
            continue;
          }
          const active = row.rowClass === 'product';
          const product = match(row.qbId, row.nameKey, row.productId);
          // The price message as it stands now (the list's price when checked); finishing corrects the few it must.
          const message = active ? priceMessage(row, row.productId === product?.id ? cents(row.oldPrice) : null) : null;
          if (product && row.action === 'unchanged') {
            settled.push({ line: row.line, productId: product.id, status: 'success', message });
          } else if (product) {
            if (changesProduct(product, { active, cost: row.cost, qbId: row.qbId })) {
              updates.set(product.id, { id: product.id, cost: row.cost, active, quickbooksId: row.qbId || null });
              if (row.cost !== null && cents(row.cost) !== cents(product.cost)) costs.push({ line: row.line, oldCost: product.cost });
            }
            // An accepted match: the product is this QuickBooks item from now on.
            if (row.matchDecision === 'accepted' && row.qbId && product.id === row.productId) adopted.set(product.id, row.qbId);
            settled.push({ line: row.line, productId: product.id, status: active ? 'success' : 'processed_inactive', message });
          } else if (active) {
            const key = row.qbId || `key:${row.nameKey}`;
            creates.set(key, [...(creates.get(key) ?? []), row]);
          } else {
            settled.push({ line: row.line, productId: null, status: 'processed_inactive', message: 'notInCatalogue' });
          }
        }
        const newOnes = [...creates.values()];
        const createdIds = await createDraftProducts(
          tx,
          newOnes.map((group) => {
            const first = group[0]!;
            return { nameEn: first.nameEn, nameEs: first.nameEs, category: first.category as Category | null, quickbooksId: first.qbId || null, cost: first.cost };
          }),
        );
        newOnes.forEach((group, i) => {
          for (const row of group) settled.push({ line: row.line, productId: createdIds[i]!, status: 'success', message: priceMessage(row, null) });
          // A product the import creates had no cost before it.
          if (group[0]!.cost !== null) costs.push({ line: group[0]!.line, oldCost: null });
        });
        await repo.updateImportedProducts(tx, [...updates.values()]);
        await repo.adoptQuickbooksIds(tx, [...adopted].map(([id, qbId]) => ({ id, qbId })));
        const sourceOf = new Map(rows.map((r) => [r.line, r.sourceName]));
        await repo.fillQuickbooksItems(
          tx,
          settled.flatMap((r) => (r.productId && r.status !== 'error' && !r.status.startsWith('error') ? [{ id: r.productId, item: sourceOf.get(r.line) ?? '' }] : [])),
        );
        await repo.settleRows(tx, input.id, settled);
        await repo.markCostsWritten(tx, input.id, costs);
        await repo.markBatchApplied(tx, input.id, input.number);
        if (createdIds.length || updates.size || adopted.size) {
          await recordActivity(tx, caller, [
            {
              resourceType: 'products',
              resourceId: input.id,
              action: createdIds.length ? 'created' : 'updated',
              // `name` for readers of the raw record; the log page words it from `batch` in the reader's language.
              details: { name: `QuickBooks import, batch ${input.number}`, batch: input.number, created: createdIds.length, updated: updates.size, matched: adopted.size },
            },
          ]);
        }
        const errors = settled.filter((s) => s.status.startsWith('error')).length;
        return { number: input.number, rows: rows.length, success: rows.length - errors, errors, repeated: false };
      });
    },

    /**
     * Ends the import: rows of batches never applied failed with them; every price change of the
     * import is written as ONE version of the list (linked lists follow once).
     */
    async finish({ actor, input }: ServiceCall<{ id: string; confirmBelowFloor?: boolean; confirmLargeMoves?: boolean }>): Promise<ImportInfo> {
      const caller = authorize(actor, 'import.run');
      await db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (imp.status === 'staging') throw new AppError('conflict', 'This import has not been checked yet.', { status: imp.status });
        if (imp.status !== 'applying' && imp.status !== 'ready') throw new AppError('conflict', 'This import has already finished.', { status: imp.status });
        const info = (await repo.findImport(tx, input.id))!;
        await repo.failUnappliedRows(tx, input.id);
        const rows = await repo.rowsOfImport(tx, input.id);
        if (!info.priceListId) {
          // The list was deleted while the import ran: there is nothing to price. The import fails, and
          // the products it created stay until it is undone.
          await repo.setImport(tx, input.id, { status: 'failed', summary: summarize(rows, 0, 0), finishedAt: new Date() });
          return;
        }
        const current = new Map((await itemsOf(tx, info.priceListId)).map((i) => [i.productId, cents(i.price)]));
        const changes = new Map<string, PriceChangeCents>();
        const messages: { line: number; productId: string | null; status: string; message: string | null }[] = [];
        const { largeMoveBp } = await pricingSettingsOf(tx);
        const flagged: { productId: string | null; line: number; flag: MoveFlag }[] = [];
        for (const row of rows) {
          if (row.status !== 'success' || !row.productId) continue;
          // Against the list as it is now: a move made large by an edit since the dry run is caught too.
          const flag = moveOf(row, current.get(row.productId) ?? null, largeMoveBp) ?? moveOf(row, cents(row.oldPrice), largeMoveBp);
          if (flag) flagged.push({ productId: row.productId, line: row.line, flag });
          const price = importedPrice(row.price);
          let message = priceMessage(row, current.get(row.productId) ?? null);
          if (price !== null && (message === 'priceAdded' || message === 'priceChanged')) {
            // A second row of the same product and price changes nothing more.
            if (changes.get(row.productId)?.price === price) message = 'priceUnchanged';
            else changes.set(row.productId, { productId: row.productId, price });
          }
          // Applying wrote each row's message as it stood then: only those that changed since are written.
          if (message !== row.message) {
            messages.push({ line: row.line, productId: row.productId, status: row.status, message });
            row.message = message;
          }
        }
        if (flagged.length && !input.confirmLargeMoves) throw largeMoveError(flagged);
        const result = await applyPriceChanges(tx, caller, {
          listId: info.priceListId,
          changes: [...changes.values()],
          reason: { kind: 'import', file: info.fileName },
          confirmBelowFloor: input.confirmBelowFloor ?? false,
          ...(input.confirmLargeMoves ? { confirmLargeMoves: true } : {}),
        });
        await repo.settleRows(tx, input.id, messages);
        const summary = summarize(rows, changes.size, result.belowFloor.length);
        const status = summary.errors === 0 ? 'completed' : summary.created + summary.updated + summary.unchanged > 0 ? 'completed_with_issues' : 'failed';
        await repo.setImport(tx, input.id, { status, summary, versionNumber: result.version, finishedAt: new Date() });
      });
      return infoOf(await load(input.id));
    },

    /**
     * Puts the list's prices back as they were before the import (a new version); archives products it
     * created that no list holds. A failed import can be undone too: it may have created products.
     */
    async undo({ actor, input }: ServiceCall<{ id: string }>): Promise<ImportInfo> {
      const caller = authorize(actor, 'import.run');
      await db.transaction(async (tx) => {
        const imp = await locked(tx, input.id);
        if (imp.status !== 'completed' && imp.status !== 'completed_with_issues' && imp.status !== 'failed') {
          throw new AppError('conflict', 'Only a finished import can be undone.', { status: imp.status });
        }
        const info = (await repo.findImport(tx, input.id))!;
        let undoVersion: number | null = null;
        // A deleted list has no prices to put back; the products the import created are still archived.
        if (info.versionNumber !== null && info.priceListId) {
          const changes = await versionChanges(tx, info.priceListId, info.versionNumber);
          const result = await applyPriceChanges(tx, caller, {
            listId: info.priceListId,
            changes: changes.map((c) => ({ productId: c.productId, price: cents(c.oldPrice) })),
            reason: { kind: 'import_undo', file: info.fileName },
            confirmBelowFloor: true,
            // The Undo dialog is the confirmation: these are the prices the list had before the import.
            confirmLargeMoves: true,
          });
          undoVersion = result.version;
        }
        const restored = await repo.restoreCosts(tx, input.id);
        if (restored.length) {
          await recordActivity(tx, caller, [
            { resourceType: 'products', resourceId: input.id, action: 'updated', details: { name: `Undo QuickBooks import ${info.fileName}`.slice(0, 200), fileName: info.fileName, costsRestored: restored.length } },
          ]);
        }
        const unused = await repo.createdAndUnused(tx, input.id);
        if (unused.length) await archiveProducts(tx, unused);
        await repo.setImport(tx, input.id, { status: 'undone', undoVersionNumber: undoVersion, undoneAt: new Date() });
      });
      return infoOf(await load(input.id));
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
