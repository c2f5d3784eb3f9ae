import { formatOrderDate, formatOrderQuantity, formatUsd, fromCents, INVOICE_TEXT, lineNetCents, type CompanyFacts, type Invoice, type Language } from '@freshprice/shared';
import { numberPages, PDF_GREEN, PDF_GREY, PDF_MARGIN, PDF_STRIPE, startPdf, winAnsi } from '../../lib/pdf.js';

/**
 * An invoice as a printable PDF in the reader's language: the company, the invoice's number, date,
 * order and customer, then each line at its locked price with what it charges, credits and nets;
 * under a line its weights (estimate vs actual) and its substitution; the totals; and, when weights
 * moved past the tolerance, the estimate, the actual and why. Words: shared text/invoice-text.ts.
 */

const ROW = 16;

const signed = (value: string, language: Language) => (value.startsWith('-') ? `-${formatUsd(value.slice(1), language)}` : formatUsd(value, language));

export function renderInvoicePdf(invoice: Invoice, language: Language, facts: CompanyFacts): Promise<Buffer> {
  const t = INVOICE_TEXT[language];
  const title = winAnsi(t.invoice(invoice.number));
  const company = winAnsi(facts.name);
  const { doc, done } = startPdf({ language, title: `${title} — ${company}`, creator: company });
  const width = doc.page.width - 2 * PDF_MARGIN;
  const bottom = () => doc.page.height - PDF_MARGIN - 20;
  const at = (share: number) => PDF_MARGIN + width * share;
  const columns = [
    { key: 'name', label: t.columns.product, x: at(0), w: width * 0.36, align: 'left' },
    { key: 'quantity', label: t.columns.quantity, x: at(0.36), w: width * 0.16, align: 'right' },
    { key: 'price', label: t.columns.price, x: at(0.52), w: width * 0.12, align: 'right' },
    { key: 'amount', label: t.columns.amount, x: at(0.64), w: width * 0.12, align: 'right' },
    { key: 'credit', label: t.columns.credit, x: at(0.76), w: width * 0.12, align: 'right' },
    { key: 'net', label: t.columns.net, x: at(0.88), w: width * 0.12, align: 'right' },
  ] as const;

  const { street, city, state, zip } = facts.address;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(PDF_GREEN).text(company);
  doc.font('Helvetica').fontSize(9).fillColor(PDF_GREY);
  for (const line of [`${street}, ${city}, ${state} ${zip}`, `${facts.phone} · ${facts.email}`]) doc.text(winAnsi(line));
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(title);
  doc.moveDown(0.4);
  const fields: [string, string][] = [
    [t.date, formatOrderDate(invoice.invoiceDate, language)],
    [t.order, invoice.orderNumber],
    [t.billTo, invoice.customer.name],
  ];
  if (invoice.billingAddress) fields.push([t.address, invoice.billingAddress]);
  for (const [label, value] of fields) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(PDF_GREY).text(winAnsi(label), PDF_MARGIN, y, { width: width * 0.25, lineBreak: false });
    doc.fillColor('black').text(winAnsi(value), PDF_MARGIN + width * 0.25, y, { width: width * 0.75 });
    doc.y = Math.max(doc.y, y + 14);
  }
  doc.moveDown(1);

  const tableHead = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(PDF_GREY);
    for (const c of columns) doc.text(winAnsi(c.label), c.x + 4, y, { width: c.w - 8, align: c.align, lineBreak: false });
    doc.y = y + 14;
  };
  const room = (h: number) => {
    if (doc.y + h > bottom()) {
      doc.addPage();
      tableHead();
    }
  };
  const note = (text: string) => {
    room(12);
    doc.font('Helvetica').fontSize(8).fillColor(PDF_GREY).text(winAnsi(text), PDF_MARGIN + 12, doc.y, { width: width - 16 });
  };
  tableHead();
  for (const [i, line] of invoice.lines.entries()) {
    room(ROW);
    const y = doc.y;
    if (i % 2 === 0) doc.rect(PDF_MARGIN, y - 3, width, ROW).fill(PDF_STRIPE);
    const row = {
      name: winAnsi(line.names[language]),
      quantity: winAnsi(line.weight ? `${formatOrderQuantity(line.delivered, line.unit, language)} · ${line.weight.actualLb} lb` : formatOrderQuantity(line.delivered, line.unit, language)),
      price: winAnsi(`${formatUsd(line.price, language)}${line.weight ? ` ${t.perLb}` : ''}`),
      amount: formatUsd(line.amount, language),
      credit: line.credit !== '0.00' ? `-${formatUsd(line.credit, language)}` : '',
      net: formatUsd(fromCents(lineNetCents(line)), language),
    };
    doc.font('Helvetica').fontSize(9).fillColor('black');
    for (const c of columns) doc.text(row[c.key], c.x + 4, y, { width: c.w - 8, height: ROW - 4, align: c.align, ellipsis: true, lineBreak: false });
    doc.y = y + ROW;
    if (line.delivered < line.quantity) note(t.ordered(formatOrderQuantity(line.quantity, line.unit, language)));
    if (line.weight) {
      note(t.weights(line.weight.weights.join(' + '), String(line.weight.actualLb), String(line.weight.estimatedLb)));
      if (line.weight.unweighed > 0) note(t.unweighed(line.weight.unweighed));
    }
    if (line.substitution) {
      const other = line.substitution.names[language];
      note(line.kind === 'substitute' ? t.substituteFor(other) : `${t.substituted(other)}: ${t.substitutionStates[line.substitution.state]}`);
    }
  }

  if (doc.y + 4 * ROW > bottom()) doc.addPage();
  doc.moveDown(0.5);
  for (const [label, value, bold] of [
    [t.subtotal, formatUsd(invoice.subtotal, language), false],
    [t.credits, invoice.credit !== '0.00' ? `-${formatUsd(invoice.credit, language)}` : formatUsd('0.00', language), false],
    [t.total, formatUsd(invoice.total, language), true],
  ] as const) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).fillColor('black').text(winAnsi(`${label}: ${value}`), PDF_MARGIN, doc.y, { width: width - 4, align: 'right' });
  }

  if (invoice.weight) {
    doc.moveDown(1);
    if (doc.y + 4 * ROW > bottom()) doc.addPage();
    const w = invoice.weight;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(PDF_GREY).text(winAnsi(t.weightTitle), PDF_MARGIN, doc.y, { width });
    doc.font('Helvetica').fontSize(10).fillColor('black');
    doc.text(winAnsi(t.weightLine(formatUsd(w.estimate, language), formatUsd(w.actual, language), signed(w.difference, language))), PDF_MARGIN, doc.y, { width });
    doc.text(winAnsi(w.flagged ? t.weightWhy(formatUsd(w.tolerance, language)) : t.weightSettled), PDF_MARGIN, doc.y, { width });
  }

  numberPages(doc, t.page);
  doc.end();
  return done;
}
