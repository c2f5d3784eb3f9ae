import {
  layoutSheet,
  sheetFooter,
  sheetHeader,
  sheetLabels,
  sheetSections,
  type LayoutPage,
  type SheetContext,
  type SheetItem,
  type SheetOptions,
  type SheetSection,
} from '@freshprice/shared';
import { PDF_GREEN, PDF_GREY, PDF_STRIPE, startPdf, winAnsi } from '../../lib/pdf.js';

/**
 * The printable price sheet (fonts and page: ../../lib/pdf.ts), dense: a compact header (company,
 * list and customer, date, phone and same-day cutoff, validity, note), then the categories in two
 * or three columns (shared sheet-layout.ts places them; a category running on into a column is
 * headed again there, marked continued), a row being the name with its pack in grey and the exact
 * price at the right; on every page the footer lines and "Page n of N".
 */

/** A half-inch margin all round: US Letter keeps 540 x 720 points for the sheet. */
const MARGIN = 36;
const GUTTER = 14;
/** Lines a row's name and pack may take before the end is cut with an ellipsis. */
const MAX_LINES = 3;
const HEADING = 13;
const GAP = 5;
const ROW_PAD = 1;
const LINE = 1.18;

/** The ways to set the sheet, the larger type first: the one with the fewest pages is used. */
const SETTINGS = [
  { columns: 2, size: 8.5 },
  { columns: 3, size: 8 },
  { columns: 3, size: 7.5 },
] as const;
type Setting = (typeof SETTINGS)[number];

interface Row {
  name: string;
  pack: string;
  price: string;
}

interface Measured {
  setting: Setting;
  columnWidth: number;
  /** The widest price's width: the name and pack take the rest of the column. */
  priceWidth: number;
  /** Each section's rows: the text as drawn (cut when too long) and the row's height. */
  rows: { text: Row; lines: number; height: number }[][];
  pages: LayoutPage[];
}

export interface PriceSheetPdf {
  pdf: Buffer;
  pages: number;
  columns: number;
  fontSize: number;
}

/** The sheet of `items` for one reader: the same sections, header and footer as the WhatsApp message. */
export async function priceSheetPdf(items: readonly SheetItem[], context: SheetContext, options: SheetOptions): Promise<PriceSheetPdf> {
  const { language } = options;
  const header = sheetHeader(context, options);
  const labels = sheetLabels(language);
  const sections = sheetSections(items, options).map((s) => ({
    ...s,
    heading: winAnsi(s.heading),
    rows: s.rows.map((r) => ({ ...r, name: withAmounts(winAnsi(r.name)), pack: unbreakable(winAnsi(r.pack)) })),
  }));
  const title = winAnsi(header.title);
  const { doc, done } = startPdf({ language, title: `${title} — ${winAnsi(header.list)}`, creator: title });
  doc.page.margins.bottom = 0;
  const width = doc.page.width - 2 * MARGIN;
  // Each footer line whole: a line wraps between them.
  const footer = sheetFooter(context, language).map((line) => unbreakable(winAnsi(line))).join(' · ');
  const pageLabelWidth = 70;

  // The footer's height sets where the columns end on every page.
  doc.font('Helvetica').fontSize(7);
  const footerHeight = doc.heightOfString(footer, { width: width - pageLabelWidth - 10 });
  const columnsBottom = doc.page.height - MARGIN - footerHeight - 8;

  const firstTop = drawHeader(doc, { title, header, width });
  const laterTop = MARGIN + 16;

  const measured = SETTINGS.map((setting) => measure(doc, sections, setting, width, { first: columnsBottom - firstTop, later: columnsBottom - laterTop }));
  const best = measured.reduce((a, b) => (b.pages.length < a.pages.length ? b : a));
  const pageCount = Math.max(1, best.pages.length);

  if (!sections.length) doc.font('Helvetica').fontSize(10).fillColor('black').text(winAnsi(labels.empty), MARGIN, firstTop, { width });
  for (const [p, page] of best.pages.entries()) {
    if (p > 0) {
      doc.addPage();
      doc.page.margins.bottom = 0;
      drawRunningHeader(doc, [header.title, header.list, header.date, ...(header.validity ? [header.validity] : [])].map(winAnsi).join(' · '), width);
    }
    drawColumns(doc, page, sections, best, p === 0 ? firstTop : laterTop, labels.continued);
  }
  for (let p = 0; p < pageCount; p++) {
    doc.switchToPage(p);
    const y = columnsBottom + 6;
    doc.moveTo(MARGIN, y - 3).lineTo(MARGIN + width, y - 3).lineWidth(0.5).strokeColor('#d1d5db').stroke();
    doc.font('Helvetica').fontSize(7).fillColor(PDF_GREY);
    doc.text(footer, MARGIN, y, { width: width - pageLabelWidth - 10 });
    doc.text(winAnsi(labels.page(p + 1, pageCount)), MARGIN + width - pageLabelWidth, y, { width: pageLabelWidth, align: 'right', lineBreak: false });
  }
  doc.end();
  return { pdf: await done, pages: pageCount, columns: best.setting.columns, fontSize: best.setting.size };
}

/** The first page's header; returns where the columns start. */
function drawHeader(doc: PDFKit.PDFDocument, { title, header, width }: { title: string; header: ReturnType<typeof sheetHeader>; width: number }): number {
  const top = MARGIN;
  const date = winAnsi(header.date);
  doc.font('Helvetica').fontSize(8.5);
  const dateWidth = doc.widthOfString(date) + 2;
  doc.font('Helvetica-Bold').fontSize(15).fillColor(PDF_GREEN).text(title, MARGIN, top, { width: width - dateWidth - 12, height: 18, ellipsis: true, lineBreak: false });
  doc.font('Helvetica').fontSize(8.5).fillColor(PDF_GREY).text(date, MARGIN + width - dateWidth, top + 4, { width: dateWidth, align: 'right', lineBreak: false });
  doc.y = top + 20;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(winAnsi(header.list), MARGIN, doc.y, { width });
  doc.font('Helvetica').fontSize(8.5).fillColor('black');
  const facts = [header.orders, ...(header.validity ? [header.validity] : [])].map(winAnsi);
  doc.text(facts[0]!, MARGIN, doc.y + 1, { width, continued: facts.length > 1 });
  if (facts[1]) doc.text('  ·  ', { continued: true }).font('Helvetica-Bold').text(facts[1]);
  if (header.note) doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(PDF_GREY).text(winAnsi(header.note), MARGIN, doc.y + 1, { width });
  const rule = doc.y + 3;
  doc.moveTo(MARGIN, rule).lineTo(MARGIN + width, rule).lineWidth(1).strokeColor(PDF_GREEN).stroke();
  return rule + 6;
}

function drawRunningHeader(doc: PDFKit.PDFDocument, text: string, width: number): void {
  doc.font('Helvetica').fontSize(7.5).fillColor(PDF_GREY).text(text, MARGIN, MARGIN, { width, height: 10, ellipsis: true, lineBreak: false });
  doc.moveTo(MARGIN, MARGIN + 11).lineTo(MARGIN + width, MARGIN + 11).lineWidth(0.5).strokeColor(PDF_GREEN).stroke();
}

/**
 * The label a row shows: the name, then its pack (when the name does not say it) after two spaces.
 * The pack's spaces do not break: a pack that does not fit beside the name goes whole to the next line.
 */
const label = (row: Row) => (row.pack ? `${row.name}  ${row.pack}` : row.name);
const unbreakable = (text: string) => text.replace(/ /g, '\u00a0');
/** A name's amounts stay whole: "Dried Hibiscus Flowers (Jamaica) 5 lb" never ends a line on "5". */
const withAmounts = (text: string) => text.replace(/(\d) (?=\p{L})/gu, '$1\u00a0');

/** Each row's height in one setting, and where the rows go. */
function measure(doc: PDFKit.PDFDocument, sections: SheetSection[], setting: Setting, width: number, heights: { first: number; later: number }): Measured {
  const columnWidth = (width - GUTTER * (setting.columns - 1)) / setting.columns;
  doc.font('Helvetica-Bold').fontSize(setting.size);
  const priceWidth = Math.max(0, ...sections.flatMap((s) => s.rows.map((r) => doc.widthOfString(r.priceText)))) + 2;
  const textWidth = columnWidth - priceWidth - 8;
  const lineHeight = setting.size * LINE;
  doc.font('Helvetica').fontSize(setting.size);
  const lineCount = (text: string) => Math.max(1, Math.round(doc.heightOfString(text, { width: textWidth, lineGap: 0 }) / doc.currentLineHeight(true)));
  const rows = sections.map((section) =>
    section.rows.map((row) => {
      const text = fit({ name: row.name, pack: row.pack, price: row.priceText }, (r) => lineCount(label(r)) <= MAX_LINES);
      const lines = Math.min(MAX_LINES, lineCount(label(text)));
      return { text, lines, height: lines * lineHeight + 2 * ROW_PAD };
    }),
  );
  const pages = layoutSheet(
    rows.map((r) => ({ rows: r.map((row) => row.height) })),
    { columns: setting.columns, firstHeight: heights.first, height: heights.later, heading: HEADING, gap: GAP },
  );
  return { setting, columnWidth, priceWidth, rows, pages };
}

/** The row as it is when it fits; else its pack cut, then its name, word by word, each ending in "…". */
function fit(row: Row, fits: (row: Row) => boolean): Row {
  if (fits(row)) return row;
  // Up to the last space (a pack's are unbreakable ones) before the last character.
  const cut = (text: string) => {
    const at = Math.max(text.lastIndexOf(' ', text.length - 2), text.lastIndexOf('\u00a0', text.length - 2));
    return at > 0 ? `${text.slice(0, at).replace(/[\s,;:(-]+$/u, '')}…` : '';
  };
  let next = row;
  while (next.pack && !fits(next)) next = { ...next, pack: cut(next.pack.replace(/…$/, '')) };
  while (!fits(next) && next.name.length > 1) {
    const shorter = cut(next.name.replace(/…$/, ''));
    next = { ...next, name: shorter || `${next.name.slice(0, Math.max(1, next.name.length - 4))}…` };
  }
  return next;
}

/** One page's columns: each block's heading (continued or not) and its rows, striped. */
function drawColumns(doc: PDFKit.PDFDocument, page: LayoutPage, sections: SheetSection[], measured: Measured, top: number, continued: string): void {
  const { setting, columnWidth, priceWidth, rows } = measured;
  const textWidth = columnWidth - priceWidth - 8;
  const lineHeight = setting.size * LINE;
  for (const [c, column] of page.entries()) {
    const x = MARGIN + c * (columnWidth + GUTTER);
    if (c > 0) {
      const bottom = Math.max(...column.map((b) => b.top + HEADING + rows[b.section]!.slice(b.from, b.to).reduce((h, r) => h + r.height, 0)));
      doc.moveTo(x - GUTTER / 2, top).lineTo(x - GUTTER / 2, top + bottom).lineWidth(0.4).strokeColor('#d1d5db').stroke();
    }
    for (const block of column) {
      const section = sections[block.section]!;
      let y = top + block.top;
      doc.font('Helvetica-Bold').fontSize(setting.size + 1.5).fillColor(PDF_GREEN);
      doc.text(block.continued ? `${section.heading} ${winAnsi(continued)}` : section.heading, x, y + 1, { width: columnWidth, lineBreak: false, height: HEADING, ellipsis: true });
      doc.moveTo(x, y + HEADING - 1.5).lineTo(x + columnWidth, y + HEADING - 1.5).lineWidth(0.6).strokeColor(PDF_GREEN).stroke();
      y += HEADING;
      for (let i = block.from; i < block.to; i++) {
        const row = rows[block.section]![i]!;
        if (i % 2 === 1) doc.rect(x, y, columnWidth, row.height).fill(PDF_STRIPE);
        doc.font('Helvetica').fontSize(setting.size).fillColor('black');
        const options = { width: textWidth, lineGap: 0, height: row.lines * lineHeight + 0.5, ellipsis: true };
        if (row.text.pack) {
          doc.text(row.text.name, x + 2, y + ROW_PAD, { ...options, continued: true }).fillColor(PDF_GREY).text(`  ${row.text.pack}`);
        } else {
          doc.text(row.text.name, x + 2, y + ROW_PAD, options);
        }
        doc.font('Helvetica-Bold').fillColor('black').text(row.text.price, x + columnWidth - priceWidth - 2, y + ROW_PAD, { width: priceWidth, align: 'right', lineBreak: false });
        y += row.height;
      }
    }
  }
}
