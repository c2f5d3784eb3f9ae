import {
  customerLabel,
  DISPATCH_TEXT,
  formatOrderDate,
  formatOrderQuantity,
  formatUsd,
  ORDER_TEXT,
  type CompanyFacts,
  type Language,
  type Manifest,
  type PickList,
} from '@freshprice/shared';
import { numberPages, PDF_GREEN, PDF_GREY, PDF_MARGIN, PDF_STRIPE, startPdf, winAnsi } from '../../lib/pdf.js';
import type { PackingSlip } from './dispatch.service.js';

/**
 * The dispatch documents as PDFs in the reader's language (fonts, page and page numbers:
 * ../../lib/pdf.ts): the pick list of a day, a route's manifest, an order's packing slip (no
 * prices). Words: packages/shared/src/text/dispatch-text.ts.
 */

const ROW = 18;

interface Column {
  label: string;
  share: number;
  align?: 'left' | 'right' | 'center';
}

/** A document: the company's name, a title, a few label/value lines; `table` then draws rows under a repeated head. */
function open(language: Language, facts: CompanyFacts, title: string, fields: [string, string][]) {
  const company = winAnsi(facts.name);
  const { doc, done } = startPdf({ language, title: `${winAnsi(title)} — ${company}`, creator: company });
  const width = doc.page.width - 2 * PDF_MARGIN;
  const bottom = () => doc.page.height - PDF_MARGIN - 20;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(PDF_GREEN).text(company);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(winAnsi(title));
  doc.moveDown(0.3);
  for (const [label, value] of fields) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(PDF_GREY).text(winAnsi(label), PDF_MARGIN, y, { width: width * 0.2, lineBreak: false });
    doc.fillColor('black').text(winAnsi(value), PDF_MARGIN + width * 0.2, y, { width: width * 0.8 });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.moveDown(0.8);

  function table(columns: Column[], rows: string[][], options: { heading?: string } = {}) {
    const xs: number[] = [];
    let x = PDF_MARGIN;
    for (const c of columns) {
      xs.push(x);
      x += width * c.share;
    }
    const head = () => {
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(9).fillColor(PDF_GREY);
      columns.forEach((c, i) => doc.text(winAnsi(c.label), xs[i]! + 4, y, { width: width * c.share - 8, align: c.align ?? 'left', lineBreak: false }));
      doc.y = y + 14;
    };
    if (doc.y + 3 * ROW > bottom()) doc.addPage();
    if (options.heading) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor(PDF_GREEN).text(winAnsi(options.heading), PDF_MARGIN, doc.y, { width });
      doc.moveDown(0.2);
    }
    head();
    rows.forEach((row, r) => {
      if (doc.y + ROW > bottom()) {
        doc.addPage();
        head();
      }
      const y = doc.y;
      if (r % 2 === 0) doc.rect(PDF_MARGIN, y - 3, width, ROW).fill(PDF_STRIPE);
      doc.font('Helvetica').fontSize(9).fillColor('black');
      columns.forEach((c, i) => {
        if (row[i] === '[ ]') doc.rect(xs[i]! + width * c.share / 2 - 5, y - 1, 10, 10).lineWidth(0.8).stroke('black');
        else doc.text(winAnsi(row[i] ?? ''), xs[i]! + 4, y, { width: width * c.share - 8, height: ROW - 4, align: c.align ?? 'left', ellipsis: true, lineBreak: false });
      });
      doc.y = y + ROW;
    });
    doc.moveDown(0.8);
  }

  function note(text: string) {
    doc.font('Helvetica').fontSize(10).fillColor(PDF_GREY).text(winAnsi(text), PDF_MARGIN, doc.y, { width });
    doc.moveDown(0.6);
  }

  function finish(page: (n: number, total: number) => string) {
    numberPages(doc, page);
    doc.end();
    return done;
  }

  return { table, note, finish };
}

/** The pick list: per category, each product's total and who gets how much. */
export function renderPickListPdf(list: PickList, language: Language, facts: CompanyFacts): Promise<Buffer> {
  const t = DISPATCH_TEXT[language];
  const pdf = open(language, facts, t.pickList, [
    [t.delivery, formatOrderDate(list.date, language)],
    ['', t.orders(list.orders)],
  ]);
  pdf.note(t.pickNote);
  if (!list.categories.length) pdf.note(t.noOrders);
  for (const group of list.categories) {
    const rows: string[][] = [];
    for (const p of group.products) {
      rows.push([p.names[language] || p.names.en, formatOrderQuantity(p.quantity, p.unit, language), '']);
      for (const r of p.recipients) rows.push([`    ${r.customer}`, formatOrderQuantity(r.quantity, p.unit, language), r.order]);
    }
    pdf.table(
      [
        { label: t.columns.product, share: 0.55 },
        { label: t.columns.quantity, share: 0.25, align: 'right' },
        { label: t.columns.orders, share: 0.2, align: 'right' },
      ],
      rows,
      { heading: group.category ? t.categories[group.category] : t.uncategorized },
    );
  }
  return pdf.finish(t.page);
}

/** A route's manifest for a date: its stops in order, each with customer, address, phone, orders. */
export function renderManifestPdf(manifest: Manifest, date: string, language: Language, facts: CompanyFacts): Promise<Buffer> {
  const t = DISPATCH_TEXT[language];
  const statuses = ORDER_TEXT[language].statuses;
  const name = manifest.route?.name ?? t.noRoute;
  const fields: [string, string][] = [[t.delivery, formatOrderDate(date, language)]];
  if (manifest.route?.cutoff) fields.push([t.cutoff, manifest.route.cutoff]);
  const pdf = open(language, facts, t.manifest(name), fields);
  if (!manifest.stops.length) pdf.note(t.noOrders);
  else {
    pdf.table(
      [
        { label: t.columns.stop, share: 0.06, align: 'right' },
        { label: t.columns.customer, share: 0.18 },
        { label: t.columns.address, share: 0.23 },
        { label: t.columns.phone, share: 0.13 },
        { label: t.columns.orders, share: 0.08 },
        { label: t.columns.lines, share: 0.07, align: 'right' },
        { label: t.columns.total, share: 0.11, align: 'right' },
        { label: t.columns.status, share: 0.14 },
      ],
      manifest.stops.flatMap((s) =>
        s.orders.map((o, i) => [
          i === 0 ? String(s.position ?? '') : '',
          i === 0 ? customerLabel(s.customer) : '',
          i === 0 ? s.customer.address ?? t.none : '',
          i === 0 ? s.customer.phone ?? t.none : '',
          o.number,
          String(o.lines),
          formatUsd(o.total, language),
          statuses[o.status],
        ]),
      ),
    );
  }
  return pdf.finish(t.page);
}

/** An order's packing slip: number, customer, address, route and stop, lines with a box to tick; no prices. */
export function renderPackingSlipPdf(slip: PackingSlip): Promise<Buffer> {
  const { order, language, facts } = slip;
  const t = DISPATCH_TEXT[language];
  const pdf = open(language, facts, t.packingSlip(order.number), [
    [t.delivery, formatOrderDate(order.deliveryDate, language)],
    [t.customer, customerLabel(order.customer)],
    [t.address, slip.address ?? t.none],
    [t.phone, slip.phone ?? t.none],
    [t.route, slip.route ? t.routeStop(slip.route, slip.stop ?? 0) : t.noRoute],
  ]);
  pdf.table(
    [
      { label: t.columns.product, share: 0.6 },
      { label: t.columns.quantity, share: 0.28, align: 'right' },
      { label: t.columns.check, share: 0.12, align: 'center' },
    ],
    order.lines.map((l) => {
      const pack = l.pack?.[language];
      return [`${l.names?.[language] || l.name}${pack ? ` (${pack})` : ''}`, formatOrderQuantity(l.quantity, l.unit, language), '[ ]'];
    }),
  );
  if (order.note?.trim()) pdf.note(`${ORDER_TEXT[language].note}: ${order.note.trim()}`);
  return pdf.finish(t.page);
}
