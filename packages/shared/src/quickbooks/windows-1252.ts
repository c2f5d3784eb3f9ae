/**
 * Windows-1252, the code page QuickBooks Desktop reads and writes on US Windows ("Piña" is the byte F1).
 * Written out here rather than left to TextDecoder: Node 20's TextDecoder('windows-1252') reads the
 * bytes 0x80-0x9F as Latin-1 control codes, losing the euro sign, curly quotes and dashes.
 */

/** The characters of the bytes 0x80-0x9F (five of them are unassigned and keep their control code). */
const HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

const BYTE_OF = new Map<number, number>([...HIGH].map((ch, i) => [ch.codePointAt(0)!, 0x80 + i] as [number, number]).filter(([code]) => code > 0xff));

/** Windows-1252 bytes as text. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    out += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b < 0xa0 ? HIGH.charCodeAt(b - 0x80) : b)));
  }
  return out;
}

/** Text as Windows-1252 bytes; a character the code page lacks becomes "?". */
export function encodeWindows1252(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out[n++] = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (BYTE_OF.get(code) ?? 0x3f);
  }
  return out.subarray(0, n);
}
