import {
  buildInvoice,
  fromCents,
  INVOICE_EXPORT_MAX_DAYS,
  invoiceExportFileName,
  isStaff,
  isUuid,
  qbLineDrafts,
  toCents,
  type CompanyFacts,
  type Invoice,
  type InvoiceDocumentLine,
  type InvoiceExportInput,
  type InvoiceExportSummary,
  type InvoicePage,
  type InvoicesQuery,
  type InvoiceSummary,
  type Language,
} from '@freshprice/shared';
import { encodeWindows1252, invoicesToIif, invoicesToQuickBooksOnlineCsv, QbInvoiceExportError, type QbInvoice } from '@freshprice/shared/quickbooks';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Db } from '../../db/tx.js';
import { AppError, invalidCursor } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import { readFacts } from '../company/company.service.js';
import * as repo from './invoices.repo.js';

/**
 * Invoices: one per delivered order, made in the delivery's transaction (`invoiceDeliveredOrder`), a
 * snapshot that never changes; customers read theirs, staff all and export them to QuickBooks
 * (Desktop IIF or Online CSV), which marks them exported. Exporting a range again asks first.
 */

const notFound = () => new AppError('not_found', 'Invoice not found');
const languageOf = (value: string | null | undefined): Language => (value === 'es' ? 'es' : 'en');

/**
 * Makes the invoice of an order that has just been delivered, inside the delivery's transaction (the
 * desk's `beforeMove` has already closed its open substitutions as expired): the lines, weights and substitutes are invoiced at the locked
 * prices. An order already invoiced keeps its invoice (once per order).
 */
export async function invoiceDeliveredOrder(tx: Db, actor: Pick<Actor, 'id' | 'email'>, orderId: string): Promise<{ id: string; number: string }> {
  const existing = await repo.invoiceOfOrder(tx, orderId);
  if (existing) return existing;
  const [lines, substitutions, billTo, facts] = await Promise.all([
    repo.sourceLines(tx, orderId),
    repo.sourceSubstitutions(tx, orderId),
    repo.billToOf(tx, orderId),
    readFacts(tx),
  ]);
  if (!billTo) throw new AppError('not_found', 'Order not found');
  const doc = buildInvoice({ lines, substitutions, toleranceCents: facts.weightToleranceCents });
  const made = await repo.insertInvoice(tx, {
    orderId,
    customerId: billTo.customerId,
    customerName: billTo.company?.trim() || billTo.name,
    billingAddress: billTo.address?.trim() || null,
    invoiceDate: billTo.deliveryDate,
    lines: doc.lines,
    subtotal: fromCents(doc.subtotalCents),
    credit: fromCents(doc.creditCents),
    total: fromCents(doc.totalCents),
    weightEstimate: doc.weight ? fromCents(doc.weight.estimateCents) : null,
    weightActual: doc.weight ? fromCents(doc.weight.actualCents) : null,
    weightFlagged: doc.weight?.flagged ?? false,
  });
  const invoice = made ?? (await repo.invoiceOfOrder(tx, orderId))!;
  await recordActivity(tx, actor, [
    {
      resourceType: 'orders',
      resourceId: orderId,
      action: 'created',
      details: { number: billTo.orderNumber, invoice: invoice.number, total: fromCents(doc.totalCents), credit: fromCents(doc.creditCents), weightFlagged: doc.weight?.flagged ?? false },
    },
  ]);
  return invoice;
}

/** The invoice of an order, for the order's view. */
export const invoiceOfOrder = (db: Db, orderId: string) => repo.invoiceOfOrder(db, orderId).then((r) => r ?? null);

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3,6}Z$/;
const encodeCursor = (row: repo.InvoiceRow) => Buffer.from(JSON.stringify([row.issuedKey, row.id])).toString('base64url');
function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    if (typeof at !== 'string' || typeof id !== 'string' || !CURSOR_TIME.test(at) || !isUuid(id)) throw new Error('bad');
    return { at, id };
  } catch {
    throw invalidCursor();
  }
}

function summaryView(r: repo.InvoiceRow): InvoiceSummary {
  return {
    id: r.id,
    number: r.number,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    customer: { id: r.customerId, name: r.customerName },
    invoiceDate: r.invoiceDate,
    subtotal: r.subtotal,
    credit: r.credit,
    total: r.total,
    currency: 'USD',
    weightFlagged: r.weightFlagged,
    issuedAt: r.issuedAt,
    exported: r.exportedAt && r.exportedAs ? { at: r.exportedAt, by: r.exportedBy, as: r.exportedAs } : null,
  };
}

function invoiceView(r: repo.InvoiceRow & { lines: InvoiceDocumentLine[] }, facts: CompanyFacts): Invoice {
  const weight =
    r.weightEstimate !== null && r.weightActual !== null
      ? (() => {
          const d = toCents(r.weightActual) - toCents(r.weightEstimate);
          return {
            estimate: r.weightEstimate,
            actual: r.weightActual,
            difference: `${d < 0 ? '-' : ''}${fromCents(Math.abs(d))}`,
            flagged: r.weightFlagged,
            tolerance: fromCents(facts.weightToleranceCents),
          };
        })()
      : null;
  return { ...summaryView(r), billingAddress: r.billingAddress, language: languageOf(r.customerLanguage), lines: r.lines, weight };
}

function checkRange(from: string, to: string) {
  if (from > to) throw new AppError('validation_failed', 'The first day is after the last one.', { to: 'beforeFrom' });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days > INVOICE_EXPORT_MAX_DAYS) throw new AppError('validation_failed', `Export at most ${INVOICE_EXPORT_MAX_DAYS} days at a time.`, { to: 'rangeTooLong' });
}

export interface InvoicesServiceDeps {
  db: Database;
  clock?: () => Date;
}

export function createInvoicesService(deps: InvoicesServiceDeps) {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());

  async function visible(actor: Actor, id: string) {
    if (!isUuid(id)) throw notFound();
    const row = await repo.invoiceById(db, id);
    if (!row || (!isStaff(actor.role) && row.customerId !== actor.id)) throw notFound();
    return row;
  }

  return {
    /** A customer's own invoices, or (staff) everyone's by date range, customer and export; newest first. */
    async list({ actor, input }: ServiceCall<InvoicesQuery>): Promise<InvoicePage> {
      const caller = authorize(actor, 'orders.view');
      const staff = isStaff(caller.role);
      if (input.from && input.to && input.from > input.to) throw new AppError('validation_failed', 'The first day is after the last one.', { to: 'beforeFrom' });
      const rows = await repo.listInvoices(db, {
        customerId: staff ? input.customer : caller.id,
        from: input.from,
        to: input.to,
        exported: staff && input.exported ? input.exported === 'yes' : undefined,
        after: decodeCursor(input.cursor),
        limit: input.limit + 1,
      });
      const page = rows.slice(0, input.limit);
      return { items: page.map(summaryView), next: rows.length > input.limit ? encodeCursor(page.at(-1)!) : null };
    },

    async get({ actor, input }: ServiceCall<{ id: string }>): Promise<Invoice> {
      const caller = authorize(actor, 'orders.view');
      return invoiceView(await visible(caller, input.id), await readFacts(db));
    },

    /** The invoice for its PDF, with the company's facts; the language defaults to the customer's. */
    async document({ actor, input }: ServiceCall<{ id: string; language?: Language }>): Promise<{ invoice: Invoice; facts: CompanyFacts; language: Language }> {
      const caller = authorize(actor, 'orders.view');
      const facts = await readFacts(db);
      const invoice = invoiceView(await visible(caller, input.id), facts);
      return { invoice, facts, language: input.language ?? invoice.language };
    },

    /** How many invoices a range holds, and how many of them were exported before (staff). */
    async exportSummary({ actor, input }: ServiceCall<{ from: string; to: string }>): Promise<InvoiceExportSummary> {
      authorize(actor, 'orders.manage');
      checkRange(input.from, input.to);
      return { from: input.from, to: input.to, ...(await repo.rangeSummary(db, input.from, input.to)) };
    },

    /**
     * The range's invoices as a QuickBooks file, marking them exported in the same transaction. A range
     * holding invoices exported before is refused (`already_exported`, with how many) unless `again`.
     */
    async export({ actor, input }: ServiceCall<InvoiceExportInput>): Promise<{ body: Uint8Array | string; contentType: string; fileName: string; count: number }> {
      const staff = authorize(actor, 'orders.manage');
      checkRange(input.from, input.to);
      const at = now();
      return db.transaction(async (tx) => {
        const rows = await repo.exportRows(tx, input.from, input.to);
        if (rows.length === 0) {
          throw new AppError('nothing_to_export', `There are no invoices dated ${input.from} to ${input.to}.`, { from: 'noInvoices' });
        }
        const exportedBefore = rows.filter((r) => r.exportedAt !== null).length;
        if (exportedBefore > 0 && input.again !== true) {
          throw new AppError(
            'already_exported',
            `${exportedBefore} of these invoices were exported before. Export them again?`,
            { exported: String(exportedBefore), invoices: String(rows.length) },
          );
        }
        const missing = [...new Set(rows.flatMap((r) => r.lines.filter((l) => !l.quickbooksItem && l.productId).map((l) => l.productId!)))];
        const products = await repo.productItems(tx, missing);
        const itemOf = (l: InvoiceDocumentLine) =>
          l.quickbooksItem?.trim() || (l.productId ? products.get(l.productId)?.item?.trim() || products.get(l.productId)?.nameEn : undefined) || l.names.en;
        const invoices: QbInvoice[] = rows.map((r) => ({
          number: r.number,
          date: r.invoiceDate,
          customer: r.quickbooksName,
          totalCents: toCents(r.total),
          lines: qbLineDrafts(r.lines).map((d) => ({ item: itemOf(d.line), description: d.description, quantity: d.quantity, rateCents: d.rateCents, amountCents: d.amountCents })),
        }));
        let body: Uint8Array | string;
        try {
          body = input.format === 'iif' ? encodeWindows1252(invoicesToIif(invoices)) : invoicesToQuickBooksOnlineCsv(invoices);
        } catch (err) {
          if (err instanceof QbInvoiceExportError) {
            throw new AppError('validation_failed', `Invoice ${err.invoice} cannot be exported (${err.code}${err.line ? `, line ${err.line}` : ''}).`, { invoice: err.invoice });
          }
          throw err;
        }
        const count = await repo.markExported(tx, input.from, input.to, staff.id, input.format, at);
        await recordActivity(tx, staff, [
          {
            resourceType: 'orders',
            resourceId: 'invoices',
            action: 'exported',
            details: { name: 'QuickBooks', format: input.format, from: input.from, to: input.to, invoices: count, again: exportedBefore > 0, total: fromCents(invoices.reduce((sum, i) => sum + i.totalCents, 0)) },
          },
        ]);
        return {
          body,
          contentType: input.format === 'iif' ? 'text/plain; charset=windows-1252' : 'text/csv; charset=utf-8',
          fileName: invoiceExportFileName(input.from, input.to, input.format),
          count,
        };
      });
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
