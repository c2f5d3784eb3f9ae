import PDFDocument from 'pdfkit';
import type { Language } from '@freshprice/shared';

/**
 * What the product's PDFs share (price sheets, orders): real PDFs with selectable text (pdfkit) in
 * Helvetica, whose WinAnsi encoding covers Spanish (á é í ó ú ü ñ ¿ ¡), so no font file is embedded;
 * US Letter, the same margins and colours, and page numbers in the bottom margin.
 */
export const PDF_MARGIN = 50;
export const PDF_GREEN = '#065f46';
export const PDF_GREY = '#4b5563';
/** A striped table row's background. */
export const PDF_STRIPE = '#f3f4f6';

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

/** A new US Letter document with its pages kept for numbering, and its bytes once `doc.end()` is called. */
export function startPdf(options: { language: Language; title: string; creator: string }): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PDF_MARGIN,
    bufferPages: true,
    lang: options.language === 'es' ? 'es-US' : 'en-US',
    info: { Title: options.title, Creator: options.creator },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** "Page 1 of 3" at the bottom right of every page, once the content is laid out. */
export function numberPages(doc: PDFKit.PDFDocument, label: (n: number, total: number) => string): void {
  const width = doc.page.width - 2 * PDF_MARGIN;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing in the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(PDF_GREY);
    doc.text(label(i + 1, range.count), PDF_MARGIN, doc.page.height - PDF_MARGIN + 10, { width, align: 'right', lineBreak: false });
  }
}
