/**
 * WhatsApp's own formatting, read for the preview: a line of three backticks opens or closes a
 * monospace block; inside a line, *bold*, _italic_ and ~strikethrough~ (the markers touching the
 * text they wrap). Everything else is plain text; nothing here becomes HTML.
 */
export type WaSpan = { style: 'plain' | 'bold' | 'italic' | 'strike'; text: string };
export type WaBlock = { kind: 'mono'; lines: string[] } | { kind: 'line'; spans: WaSpan[] };

const STYLES = { '*': 'bold', _: 'italic', '~': 'strike' } as const;
const INLINE = /([*_~])(?=\S)(.+?)(?<=\S)\1/g;

export function parseSpans(line: string): WaSpan[] {
  const spans: WaSpan[] = [];
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > at) spans.push({ style: 'plain', text: line.slice(at, match.index) });
    spans.push({ style: STYLES[match[1] as keyof typeof STYLES], text: match[2]! });
    at = match.index + match[0].length;
  }
  if (at < line.length) spans.push({ style: 'plain', text: line.slice(at) });
  return spans;
}

export function parseWhatsApp(text: string): WaBlock[] {
  const blocks: WaBlock[] = [];
  let mono: string[] | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '```') {
      if (mono) {
        blocks.push({ kind: 'mono', lines: mono });
        mono = null;
      } else mono = [];
      continue;
    }
    if (mono) mono.push(line);
    else blocks.push({ kind: 'line', spans: parseSpans(line) });
  }
  // A block never closed shows as WhatsApp shows it: the backticks as text.
  if (mono) blocks.push({ kind: 'line', spans: [{ style: 'plain', text: '```' }] }, ...mono.map((l): WaBlock => ({ kind: 'line', spans: parseSpans(l) })));
  return blocks;
}
