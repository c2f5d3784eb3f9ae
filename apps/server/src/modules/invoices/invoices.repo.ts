import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceDocumentLine, InvoiceExportFormat, InvoiceSourceLine, InvoiceSourceSubstitution } from '@freshprice/shared';
import { rowsOf, uuidArray } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** The issue time to the microsecond: the paging key. */
const keyTime = sql.raw(`to_char(i.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

// ---- Making an invoice --------------------------------------------------------------------------

export async function sourceLines(db: Db, orderId: string): Promise<InvoiceSourceLine[]> {
  return rowsOf<InvoiceSourceLine>(
    db,
    sql`select position, product_id as "productId", name_en as "nameEn", name_es as "nameEs", unit, quantity::text as quantity,
        price::text as price, sold_by_weight as "soldByWeight", case_weight::text as "caseWeight", delivered::text as delivered,
        case_weights::text[] as "caseWeights", quickbooks_item as "quickbooksItem"
      from order_lines where order_id = ${orderId}::uuid order by position`,
  );
}

export async function sourceSubstitutions(db: Db, orderId: string): Promise<InvoiceSourceSubstitution[]> {
  return rowsOf<InvoiceSourceSubstitution>(
    db,
    sql`select line_position as "linePosition", product_id as "productId", name_en as "nameEn", name_es as "nameEs", unit,
        price::text as price, quantity::text as quantity, replaces::text as replaces, state, quickbooks_item as "quickbooksItem"
      from order_substitutions where order_id = ${orderId}::uuid order by line_position`,
  );
}

export interface BillTo {
  customerId: string;
  name: string;
  company: string | null;
  address: string | null;
  deliveryDate: string;
  orderNumber: string;
}

export async function billToOf(db: Db, orderId: string): Promise<BillTo | undefined> {
  const [row] = await rowsOf<BillTo>(
    db,
    sql`select o.customer_id as "customerId", u.name, u.company_name as company, u.delivery_address as address,
        o.delivery_date::text as "deliveryDate", o.number as "orderNumber"
      from orders o join "user" u on u.id = o.customer_id where o.id = ${orderId}::uuid`,
  );
  return row;
}

export interface NewInvoice {
  orderId: string;
  customerId: string;
  customerName: string;
  billingAddress: string | null;
  invoiceDate: string;
  lines: InvoiceDocumentLine[];
  subtotal: string;
  credit: string;
  total: string;
  weightEstimate: string | null;
  weightActual: string | null;
  weightFlagged: boolean;
}

/** Inserts the order's invoice, numbered from the sequence; none when the order already has one. */
export async function insertInvoice(db: Db, i: NewInvoice): Promise<{ id: string; number: string } | undefined> {
  const [row] = await rowsOf<{ id: string; number: string }>(
    db,
    sql`insert into invoices (number, order_id, customer_id, customer_name, billing_address, invoice_date, lines, subtotal, credit, total,
        weight_estimate, weight_actual, weight_flagged)
      values ('INV-' || nextval('invoice_numbers'), ${i.orderId}::uuid, ${i.customerId}, ${i.customerName}, ${i.billingAddress}, ${i.invoiceDate}::date,
        ${JSON.stringify(i.lines)}::jsonb, ${i.subtotal}::numeric, ${i.credit}::numeric, ${i.total}::numeric,
        ${i.weightEstimate}::numeric, ${i.weightActual}::numeric, ${i.weightFlagged})
      on conflict (order_id) do nothing
      returning id, number`,
  );
  return row;
}

export async function invoiceOfOrder(db: Db, orderId: string): Promise<{ id: string; number: string } | undefined> {
  const [row] = await rowsOf<{ id: string; number: string }>(db, sql`select id, number from invoices where order_id = ${orderId}::uuid`);
  return row;
}

// ---- Reading ------------------------------------------------------------------------------------

export interface InvoiceRow {
  id: string;
  number: string;
  orderId: string;
  orderNumber: string;
  customerId: string | null;
  customerName: string;
  customerLanguage: string | null;
  billingAddress: string | null;
  invoiceDate: string;
  subtotal: string;
  credit: string;
  total: string;
  weightEstimate: string | null;
  weightActual: string | null;
  weightFlagged: boolean;
  issuedAt: string;
  issuedKey: string;
  exportedAt: string | null;
  exportedBy: string | null;
  exportedAs: InvoiceExportFormat | null;
}

const COLUMNS = sql`i.id, i.number, i.order_id as "orderId", o.number as "orderNumber", i.customer_id as "customerId", i.customer_name as "customerName",
  u.language as "customerLanguage", i.billing_address as "billingAddress", i.invoice_date::text as "invoiceDate",
  i.subtotal::text as subtotal, i.credit::text as credit, i.total::text as total,
  i.weight_estimate::text as "weightEstimate", i.weight_actual::text as "weightActual", i.weight_flagged as "weightFlagged",
  ${iso('i.issued_at')} as "issuedAt", ${keyTime} as "issuedKey",
  ${iso('i.exported_at')} as "exportedAt", coalesce(x.email, i.exported_by) as "exportedBy", i.exported_as as "exportedAs"`;
const FROM = sql`from invoices i join orders o on o.id = i.order_id left join "user" u on u.id = i.customer_id left join "user" x on x.id = i.exported_by`;

export async function invoiceById(db: Db, id: string): Promise<(InvoiceRow & { lines: InvoiceDocumentLine[] }) | undefined> {
  const [row] = await rowsOf<InvoiceRow & { lines: InvoiceDocumentLine[] }>(db, sql`select ${COLUMNS}, i.lines ${FROM} where i.id = ${id}::uuid`);
  return row;
}

export interface InvoiceFilter {
  customerId?: string;
  from?: string;
  to?: string;
  exported?: boolean;
  after: { at: string; id: string } | null;
  limit: number;
}

export async function listInvoices(db: Db, f: InvoiceFilter): Promise<InvoiceRow[]> {
  const where: SQL[] = [sql`true`];
  if (f.customerId) where.push(sql`i.customer_id = ${f.customerId}`);
  if (f.from) where.push(sql`i.invoice_date >= ${f.from}::date`);
  if (f.to) where.push(sql`i.invoice_date <= ${f.to}::date`);
  if (f.exported !== undefined) where.push(f.exported ? sql`i.exported_at is not null` : sql`i.exported_at is null`);
  if (f.after) where.push(sql`(i.issued_at, i.id) < (${f.after.at}::timestamptz, ${f.after.id}::uuid)`);
  return rowsOf<InvoiceRow>(db, sql`select ${COLUMNS} ${FROM} where ${sql.join(where, sql` and `)} order by i.issued_at desc, i.id desc limit ${f.limit}`);
}

// ---- Export -------------------------------------------------------------------------------------

export async function rangeSummary(db: Db, from: string, to: string): Promise<{ invoices: number; exported: number; total: string }> {
  const [row] = await rowsOf<{ invoices: number; exported: number; total: string }>(
    db,
    sql`select count(*)::int as invoices, count(exported_at)::int as exported, coalesce(sum(total), 0)::numeric(14,2)::text as total
      from invoices where invoice_date between ${from}::date and ${to}::date`,
  );
  return row!;
}

export interface ExportRow {
  id: string;
  number: string;
  invoiceDate: string;
  /** The customer's QuickBooks name, else company, else name (else the name on the invoice). */
  quickbooksName: string;
  total: string;
  /** Exported before: when (null: never). */
  exportedAt: string | null;
  lines: InvoiceDocumentLine[];
}

/** The range's invoices, locked, in date and number order, with the customer's QuickBooks name. */
export async function exportRows(db: Db, from: string, to: string): Promise<ExportRow[]> {
  const [row] = await rowsOf<{ rows: string | null }>(
    db,
    sql`select json_agg(r order by r."invoiceDate", length(r.number), r.number)::text as rows from (
        select i.id, i.number, i.invoice_date::text as "invoiceDate", i.total::text as total, i.exported_at as "exportedAt", i.lines,
          coalesce(nullif(trim(u.quickbooks_name), ''), nullif(trim(u.company_name), ''), nullif(trim(u.name), ''), i.customer_name) as "quickbooksName"
        from invoices i left join "user" u on u.id = i.customer_id
        where i.invoice_date between ${from}::date and ${to}::date
        for update of i
      ) r`,
  );
  return row?.rows ? (JSON.parse(row.rows) as ExportRow[]) : [];
}

/** The products' QuickBooks items, for lines that kept none. */
export async function productItems(db: Db, ids: string[]): Promise<Map<string, { item: string | null; nameEn: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; item: string | null; nameEn: string }>(
    db,
    sql`select id, quickbooks_item as item, name_en as "nameEn" from products where id = any(${uuidArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, { item: r.item, nameEn: r.nameEn }]));
}

export async function markExported(db: Db, from: string, to: string, by: string, as: InvoiceExportFormat, at: Date): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update invoices set exported_at = ${at.toISOString()}::timestamptz, exported_by = ${by}, exported_as = ${as}
      where invoice_date between ${from}::date and ${to}::date returning id`,
  );
  return rows.length;
}
