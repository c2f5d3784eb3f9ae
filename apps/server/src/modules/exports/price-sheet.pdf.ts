import type { Language, SheetSection } from '@freshprice/shared';
import { numberPages, PDF_GREEN, PDF_GREY, PDF_MARGIN, PDF_STRIPE, startPdf, winAnsi } from '../../lib/pdf.js';

/**
 * The printable price sheet (fonts, page and page numbers: ../../lib/pdf.ts): a header, one table
 * per category (product, pack, price), the footer lines, and page numbers.
 */
export interface SheetPdfInput {
  title: string;
  lines: string[];
  sections: SheetSection[];
  footer: string[];
  labels: { product: string; pack: string; price: string; page: (n: number, total: number) => string; empty: string };
  /** Document metadata: the file's title and language. */
  language: Language;
}

const MARGIN = PDF_MARGIN;
const ROW = 18;
const GREEN = PDF_GREEN;
const GREY = PDF_GREY;

export function renderPriceSheetPdf(raw: SheetPdfInput): Promise<Buffer> {
  const input: SheetPdfInput = {
    ...raw,
    title: winAnsi(raw.title),
    lines: raw.lines.map(winAnsi),
    footer: raw.footer.map(winAnsi),
    sections: raw.sections.map((s) => ({ ...s, heading: winAnsi(s.heading), rows: s.rows.map((r) => ({ ...r, name: winAnsi(r.name), pack: winAnsi(r.pack) })) })),
  };
  const { doc, done } = startPdf({ language: input.language, title: `${input.title} — ${input.lines[0] ?? ''}`, creator: input.title });

  const width = doc.page.width - 2 * MARGIN;
  const columns = { name: MARGIN, pack: MARGIN + width * 0.55, price: MARGIN + width * 0.8, priceWidth: width * 0.2 };
  const bottom = () => doc.page.height - MARGIN - 20;

  doc.font('Helvetica-Bold').fontSize(20).fillColor(GREEN).text(input.title);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11).fillColor('black');
  for (const line of input.lines) doc.text(line);
  doc.moveDown(1);

  const tableHead = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY);
    doc.text(input.labels.product, columns.name, y, { width: columns.pack - columns.name - 8, lineBreak: false });
    doc.text(input.labels.pack, columns.pack, y, { width: columns.price - columns.pack - 8, lineBreak: false });
    doc.text(input.labels.price, columns.price, y, { width: columns.priceWidth, align: 'right', lineBreak: false });
    doc.y = y + 14;
  };

  if (!input.sections.length) doc.font('Helvetica').fontSize(11).text(input.labels.empty);
  for (const section of input.sections) {
    if (doc.y + 3 * ROW > bottom()) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(13).fillColor(GREEN).text(section.heading, MARGIN, doc.y);
    doc.moveDown(0.2);
    tableHead();
    for (const [i, row] of section.rows.entries()) {
      if (doc.y + ROW > bottom()) {
        doc.addPage();
        tableHead();
      }
      const y = doc.y;
      if (i % 2 === 0) doc.rect(MARGIN, y - 3, width, ROW).fill(PDF_STRIPE);
      doc.font('Helvetica').fontSize(10).fillColor('black');
      doc.text(row.name, columns.name + 4, y, { width: columns.pack - columns.name - 12, height: ROW - 4, ellipsis: true, lineBreak: false });
      doc.text(row.pack, columns.pack, y, { width: columns.price - columns.pack - 8, height: ROW - 4, ellipsis: true, lineBreak: false });
      doc.text(row.priceText, columns.price, y, { width: columns.priceWidth - 4, align: 'right', lineBreak: false });
      doc.y = y + ROW;
    }
    doc.moveDown(1);
  }

  if (doc.y + input.footer.length * 14 > bottom()) doc.addPage();
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  for (const line of input.footer) doc.text(line, MARGIN, doc.y, { width });

  numberPages(doc, input.labels.page);
  doc.end();
  return done;
}
