import { describe, expect, it } from 'vitest';
import { parseSpans, parseWhatsApp } from './whatsapp-format';

describe('WhatsApp formatting for the preview', () => {
  it('reads bold, italic and strikethrough only where the markers touch their text', () => {
    expect(parseSpans('*Verduras* hoy _fresco_ ~viejo~')).toEqual([
      { style: 'bold', text: 'Verduras' },
      { style: 'plain', text: ' hoy ' },
      { style: 'italic', text: 'fresco' },
      { style: 'plain', text: ' ' },
      { style: 'strike', text: 'viejo' },
    ]);
    expect(parseSpans('2 * 3 * 4')).toEqual([{ style: 'plain', text: '2 * 3 * 4' }]);
  });

  it('keeps monospace blocks line by line, spaces included', () => {
    expect(parseWhatsApp('*Frutas*\n```\nPiña    $19.99\nLimón   $1.00\n```\nfin')).toEqual([
      { kind: 'line', spans: [{ style: 'bold', text: 'Frutas' }] },
      { kind: 'mono', lines: ['Piña    $19.99', 'Limón   $1.00'] },
      { kind: 'line', spans: [{ style: 'plain', text: 'fin' }] },
    ]);
  });

  it('shows a block never closed as plain text', () => {
    expect(parseWhatsApp('```\n*a*')).toEqual([
      { kind: 'line', spans: [{ style: 'plain', text: '```' }] },
      { kind: 'line', spans: [{ style: 'bold', text: 'a' }] },
    ]);
  });
});
