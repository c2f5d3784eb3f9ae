import { companyClock, formatLineAmounts, formatOrderDate, formatOrderTotal, ORDER_TEXT, type CompanyFacts, type Language, type Order } from '@freshprice/shared';
import { numberPages, PDF_GREEN, PDF_GREY, PDF_MARGIN, PDF_STRIPE, startPdf, winAnsi } from '../../lib/pdf.js';

/**
 * An order as a printable PDF in the reader's language (fonts, page and page numbers:
 * ../../lib/pdf.ts): the company's header, the order's number, status, customer and delivery date,
 * the lines (product, pack, quantity, price, total) over as many pages as they take, the total and
 * the note. Words: packages/shared/src/text/order-text.ts.
 */

const ROW = 18;

/** Everything the PDF prints, as the standard fonts can draw it. */
function printable(order: Order, language: Language, facts: CompanyFacts) {
  const t = ORDER_TEXT[language];
  const clock = (at: string) => {
    const c = companyClock(at, language);
    return `${c.date}, ${c.time} ${c.zone}`;
  };
  const fields: [string, string][] = [
    [t.status, t.statuses[order.status]],
    [t.delivery, formatOrderDate(order.deliveryDate, language)],
    [t.customer, order.customer.name.trim() || order.customer.email],
    [t.company, order.customer.company?.trim() || '-'],
    [t.email, order.customer.email],
    [t.priceList, order.priceList.name],
    [t.placedAt, clock(order.placedAt)],
  ];
  if (order.status === 'cancelled' && order.cancelReason?.trim()) fields.push([t.cancelReason, order.cancelReason.trim()]);
  const { street, city, state, zip } = facts.address;
  return {
    company: winAnsi(facts.name),
    companyLines: [`${street}, ${city}, ${state} ${zip}`, `${facts.phone} · ${facts.email}`].map(winAnsi),
    title: winAnsi(t.order(order.number)),
    fields: fields.map(([label, value]) => [winAnsi(label), winAnsi(value)] as const),
    rows: order.lines.map((line) => ({
      name: winAnsi(line.names?.[language] || line.name),
      pack: winAnsi(line.pack?.[language] ?? ''),
      ...Object.fromEntries(Object.entries(formatLineAmounts(line, language)).map(([k, v]) => [k, winAnsi(v)])) as ReturnType<typeof formatLineAmounts>,
    })),
    total: winAnsi(`${t.total}: ${formatOrderTotal(order, language)}`),
    estimate: order.estimated ? winAnsi(t.billedByWeight) : null,
    note: order.note?.trim() ? { label: winAnsi(t.note), text: order.note.trim().split(/\r?\n/).map(winAnsi).join('\n') } : null,
  };
}

export function renderOrderPdf(order: Order, language: Language, facts: CompanyFacts): Promise<Buffer> {
  const t = ORDER_TEXT[language];
  const p = printable(order, language, facts);
  const { doc, done } = startPdf({ language, title: `${p.title} — ${p.company}`, creator: p.company });
  const width = doc.page.width - 2 * PDF_MARGIN;
  const bottom = () => doc.page.height - PDF_MARGIN - 20;
  // Product, pack, quantity, price, total: the numbers right-aligned.
  const at = (share: number) => PDF_MARGIN + width * share;
  const columns = [
    { key: 'name', label: t.columns.product, x: at(0), w: width * 0.32, align: 'left' },
    { key: 'pack', label: t.columns.pack, x: at(0.32), w: width * 0.2, align: 'left' },
    { key: 'quantity', label: t.columns.quantity, x: at(0.52), w: width * 0.19, align: 'right' },
    { key: 'price', label: t.columns.price, x: at(0.71), w: width * 0.13, align: 'right' },
    { key: 'total', label: t.columns.total, x: at(0.84), w: width * 0.16, align: 'right' },
  ] as const;

  doc.font('Helvetica-Bold').fontSize(18).fillColor(PDF_GREEN).text(p.company);
  doc.font('Helvetica').fontSize(9).fillColor(PDF_GREY);
  for (const line of p.companyLines) doc.text(line);
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(p.title);
  doc.moveDown(0.4);
  for (const [label, value] of p.fields) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(PDF_GREY).text(label, PDF_MARGIN, y, { width: width * 0.25, lineBreak: false });
    doc.fillColor('black').text(value, PDF_MARGIN + width * 0.25, y, { width: width * 0.75 });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.moveDown(1);

  const tableHead = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(PDF_GREY);
    for (const c of columns) doc.text(c.label, c.x + 4, y, { width: c.w - 8, align: c.align, lineBreak: false });
    doc.y = y + 14;
  };
  tableHead();
  for (const [i, row] of p.rows.entries()) {
    if (doc.y + ROW > bottom()) {
      doc.addPage();
      tableHead();
    }
    const y = doc.y;
    if (i % 2 === 0) doc.rect(PDF_MARGIN, y - 3, width, ROW).fill(PDF_STRIPE);
    doc.font('Helvetica').fontSize(9).fillColor('black');
    for (const c of columns) doc.text(row[c.key], c.x + 4, y, { width: c.w - 8, height: ROW - 4, align: c.align, ellipsis: true, lineBreak: false });
    doc.y = y + ROW;
  }

  if (doc.y + 2 * ROW > bottom()) doc.addPage();
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(p.total, PDF_MARGIN, doc.y, { width: width - 4, align: 'right' });
  if (p.estimate) doc.font('Helvetica').fontSize(9).fillColor(PDF_GREY).text(p.estimate, PDF_MARGIN, doc.y, { width: width - 4, align: 'right' });

  if (p.note) {
    doc.moveDown(1);
    if (doc.y + 3 * ROW > bottom()) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(10).fillColor(PDF_GREY).text(p.note.label, PDF_MARGIN, doc.y, { width });
    doc.font('Helvetica').fontSize(10).fillColor('black').text(p.note.text, PDF_MARGIN, doc.y, { width });
  }

  numberPages(doc, t.page);
  doc.end();
  return done;
}
