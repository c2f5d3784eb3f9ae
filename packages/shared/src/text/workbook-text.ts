import type { Language } from '../language.js';

/**
 * The words of the spreadsheets the product writes: one list's prices (downloaded, edited in Excel
 * and uploaded again) and two lists compared. The header row is in the reader's language; an upload
 * is read in either (see workbooks.ts), so a file made by a Spanish reader works for an English one.
 */
export const WORKBOOK_TEXT = {
  en: {
    listSheet: 'Prices',
    compareSheet: 'Comparison',
    columns: {
      productId: 'Product id (do not change)',
      quickbooksId: 'QuickBooks id',
      nameEn: 'Product (English)',
      nameEs: 'Product (Spanish)',
      packEn: 'Pack (English)',
      packEs: 'Pack (Spanish)',
      category: 'Category',
      cost: 'Cost',
      price: 'Price',
      margin: 'Margin',
    },
    compare: {
      product: 'Product',
      category: 'Category',
      list: (letter: 'A' | 'B', name: string) => `List ${letter}: ${name}`,
      difference: 'Difference (B − A)',
      percent: 'Change (B vs A)',
    },
  },
  es: {
    listSheet: 'Precios',
    compareSheet: 'Comparación',
    columns: {
      productId: 'Id del producto (no cambiar)',
      quickbooksId: 'Id de QuickBooks',
      nameEn: 'Producto (inglés)',
      nameEs: 'Producto (español)',
      packEn: 'Empaque (inglés)',
      packEs: 'Empaque (español)',
      category: 'Categoría',
      cost: 'Costo',
      price: 'Precio',
      margin: 'Margen',
    },
    compare: {
      product: 'Producto',
      category: 'Categoría',
      list: (letter: 'A' | 'B', name: string) => `Lista ${letter}: ${name}`,
      difference: 'Diferencia (B − A)',
      percent: 'Cambio (B frente a A)',
    },
  },
} as const satisfies Record<Language, unknown>;
