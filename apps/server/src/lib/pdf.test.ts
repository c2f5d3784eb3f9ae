import { describe, expect, it } from 'vitest';
import { winAnsi } from './pdf.js';

describe('text for the standard PDF fonts', () => {
  it('keeps Spanish and the Windows-1252 symbols as they are', () => {
    expect(winAnsi('Piña, Limón, Ñame, ¿güira? ¡½ lb! — 12 € ™')).toBe('Piña, Limón, Ñame, ¿güira? ¡½ lb! — 12 € ™');
  });

  it('composes decomposed accents, drops emoji and marks, strips accents the fonts lack', () => {
    expect(winAnsi('Lim\u006f\u0301n')).toBe('Limón');
    expect(winAnsi('Mango 🥭 Ataúlfo 👨‍🌾')).toBe('Mango Ataúlfo');
    expect(winAnsi('Győr ăşţ')).toBe('Gyor ast');
    expect(winAnsi('Łódź 芒果')).toBe('?ódz ??');
    expect(winAnsi('tab\there\u00a0nbsp')).toBe('tab here\u00a0nbsp');
  });
});
