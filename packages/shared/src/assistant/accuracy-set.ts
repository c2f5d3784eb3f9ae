import type { Category } from '../catalogue.js';
import type { PriceChange } from './interpret.js';
import type { Language } from '../language.js';

/**
 * Requests as staff and customers type them, in English and Spanish (orders, questions, notes), with
 * what each means against the demo catalogue and lists. Products are named by slug; `'ask'` means
 * the request is ambiguous and the right answer is a question. The accuracy test reads them all.
 */
export type ExpectedTarget = string[] | Category | 'ask';

export type Expected =
  | { intent: 'change_prices'; target: ExpectedTarget; list: string | null; change: PriceChange }
  | { intent: 'show_prices'; target: ExpectedTarget; list: string | null }
  | { intent: 'history'; target: ExpectedTarget; list: string | null }
  | { intent: 'list_products'; ids?: string[]; category?: Category | null; inStock?: boolean | null }
  | { intent: 'missing_amount'; target: ExpectedTarget; list: string | null }
  /** The amount could be a new price or a change by it: the right answer asks which. */
  | { intent: 'which_change'; target: ExpectedTarget; list: string | null; cents: number }
  | { intent: 'undo' | 'confirm' | 'cancel' | 'unknown' };

export interface AccuracyCase {
  text: string;
  language: Language;
  expected: Expected;
}

const up = (percent: number): PriceChange => ({ kind: 'percent', direction: 'up', bp: Math.round(percent * 100) });
const down = (percent: number): PriceChange => ({ kind: 'percent', direction: 'down', bp: Math.round(percent * 100) });
const plus = (dollars: number): PriceChange => ({ kind: 'amount', direction: 'up', cents: Math.round(dollars * 100) });
const minus = (dollars: number): PriceChange => ({ kind: 'amount', direction: 'down', cents: Math.round(dollars * 100) });
const to = (dollars: number): PriceChange => ({ kind: 'set', cents: Math.round(dollars * 100) });

const AVOCADOS = ['aguacates', 'hass-avocados-60-ct', 'hass-avocados-40-ct', 'ripe-hass-avocados-48-ct', 'florida-avocados', 'dominican-avocados'];
const CILANTRO = ['cilantro-30-bunches', 'cilantro-60-bunches', 'cilantro-single-bunch'];
const LIMES_PERSIAN = ['persian-limes-40-lb', 'persian-limes-10-lb'];

const change = (target: ExpectedTarget, list: string | null, c: PriceChange): Expected => ({ intent: 'change_prices', target, list, change: c });
const prices = (target: ExpectedTarget, list: string | null): Expected => ({ intent: 'show_prices', target, list });
const history = (target: ExpectedTarget, list: string | null): Expected => ({ intent: 'history', target, list });
const which = (target: ExpectedTarget, list: string | null, dollars: number): Expected => ({ intent: 'which_change', target, list, cents: Math.round(dollars * 100) });
const RED_ONIONS_25 = ['red-onions-25-lb'];

export const ACCURACY_SET: AccuracyCase[] = [
  // English: orders
  { language: 'en', text: 'raise avocados 5% in the restaurant list', expected: change(AVOCADOS, 'private-list-1', up(5)) },
  { language: 'en', text: 'raise romaine lettuce $2 in small business', expected: change(['romaine-lettuce-24-ct'], 'small-business', plus(2)) },
  { language: 'en', text: 'raise romaine $2', expected: change('ask', null, plus(2)) },
  { language: 'en', text: 'set kent mangoes to 24.50 in medium business', expected: change(['kent-mangoes'], 'medium-business', to(24.5)) },
  { language: 'en', text: 'lower all fruits 10% in the large business list', expected: change('fruits', 'large-business', down(10)) },
  { language: 'en', text: 'increase herbs by 3 percent on small business', expected: change('herbs', 'small-business', up(3)) },
  { language: 'en', text: 'drop strawberries by $1.25 in medium business', expected: change(['strawberries'], 'medium-business', minus(1.25)) },
  { language: 'en', text: 'make seedless watermelon $18 in small business', expected: change(['sandia'], 'small-business', to(18)) },
  { language: 'en', text: 'put key limes at 32 in large business', expected: change(['key-limes'], 'large-business', to(32)) },
  { language: 'en', text: 'bump black beans 50 lb up 4% in medium business', expected: change(['black-beans-50-lb'], 'medium-business', up(4)) },
  { language: 'en', text: 'cut vegetables 2.5% in small business', expected: change('vegetables', 'small-business', down(2.5)) },
  { language: 'en', text: 'raise hass avocados 48 ct to 52 in small business', expected: change(['aguacates'], 'small-business', to(52)) },
  { language: 'en', text: 'avocado to 40 in small business', expected: change('ask', 'small-business', to(40)) },
  { language: 'en', text: 'increase persian limes 10 lb by 50 cents in medium business', expected: change(['persian-limes-10-lb'], 'medium-business', plus(0.5)) },
  { language: 'en', text: 'raise the price of bananas by 3% in restaurant demo', expected: change(['bananas'], 'private-list-1', up(3)) },
  { language: 'en', text: 'discount dry produce 5% in large business', expected: change('dry_produce', 'large-business', down(5)) },
  { language: 'en', text: 'raise mangoes 8% in the small business list', expected: change(['mangoes', 'kent-mangoes', 'ataulfo-mangoes', 'keitt-mangoes', 'haden-mangoes', 'francis-mangoes'], 'small-business', up(8)) },
  { language: 'en', text: 'raise tomatoes', expected: { intent: 'missing_amount', target: 'ask', list: null } },
  // English: notes
  // A bare amount could be the new price or a change by it: asked, never taken as a price.
  { language: 'en', text: 'tommy mango 28', expected: which(['mangoes'], null, 28) },
  { language: 'en', text: 'strawberries -2 small business', expected: change(['strawberries'], 'small-business', minus(2)) },
  { language: 'en', text: 'pineapples 6 ct +5% medium business', expected: change(['golden-pineapples-6-ct'], 'medium-business', up(5)) },
  { language: 'en', text: 'cilantro 30 bunches = 21.75 large business', expected: change(['cilantro-30-bunches'], 'large-business', to(21.75)) },
  { language: 'en', text: 'eggplant at $19 restaurant list', expected: change(['eggplant'], 'private-list-1', to(19)) },
  // English: questions and lookups
  { language: 'en', text: 'how much is cilantro in the large business list?', expected: prices(CILANTRO, 'large-business') },
  { language: 'en', text: "what's the price of kent mangoes in small business?", expected: prices(['kent-mangoes'], 'small-business') },
  { language: 'en', text: 'show prices for herbs in medium business', expected: prices('herbs', 'medium-business') },
  { language: 'en', text: 'what do persian limes cost?', expected: prices(LIMES_PERSIAN, null) },
  { language: 'en', text: 'price of strawberies in the restaurant list', expected: prices(['strawberries'], 'private-list-1') },
  { language: 'en', text: 'show the price history of kent mangoes in small business', expected: history(['kent-mangoes'], 'small-business') },
  { language: 'en', text: 'how has the price of eggplant changed in medium business?', expected: history(['eggplant'], 'medium-business') },
  { language: 'en', text: 'history of avocados in small business', expected: history('ask', 'small-business') },
  { language: 'en', text: 'list herbs', expected: { intent: 'list_products', category: 'herbs' } },
  { language: 'en', text: 'what fruits are in stock?', expected: { intent: 'list_products', category: 'fruits', inStock: true } },
  { language: 'en', text: 'which products are out of stock?', expected: { intent: 'list_products', category: null, inStock: false } },
  { language: 'en', text: 'search watermelon', expected: { intent: 'list_products', ids: ['sandia', 'mini-seedless-watermelons', 'watermelon-chunks'] } },
  { language: 'en', text: 'find jalapeno', expected: { intent: 'list_products', ids: ['jalapeno-peppers-25-lb', 'jalapeno-peppers-10-lb'] } },
  { language: 'en', text: 'do you have mangosteen?', expected: { intent: 'list_products', ids: ['mangosteen'] } },
  { language: 'en', text: 'undo that', expected: { intent: 'undo' } },
  { language: 'en', text: 'yes', expected: { intent: 'confirm' } },
  { language: 'en', text: 'tell me a joke', expected: { intent: 'unknown' } },
  // English: an amount off or on moves the price by it; a phrase that could mean either asks
  { language: 'en', text: 'take $1.25 off red onions 25 lb in medium business', expected: change(RED_ONIONS_25, 'medium-business', minus(1.25)) },
  { language: 'en', text: 'take off $1.25 from red onions 25 lb in medium business', expected: change(RED_ONIONS_25, 'medium-business', minus(1.25)) },
  { language: 'en', text: 'knock off $1.25 from red onions 25 lb in medium business', expected: change(RED_ONIONS_25, 'medium-business', minus(1.25)) },
  { language: 'en', text: 'knock $2 off kent mangoes in small business', expected: change(['kent-mangoes'], 'small-business', minus(2)) },
  { language: 'en', text: 'reduce strawberries by $1.25 in medium business', expected: change(['strawberries'], 'medium-business', minus(1.25)) },
  { language: 'en', text: 'lower eggplant by 1 dollar in the restaurant list', expected: change(['eggplant'], 'private-list-1', minus(1)) },
  { language: 'en', text: 'minus $1.25 on red onions 25 lb in medium business', expected: change(RED_ONIONS_25, 'medium-business', minus(1.25)) },
  { language: 'en', text: 'cut key limes by 50 cents in large business', expected: change(['key-limes'], 'large-business', minus(0.5)) },
  { language: 'en', text: 'add $2 to romaine lettuce in small business', expected: change(['romaine-lettuce-24-ct'], 'small-business', plus(2)) },
  { language: 'en', text: 'red onions 25 lb $1.25 in medium business', expected: which(RED_ONIONS_25, 'medium-business', 1.25) },
  { language: 'en', text: 'change red onions 25 lb by $1.25 in medium business', expected: which(RED_ONIONS_25, 'medium-business', 1.25) },
  { language: 'en', text: 'purple onions 25 lb -1.25 in medium business', expected: change(RED_ONIONS_25, 'medium-business', minus(1.25)) },

  // Spanish: orders
  { language: 'es', text: 'sube los aguacates 5% en la lista de restaurantes', expected: change(AVOCADOS, 'private-list-1', up(5)) },
  { language: 'es', text: 'baja las frutas 10% en la lista grande', expected: change('fruits', 'large-business', down(10)) },
  { language: 'es', text: 'pon el mango kent a 24.50 en la lista mediana', expected: change(['kent-mangoes'], 'medium-business', to(24.5)) },
  { language: 'es', text: 'aumenta las hierbas un 3 por ciento en la lista pequeña', expected: change('herbs', 'small-business', up(3)) },
  { language: 'es', text: 'rebaja las fresas 1.25 dólares en la lista mediana', expected: change(['strawberries'], 'medium-business', minus(1.25)) },
  { language: 'es', text: 'cambia la sandía sin semilla a $18 en la lista pequeña', expected: change(['sandia'], 'small-business', to(18)) },
  { language: 'es', text: 'sube el limón criollo a 32 en la lista grande', expected: change(['key-limes'], 'large-business', to(32)) },
  { language: 'es', text: 'sube los frijoles negros 50 lb un 4% en la lista mediana', expected: change(['black-beans-50-lb'], 'medium-business', up(4)) },
  { language: 'es', text: 'baja las verduras 2,5% en la lista pequeña', expected: change('vegetables', 'small-business', down(2.5)) },
  { language: 'es', text: 'sube el aguacate hass 48 a 52 en la lista pequeña', expected: change(['aguacates'], 'small-business', to(52)) },
  { language: 'es', text: 'aguacate a 40 en la lista pequeña', expected: change('ask', 'small-business', to(40)) },
  { language: 'es', text: 'aumenta el limón persa 10 lb 50 centavos en la lista mediana', expected: change(['persian-limes-10-lb'], 'medium-business', plus(0.5)) },
  { language: 'es', text: 'sube el precio de los guineos 3% en la lista de restaurantes', expected: change(['bananas'], 'private-list-1', up(3)) },
  { language: 'es', text: 'descuenta 5% a los productos secos en la lista grande', expected: change('dry_produce', 'large-business', down(5)) },
  { language: 'es', text: 'sube los mangos 8% en la lista pequeña', expected: change(['mangoes', 'kent-mangoes', 'ataulfo-mangoes', 'keitt-mangoes', 'haden-mangoes', 'francis-mangoes'], 'small-business', up(8)) },
  { language: 'es', text: 'sube la lechuga romana 2 dólares en la lista pequeña', expected: change(['romaine-lettuce-24-ct'], 'small-business', plus(2)) },
  { language: 'es', text: 'sube los tomates', expected: { intent: 'missing_amount', target: 'ask', list: null } },
  { language: 'es', text: 'baja la berenjena en 1 dólar en la lista de restaurantes', expected: change(['eggplant'], 'private-list-1', minus(1)) },
  // Spanish: notes
  { language: 'es', text: 'mango tommy a 28', expected: change(['mangoes'], null, to(28)) },
  { language: 'es', text: 'mango tommy 28', expected: which(['mangoes'], null, 28) },
  { language: 'es', text: 'fresas -2 lista pequeña', expected: change(['strawberries'], 'small-business', minus(2)) },
  { language: 'es', text: 'piña 6 u. +5% lista mediana', expected: change(['golden-pineapples-6-ct'], 'medium-business', up(5)) },
  { language: 'es', text: 'cilantro 30 manojos a 21,75 lista grande', expected: change(['cilantro-30-bunches'], 'large-business', to(21.75)) },
  { language: 'es', text: 'berenjena a $19 lista restaurante', expected: change(['eggplant'], 'private-list-1', to(19)) },
  // Spanish: questions and lookups
  { language: 'es', text: '¿cuánto vale el cilantro en la lista grande?', expected: prices(CILANTRO, 'large-business') },
  { language: 'es', text: '¿a cómo está el mango kent en la lista pequeña?', expected: prices(['kent-mangoes'], 'small-business') },
  { language: 'es', text: 'precios de las hierbas en la lista mediana', expected: prices('herbs', 'medium-business') },
  { language: 'es', text: '¿cuánto cuesta el limon persa?', expected: prices(LIMES_PERSIAN, null) },
  { language: 'es', text: 'precio de las fresass en la lista de restaurantes', expected: prices(['strawberries'], 'private-list-1') },
  { language: 'es', text: 'historial de precios del mango kent en la lista pequeña', expected: history(['kent-mangoes'], 'small-business') },
  { language: 'es', text: '¿cómo ha cambiado el precio de la berenjena en la lista mediana?', expected: history(['eggplant'], 'medium-business') },
  { language: 'es', text: 'historial de los aguacates en la lista pequeña', expected: history('ask', 'small-business') },
  { language: 'es', text: 'muestra las hierbas', expected: { intent: 'list_products', category: 'herbs' } },
  { language: 'es', text: '¿qué frutas hay en existencia?', expected: { intent: 'list_products', category: 'fruits', inStock: true } },
  { language: 'es', text: '¿qué productos están agotados?', expected: { intent: 'list_products', category: null, inStock: false } },
  { language: 'es', text: 'busca sandia', expected: { intent: 'list_products', ids: ['sandia', 'mini-seedless-watermelons', 'watermelon-chunks'] } },
  { language: 'es', text: 'buscar jalapeño', expected: { intent: 'list_products', ids: ['jalapeno-peppers-25-lb', 'jalapeno-peppers-10-lb'] } },
  { language: 'es', text: '¿tienen mangostán?', expected: { intent: 'list_products', ids: ['mangosteen'] } },
  { language: 'es', text: 'deshaz eso', expected: { intent: 'undo' } },
  { language: 'es', text: 'sí, confirmo', expected: { intent: 'confirm' } },
  { language: 'es', text: 'cuéntame un chiste', expected: { intent: 'unknown' } },
  // Spanish: an amount off or on moves the price by it; a phrase that could mean either asks
  { language: 'es', text: 'quita $1.25 a las cebollas rojas 25 lb en la lista mediana', expected: change(RED_ONIONS_25, 'medium-business', minus(1.25)) },
  { language: 'es', text: 'réstale $1.25 a la cebolla morada 25 lb en la lista mediana', expected: change(RED_ONIONS_25, 'medium-business', minus(1.25)) },
  { language: 'es', text: 'rebaja la cebolla morada 25 lb 1.25 dólares en la lista mediana', expected: change(RED_ONIONS_25, 'medium-business', minus(1.25)) },
  { language: 'es', text: 'baja la cebolla morada 25 lb en $1.25 en la lista mediana', expected: change(RED_ONIONS_25, 'medium-business', minus(1.25)) },
  { language: 'es', text: 'sube las fresas en 2 dólares en la lista mediana', expected: change(['strawberries'], 'medium-business', plus(2)) },
  { language: 'es', text: 'quítale 50 centavos al limón criollo en la lista grande', expected: change(['key-limes'], 'large-business', minus(0.5)) },
  { language: 'es', text: 'súmale $2 a la lechuga romana en la lista pequeña', expected: change(['romaine-lettuce-24-ct'], 'small-business', plus(2)) },
  { language: 'es', text: 'descuenta $1 a la berenjena en la lista de restaurantes', expected: change(['eggplant'], 'private-list-1', minus(1)) },
  { language: 'es', text: 'quita 2 dólares al mango kent en la lista pequeña', expected: change(['kent-mangoes'], 'small-business', minus(2)) },
  { language: 'es', text: 'cebolla morada 25 lb $1.25 en la lista mediana', expected: which(RED_ONIONS_25, 'medium-business', 1.25) },
  { language: 'es', text: 'cambia la cebolla morada 25 lb por $1.25 en la lista mediana', expected: which(RED_ONIONS_25, 'medium-business', 1.25) },
  { language: 'es', text: 'réstale $1.25 a la cebolla roja en la lista mediana', expected: change('ask', 'medium-business', minus(1.25)) },
];
