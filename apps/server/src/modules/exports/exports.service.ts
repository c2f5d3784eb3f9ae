import {
  compareViewRows,
  listName,
  listNote,
  previewPriceUpload,
  sheetFileName,
  toCents,
  WORKBOOK_ERRORS,
  WORKBOOK_UPLOAD_MAX_BYTES,
  type CompareWorkbookQuery,
  type Language,
  type PriceUploadPreview,
  type Category,
  type CompanyFacts,
  type PriceListDetail,
  type PriceSheetQuery,
  type ExportCustomer,
  type RecordExportInput,
  type SheetOptions,
} from '@freshprice/shared';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import { exportCustomers } from '../users/users.service.js';
import { readFacts } from '../company/company.service.js';
import { createPriceListsService, findListByRef } from '../price-lists/price-lists.service.js';
import { quickbooksIds } from '../products/products.service.js';
import { priceSheetPdf } from './price-sheet.pdf.js';
import { compareWorkbook, listWorkbook, readSpreadsheet, type ListWorkbookRow } from './workbooks.js';

/**
 * A list's printable sheet in one language: the sheet route's PDF, and the one a send attaches to
 * every customer of that language (rendered once per language; `customerName` null: for anyone).
 */
export async function renderListSheet(list: PriceListDetail, options: SheetOptions, customerName: string | null, company: CompanyFacts): Promise<{ pdf: Buffer; fileName: string }> {
  // The customer note only: the staff note is not in a customer's answer, nor on any sheet.
  // A standard list's own name and note in the sheet's language; any other as typed.
  const context = { company, listName: listName(list, options.language), note: listNote(list, list.description, options.language), customerName, tier: list.tier };
  const { pdf } = await priceSheetPdf(list.items, context, options);
  return { pdf, fileName: sheetFileName(context.listName, options.now, options.language) };
}

/** Price lists as customers receive them: the printable sheet (the WhatsApp message is built by the page from the same shared sections). */
export function createExportsService(deps: { db: Database }) {
  const { db } = deps;
  const lists = createPriceListsService(deps);

  /** The customer a list is sent to; a customer id that names nobody (or no customer) is refused. */
  async function customerFor(id: string | undefined): Promise<ExportCustomer | null> {
    if (id === undefined) return null;
    const [customer] = await exportCustomers(db, id);
    if (!customer) throw new AppError('validation_failed', 'No such customer.', { customerId: 'unknownCustomer' });
    return customer;
  }

  /** The list (as staff read it) and a workbook row per item, with its product's QuickBooks id. */
  async function workbookRows(actor: ServiceCall['actor'], ref: string): Promise<{ list: PriceListDetail; rows: ListWorkbookRow[] }> {
    const list = await lists.detail({ actor, input: { ref } });
    const qb = await quickbooksIds(db, list.items.map((i) => i.productId));
    const rows = list.items.map((i) => ({
      productId: i.productId,
      quickbooksId: qb.get(i.productId) ?? null,
      nameEn: i.nameEn,
      nameEs: i.nameEs,
      packEn: i.packEn,
      packEs: i.packEs,
      category: i.category,
      price: i.price,
      cost: i.cost ?? null,
    }));
    return { list, rows };
  }

  return {
    /** Active customers who have a list, with their phone number, language and shared lists: picking one sets all three. */
    async customers({ actor }: ServiceCall): Promise<{ items: ExportCustomer[] }> {
      authorize(actor, 'export.whatsapp');
      return { items: await exportCustomers(db) };
    },

    /** Records that staff sent a list out (WhatsApp or the PDF): which list, in which language, by whom. */
    async record({ actor, input }: ServiceCall<RecordExportInput & { ref: string }>): Promise<void> {
      const caller = authorize(actor, 'export.whatsapp');
      const list = await findListByRef(db, input.ref);
      if (!list) throw new AppError('not_found', 'Price list not found');
      const customer = await customerFor(input.customerId);
      await db.transaction((tx) =>
        recordActivity(tx, caller, [
          {
            resourceType: 'price_lists',
            resourceId: list.id,
            action: 'exported',
            details: {
              name: list.name,
              channel: input.channel,
              language: input.language,
              parts: input.parts,
              ...(input.phone ? { phone: input.phone } : {}),
              ...(customer ? { customerId: customer.id, customer: customer.name || customer.email } : {}),
            },
          },
        ]),
      );
    },

    /**
     * The PDF of a list in one language. Who may read the list may print it: staff any list, a
     * customer only the lists shared with them (404 otherwise, as for the list itself).
     */
    async sheet({ actor, input }: ServiceCall<{ ref: string; query: PriceSheetQuery; now?: Date }>): Promise<{ pdf: Buffer; fileName: string }> {
      const caller = authorize(actor, 'prices.view');
      const { query } = input;
      if ((query.validDate === undefined) !== (query.validTime === undefined)) {
        throw new AppError('validation_failed', 'The validity line needs both a day and a time.', { validDate: 'validityIncomplete' });
      }
      if (query.customerId !== undefined && caller.role === 'customer') throw new AppError('forbidden', 'Only staff choose whom a sheet is for.');
      const [list, company, customer] = await Promise.all([lists.detail({ actor, input: { ref: input.ref } }), readFacts(db), customerFor(query.customerId)]);
      const options: SheetOptions = {
        language: query.language,
        categories: query.categories ? (query.categories.split(',') as (Category | 'uncategorized')[]) : null,
        inStockOnly: query.inStockOnly === 'true',
        changedOnly: query.changedOnly === 'true',
        arrows: false,
        validUntil: query.validDate && query.validTime ? { date: query.validDate, time: query.validTime } : null,
        now: input.now ?? new Date(),
      };
      const customerName = caller.role === 'customer' ? caller.name || null : customer ? customer.name || customer.email : null;
      return renderListSheet(list, options, customerName, company);
    },

    /**
     * A list's prices as an Excel workbook to edit and upload again: for the staff who may change its
     * prices (the editor's save), header in `language`, named like the printed sheet.
     */
    async listWorkbook({ actor, input }: ServiceCall<{ ref: string; language: Language; now?: Date }>): Promise<{ file: Buffer; fileName: string }> {
      authorize(actor, 'prices.manage');
      const { list, rows } = await workbookRows(actor, input.ref);
      const file = await listWorkbook(rows, input.language);
      return { file, fileName: sheetFileName(listName(list, input.language), input.now ?? new Date(), input.language, 'xlsx') };
    },

    /**
     * What an uploaded copy of the list's workbook (or a CSV) would change, written nowhere: the prices
     * that differ from the list's, the rows that name no product of it and the cells that are no price.
     */
    async previewUpload({ actor, input }: ServiceCall<{ ref: string; bytes: Uint8Array; fileName: string; language: Language }>): Promise<PriceUploadPreview> {
      authorize(actor, 'prices.manage');
      if (input.bytes.byteLength > WORKBOOK_UPLOAD_MAX_BYTES) throw tooLarge();
      // The list first: a file sent to a list that does not exist (or that the caller may not read) is
      // never opened, and opening it is the costly part.
      const { list, rows } = await workbookRows(actor, input.ref);
      const tables = await readSpreadsheet(input.bytes);
      const items = rows.map((r) => ({ productId: r.productId, quickbooksId: r.quickbooksId, nameEn: r.nameEn, nameEs: r.nameEs, price: toCents(r.price) }));
      let missing: string[] = ['price', 'product'];
      // The first sheet with the columns is the one read (a workbook may have notes on another).
      for (const table of tables) {
        const preview = previewPriceUpload(table, items, input.language);
        if (!('missing' in preview)) return { fileName: input.fileName, version: list.version, ...preview };
        if (preview.missing.length < missing.length) missing = preview.missing;
      }
      throw new AppError(
        WORKBOOK_ERRORS.columnsMissing,
        `The file has no header row with ${missing.map((m) => (m === 'price' ? 'a Price column' : 'a column naming the product (product id, QuickBooks id or name)')).join(' and ')}.`,
        Object.fromEntries(missing.map((m) => [m, 'missing'])),
      );
    },

    /** The comparison of two lists as the page shows it (filter, search, sort) in an Excel workbook. */
    async compareWorkbook({ actor, input }: ServiceCall<CompareWorkbookQuery>): Promise<{ file: Buffer; fileName: string }> {
      const data = await lists.compare({ actor, input: { a: input.a, b: input.b } });
      const rows = compareViewRows(data.rows, { filter: input.filter, query: input.q, sort: input.sort ?? null, dir: input.dir }, input.language);
      const file = await compareWorkbook(rows, { a: listName(data.a, input.language), b: listName(data.b, input.language) }, input.language);
      return { file, fileName: `compare-${data.a.slug}-${data.b.slug}.xlsx` };
    },
  };

}

const tooLarge = () => new AppError(WORKBOOK_ERRORS.tooLarge, `The file is larger than ${WORKBOOK_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);

export type ExportsService = ReturnType<typeof createExportsService>;
