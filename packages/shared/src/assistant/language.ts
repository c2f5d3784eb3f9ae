import type { CatalogueEntry } from './interpret.js';
import { words } from './words.js';
import type { Language } from '../language.js';

/**
 * The language a request is written in, from the reader's own vocabulary: words only Spanish or only
 * English uses (verbs, articles, question words), Spanish punctuation and accents, and the words
 * only one language's product names use ("cebolla", "onions"). null when it cannot tell (a name and
 * a number: "mango 28"), so the caller keeps the page's language.
 */
const SPANISH = new Set(
  (
    'el la los las lo un una unos unas del al de en para por con y o que es son esta estan hay tiene tienen tienes cuanto cuantos cual cuales como ' +
    'precio precios cuesta cuestan vale valen lista listado todos todas todo cada sin mas menos ahora hoy dame dime muestra muestrame mostrar busca buscar ' +
    'sube subir suba subele aumenta aumentar aumentale incrementa baja bajar bajale rebaja rebajar rebajale reduce reducir descuenta descontar descuentale ' +
    'quita quitale quitar resta restale restar suma sumale sumar agrega agregale añade anade añadele anadele pon poner ponle cambia cambiar fija fijar deja ' +
    'actualiza ajusta cobra si dale confirmo confirmar aplica hazlo adelante cancela cancelar olvidalo deshaz deshacer deshace revierte historial ' +
    'pequena pequeno mediana mediano grande negocio restaurante restaurantes dolar dolares centavo centavos manojo manojos libras caja cajas existencia ' +
    'agotado agotados disponible disponibles frutas verduras hierbas productos articulos quiero favor ayuda ayudame'
  ).split(' '),
);
const ENGLISH = new Set(
  (
    'the of in on to for and or with is are what whats which how much many all every each from off by at it its this that these those ' +
    'price prices cost costs list show find search have has do does did please now today give tell me my ' +
    'raise increase bump hike add plus lower decrease reduce drop cut discount minus less cheaper take knock set make change put update charge ' +
    'yes yeah yep confirm apply cancel nevermind forget undo revert history small medium large big business restaurant dollar dollars cents bucks ' +
    'bunch bunches case stock available out fruits vegetables herbs products items help'
  ).split(' '),
);

interface NameWords {
  es: Set<string>;
  en: Set<string>;
}
const cache = new WeakMap<readonly CatalogueEntry[], NameWords>();

function nameWords(catalogue: readonly CatalogueEntry[]): NameWords {
  let known = cache.get(catalogue);
  if (!known) {
    const en = new Set(catalogue.flatMap((p) => words(p.nameEn)));
    const es = new Set(catalogue.flatMap((p) => words(p.nameEs)));
    known = { en: new Set([...en].filter((w) => !es.has(w) && !/\d/.test(w))), es: new Set([...es].filter((w) => !en.has(w) && !/\d/.test(w))) };
    cache.set(catalogue, known);
  }
  return known;
}

export function requestLanguage(text: string, catalogue: readonly CatalogueEntry[] = []): Language | null {
  const names = nameWords(catalogue);
  let es = /[¿¡ñÑáéíóúÁÉÍÓÚ]/.test(text) ? 1 : 0;
  let en = 0;
  for (const w of words(text)) {
    // A word both languages use ("a", "mango", "reduce") says nothing.
    const inEs = SPANISH.has(w) || names.es.has(w);
    const inEn = ENGLISH.has(w) || names.en.has(w);
    if (inEs && !inEn) es++;
    else if (inEn && !inEs) en++;
  }
  return es > en ? 'es' : en > es ? 'en' : null;
}
