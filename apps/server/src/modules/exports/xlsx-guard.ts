import { inflateRawSync } from 'node:zlib';

/**
 * What an uploaded .xlsx may cost before exceljs sees it. exceljs (through JSZip) inflates every
 * entry of the zip into memory and then builds the whole workbook, so a 2 MB upload could otherwise
 * expand to gigabytes (a zip bomb), or name a merged area or a data validation of a million cells,
 * which exceljs expands cell by cell (seconds of CPU and hundreds of MB each; a sheet-wide one never
 * finishes). The zip's own directory is read here (no zip library: JSZip, exceljs's, inflates whole
 * entries before it checks a size), each entry is inflated by Node's zlib with a hard output cap, and
 * the worksheets' XML is counted before anything is built.
 */

/** Uncompressed bytes of all entries: a 20,000-row list's workbook is about 13 MB (1.7 MB zipped). */
export const XLSX_MAX_UNCOMPRESSED_BYTES = 40 * 1024 * 1024;
/** Entries of the zip: a workbook has a dozen, more with charts and images. */
export const XLSX_MAX_ENTRIES = 500;
/** Cells written in all worksheets: 20,000 rows of the download's 10 columns is 200,000. */
export const XLSX_MAX_CELLS = 1_000_000;
/** Cells covered by merged areas and data validations, which exceljs expands one by one. */
export const XLSX_MAX_EXPANDED_CELLS = 100_000;

export type XlsxRefusal = 'unreadable' | 'tooManyCells';

export class XlsxGuardError extends Error {
  constructor(readonly reason: XlsxRefusal, message: string) {
    super(message);
  }
}

const unreadable = (why: string) => new XlsxGuardError('unreadable', why);

/** Cells in an A1 range ("B2", "A1:C10", "$A$1:$B$2"); a whole column or row (or anything else) counts as a sheet's worth. */
export function rangeArea(ref: string): number {
  const cell = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/;
  const [from, to = from] = ref.trim().toUpperCase().split(':');
  const a = cell.exec(from ?? '');
  const b = cell.exec(to ?? '');
  if (!a || !b) return 16_384 * 1_048_576;
  const col = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const cols = Math.abs(col(b[1]!) - col(a[1]!)) + 1;
  const rows = Math.abs(Number(b[2]) - Number(a[2])) + 1;
  return cols * rows;
}

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The zip's central directory (the end record is within the last 64 KB + 22 bytes). */
function centralDirectory(zip: Buffer): Entry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable('no zip directory');
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  // A 2 MB workbook never needs ZIP64 (whose markers are these all-ones values).
  if (count === 0xffff || offset === 0xffffffff) throw unreadable('zip64');
  if (count > XLSX_MAX_ENTRIES) throw unreadable('too many entries');
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw unreadable('bad directory entry');
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

/** An entry's bytes, inflated with at most `budget` bytes of output. */
function entryBytes(zip: Buffer, entry: Entry, budget: number): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) throw unreadable('bad local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw unreadable('truncated entry');
  if (entry.method === 0) {
    if (data.length > budget) throw unreadable('expands too far');
    return data;
  }
  if (entry.method !== 8) throw unreadable('unknown compression');
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw unreadable('expands too far');
    throw unreadable('bad deflate data');
  }
}

const CELL = /<(?:\w+:)?c[\s/>]/g;
const MERGE = /<(?:\w+:)?mergeCell\b[^>]*?\bref="([^"]*)"/g;
const VALIDATION = /<(?:\w+:)?dataValidation\b[^>]*?\bsqref="([^"]*)"/g;
const SQREF = /<(?:\w+:)?sqref>([^<]*)</g;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Refuses an .xlsx that would cost exceljs too much: more than XLSX_MAX_UNCOMPRESSED_BYTES inflated
 * (counted as it inflates, not as the zip claims), more than XLSX_MAX_ENTRIES entries, more than
 * XLSX_MAX_CELLS cells, or merged areas and validations over XLSX_MAX_EXPANDED_CELLS cells.
 */
export function guardXlsx(bytes: Uint8Array): void {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let budget = XLSX_MAX_UNCOMPRESSED_BYTES;
  let cells = 0;
  let expanded = 0;
  for (const entry of centralDirectory(zip)) {
    if (entry.name.endsWith('/')) continue;
    const data = entryBytes(zip, entry, budget);
    budget -= data.length;
    if (!/^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name)) continue;
    const xml = data.toString('utf8');
    cells += count(xml, CELL);
    if (cells > XLSX_MAX_CELLS) throw new XlsxGuardError('tooManyCells', 'too many cells');
    for (const pattern of [MERGE, VALIDATION, SQREF]) {
      for (const [, refs] of xml.matchAll(pattern)) {
        for (const ref of refs!.split(/\s+/).filter(Boolean)) expanded += rangeArea(ref);
      }
    }
    if (expanded > XLSX_MAX_EXPANDED_CELLS) throw unreadable('merged or validated area too large');
  }
}
