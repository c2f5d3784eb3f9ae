import {
  listName,
  listNote,
  sheetFileName,
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
import { priceSheetPdf } from './price-sheet.pdf.js';

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
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
