import type { Language } from '../language.js';

/** What the assistant says, in both languages (the same keys in each, checked by the compiler). */

interface Replies {
  help: string;
  examples: string[];
  onlyStaff: string;
  whichList: string;
  /** Said instead of "Which list?" when the user has no list at all (a customer: the dashboard's words). */
  noList: string;
  noListStaff: string;
  whichProduct: (query: string, names: string[]) => string;
  notFound: (query: string) => string;
  howMuch: string;
  oneProduct: string;
  products: (count: number) => string;
  noProducts: string;
  prices: (list: string) => string;
  notInList: (list: string) => string;
  preview: (count: number, list: string) => string;
  belowFloor: (count: number) => string;
  large: (count: number) => string;
  applied: (count: number, list: string, version: number) => string;
  cancelled: string;
  expired: string;
  stale: string;
  nothingPending: string;
  nothingToUndo: string;
  undone: (list: string, version: number) => string;
  undoBlocked: (list: string) => string;
  history: (product: string, list: string) => string;
  noHistory: (product: string, list: string) => string;
  noChange: string;
  whichChange: (amount: string) => string;
  setTo: (amount: string) => string;
  raiseBy: (amount: string) => string;
  lowerBy: (amount: string) => string;
  rounded: (rule: 'nickel' | 'x9') => string;
  keptAsSaid: (rule: 'nickel' | 'x9', price: string) => string;
  largeMoves: (count: number, threshold: string, largest: { name: string; old: string; new: string; percent: string }) => string;
  checkMoves: (count: number) => string;
  unreadable: string;
  andMore: (count: number) => string;
}

const or = (names: string[], word: string) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}` : (names[0] ?? ''));

export const REPLIES: Record<Language, Replies> = {
  en: {
    help: 'I can list products, change prices and show history. For example:',
    examples: ['list herbs in stock', 'how much is cilantro in the small business list?', 'raise avocados 5% in the restaurant list', 'price history of kent mangoes in small business', 'undo that'],
    onlyStaff: 'Only staff can change prices. I can show you your prices and their history.',
    whichList: 'Which list?',
    noList: 'No price list is shared with you yet. Contact us to get yours.',
    noListStaff: 'There are no price lists yet.',
    whichProduct: (query, names) => `Which ${query}: ${or(names, 'or')}?`,
    notFound: (query) => `I could not find a product called “${query}”. Try another name, in English or Spanish.`,
    howMuch: 'By how much? For example: “raise tomatoes 5%”, “lower tomatoes $1” or “set tomatoes to 30”.',
    oneProduct: 'A price history is of one product. Which one? For example: “price history of kent mangoes”.',
    products: (count) => (count === 1 ? '1 product:' : `${count} products:`),
    noProducts: 'No products match.',
    prices: (list) => `Prices in ${list}:`,
    notInList: (list) => `None of those products is in ${list}.`,
    preview: (count, list) => `Here is the change to ${list}: ${count === 1 ? '1 price' : `${count} prices`}. Nothing changes until you confirm.`,
    belowFloor: (count) => (count === 1 ? '1 price would be below the margin floor.' : `${count} prices would be below the margin floor.`),
    large: (count) => `This changes ${count} prices, so it needs a second confirmation.`,
    applied: (count, list, version) => `Done: ${count === 1 ? '1 price' : `${count} prices`} changed in ${list} (version ${version}). Say “undo that” to restore the previous version.`,
    cancelled: 'Cancelled. Nothing changed.',
    expired: 'The list changed since this preview, so nothing was applied. Ask again to see the current prices.',
    stale: 'This preview is more than 30 minutes old, so nothing was applied. Ask again to see the current prices.',
    nothingPending: 'There is no change waiting for your confirmation.',
    nothingToUndo: 'There is no change of mine to undo.',
    undone: (list, version) => `Undone: ${list} has its previous prices again (version ${version}).`,
    undoBlocked: (list) => `${list} has changed since, so I cannot undo that safely. Open the list’s versions to roll back.`,
    history: (product, list) => `Price history of ${product} in ${list}:`,
    noHistory: (product, list) => `${product} has no price in ${list} yet.`,
    noChange: 'Those prices are already that: nothing to change.',
    whichChange: (amount) => `Do you mean a new price of $${amount}, or a change of $${amount} up or down?`,
    setTo: (amount) => `Set the price to $${amount}`,
    raiseBy: (amount) => `Raise it by $${amount}`,
    lowerBy: (amount) => `Lower it by $${amount}`,
    rounded: (rule) => (rule === 'x9' ? 'New prices are rounded to .x9, as this list is.' : 'New prices are rounded to 5 cents, as this list is.'),
    keptAsSaid: (rule, price) => `$${price} is kept as you said, although this list rounds to ${rule === 'x9' ? '.x9' : '5 cents'}.`,
    largeMoves: (count, threshold, l) =>
      `${count === 1 ? '1 price moves' : `${count} prices move`} by more than ${threshold} or to $0.00 (largest: ${l.name} from $${l.old} to $${l.new}, ${l.percent}). Tick the box under the preview to confirm ${count === 1 ? 'it' : 'them'}.`,
    checkMoves: (count) =>
      `This change has ${count === 1 ? '1 large move' : `${count} large moves`}: tick the box under the preview to confirm ${count === 1 ? 'it' : 'them'}, then press “Confirm and apply”.`,
    unreadable: 'Something went wrong reading that. Please try again.',
    andMore: (count) => `…and ${count} more.`,
  },
  es: {
    help: 'Puedo listar productos, cambiar precios y mostrar el historial. Por ejemplo:',
    examples: ['lista las hierbas en existencia', '¿cuánto vale el cilantro en la lista pequeña?', 'sube los aguacates 5% en la lista de restaurantes', 'historial del mango kent en la lista pequeña', 'deshaz eso'],
    onlyStaff: 'Solo el personal puede cambiar precios. Puedo mostrarle sus precios y su historial.',
    whichList: '¿En qué lista?',
    noList: 'Todavía no tiene ninguna lista de precios compartida. Contáctenos para obtener la suya.',
    noListStaff: 'Todavía no hay listas de precios.',
    whichProduct: (query, names) => `¿Cuál ${query}: ${or(names, 'o')}?`,
    notFound: (query) => `No encontré ningún producto llamado «${query}». Pruebe con otro nombre, en español o en inglés.`,
    howMuch: '¿Cuánto? Por ejemplo: «sube los tomates 5%», «baja los tomates $1» o «pon los tomates a 30».',
    oneProduct: 'El historial de precios es de un producto. ¿De cuál? Por ejemplo: «historial del mango kent».',
    products: (count) => (count === 1 ? '1 producto:' : `${count} productos:`),
    noProducts: 'Ningún producto coincide.',
    prices: (list) => `Precios en ${list}:`,
    notInList: (list) => `Ninguno de esos productos está en ${list}.`,
    preview: (count, list) => `Este es el cambio en ${list}: ${count === 1 ? '1 precio' : `${count} precios`}. No cambia nada hasta que lo confirme.`,
    belowFloor: (count) => (count === 1 ? '1 precio quedaría por debajo del margen mínimo.' : `${count} precios quedarían por debajo del margen mínimo.`),
    large: (count) => `Esto cambia ${count} precios, así que necesita una segunda confirmación.`,
    applied: (count, list, version) => `Listo: ${count === 1 ? '1 precio cambiado' : `${count} precios cambiados`} en ${list} (versión ${version}). Diga «deshaz eso» para volver a la versión anterior.`,
    cancelled: 'Cancelado. No cambió nada.',
    expired: 'La lista cambió desde esta vista previa, así que no se aplicó nada. Vuelva a pedirlo para ver los precios actuales.',
    stale: 'Esta vista previa tiene más de 30 minutos, así que no se aplicó nada. Vuelva a pedirlo para ver los precios actuales.',
    nothingPending: 'No hay ningún cambio esperando su confirmación.',
    nothingToUndo: 'No hay ningún cambio mío que deshacer.',
    undone: (list, version) => `Deshecho: ${list} vuelve a tener sus precios anteriores (versión ${version}).`,
    undoBlocked: (list) => `${list} ha cambiado desde entonces, así que no puedo deshacerlo con seguridad. Abra las versiones de la lista para restaurarla.`,
    history: (product, list) => `Historial de precios de ${product} en ${list}:`,
    noHistory: (product, list) => `${product} todavía no tiene precio en ${list}.`,
    noChange: 'Esos precios ya son esos: no hay nada que cambiar.',
    whichChange: (amount) => `¿Quiere un precio nuevo de $${amount}, o subirlo o bajarlo $${amount}?`,
    setTo: (amount) => `Poner el precio en $${amount}`,
    raiseBy: (amount) => `Subirlo $${amount}`,
    lowerBy: (amount) => `Bajarlo $${amount}`,
    rounded: (rule) => (rule === 'x9' ? 'Los precios nuevos se redondean a .x9, como esta lista.' : 'Los precios nuevos se redondean a 5 centavos, como esta lista.'),
    keptAsSaid: (rule, price) => `$${price} se deja como lo dijo, aunque esta lista redondea a ${rule === 'x9' ? '.x9' : '5 centavos'}.`,
    largeMoves: (count, threshold, l) =>
      `${count === 1 ? '1 precio cambia' : `${count} precios cambian`} más de ${threshold} o quedan en $0.00 (el mayor: ${l.name} de $${l.old} a $${l.new}, ${l.percent}). Marque la casilla bajo la vista previa para confirmar${count === 1 ? 'lo' : 'los'}.`,
    checkMoves: (count) =>
      `Este cambio tiene ${count === 1 ? '1 cambio grande' : `${count} cambios grandes`}: marque la casilla bajo la vista previa para confirmar${count === 1 ? 'lo' : 'los'} y pulse «Confirmar y aplicar».`,
    unreadable: 'Algo salió mal al leer eso. Inténtelo de nuevo.',
    andMore: (count) => `…y ${count} más.`,
  },
};

/**
 * A request that reads back as the one meant, for a choice offered in a question ("Which avocados: …?"),
 * in the language of the conversation (so the answer to it stays in that language).
 */
export function canonicalRequest(
  kind: 'change' | 'prices' | 'history',
  parts: { product?: string; listSlug?: string | null; change?: { kind: 'set' | 'amount' | 'percent'; direction?: 'up' | 'down'; value: string } },
  language: Language = 'en',
): string {
  const es = language === 'es';
  const where = parts.listSlug ? `${es ? ' en' : ' in'} ${parts.listSlug}` : '';
  const what = parts.product ?? (es ? 'todo' : 'all');
  if (kind === 'prices') return `${es ? 'precio de' : 'price of'} ${what}${where}`;
  if (kind === 'history') return `${es ? 'historial de' : 'history of'} ${what}${where}`;
  const c = parts.change!;
  if (c.kind === 'set') return es ? `pon ${what} a ${c.value}${where}` : `set ${what} to ${c.value}${where}`;
  const verb = c.direction === 'down' ? (es ? 'baja' : 'lower') : es ? 'sube' : 'raise';
  if (c.kind === 'percent') return `${verb} ${what} ${c.value}%${where}`;
  return es ? `${verb} ${what} en $${c.value}${where}` : `${verb} ${what} by $${c.value}${where}`;
}
