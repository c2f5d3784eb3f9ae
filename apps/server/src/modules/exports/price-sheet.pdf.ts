import PDFDocument from 'pdfkit';
import type { Language, SheetSection } from '@freshprice/shared';

/**
 * The printable price sheet: a real PDF with selectable text (pdfkit). Helvetica's WinAnsi encoding
 * covers Spanish (á é í ó ú ü ñ ¿ ¡), so no font file is embedded. US Letter, a header, one table
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

const MARGIN = 50;
const ROW = 18;
const GREEN = '#065f46';
const GREY = '#4b5563';

/** Characters of Windows-1252 beyond Latin-1, which Helvetica's WinAnsi encoding also draws. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/**
 * Text as the standard fonts can draw it: a letter they lack loses its accent when that leaves one
 * they have ("ő" -> "o"), emoji and other symbols are left out, any other character becomes "?".
 * Without this pdfkit draws such characters as the wrong glyphs.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) {
    if (drawable(c)) out += c;
    else if (/\s/u.test(c)) out += ' ';
    else if (/\p{Extended_Pictographic}|\p{M}|\p{Cf}|\ufe0f/u.test(c)) continue;
    else {
      const base = c.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every(drawable) ? base : '?';
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

export function renderPriceSheetPdf(raw: SheetPdfInput): Promise<Buffer> {
  const input: SheetPdfInput = {
    ...raw,
    title: winAnsi(raw.title),
    lines: raw.lines.map(winAnsi),
    footer: raw.footer.map(winAnsi),
    sections: raw.sections.map((s) => ({ ...s, heading: winAnsi(s.heading), rows: s.rows.map((r) => ({ ...r, name: winAnsi(r.name), pack: winAnsi(r.pack) })) })),
  };
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: input.language === 'es' ? 'es-US' : 'en-US',
    info: { Title: `${input.title} — ${input.lines[0] ?? ''}`, Creator: input.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

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
      if (i % 2 === 0) doc.rect(MARGIN, y - 3, width, ROW).fill('#f3f4f6');
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

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing in the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(input.labels.page(i + 1, range.count), MARGIN, doc.page.height - MARGIN + 10, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}
