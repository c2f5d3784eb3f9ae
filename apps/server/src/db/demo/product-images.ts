import type { DemoCategory, DemoProduct } from './catalogue-data.js';

/**
 * Demo products show the illustration of their sub-kind (citrus, berries, peppers...), so the
 * catalogue tells 345 products apart by picture, not one drawing per category. The drawings live
 * in the web app's public folder (apps/web/public/images/products/).
 */
const KIND = (name: string) => `/images/products/kinds/${name}.svg`;

/** Kinds already drawn for the landing page's popular products reuse those drawings. */
const AVOCADOS = '/images/products/aguacates.svg';
const MANGOES = '/images/products/mangoes.svg';
const WATERMELON = '/images/products/sandia.svg';
const PRODUCE_BOX = '/images/products/mayor.svg';
const MIXED_VEGETABLES = '/images/products/vegetales-mix.svg';

type Rule = readonly [image: string, slug: RegExp];

/** First match wins, so the more specific words come first ("sweet-potato" before "potato"). */
const RULES: Record<DemoCategory | 'uncategorized', readonly Rule[]> = {
  vegetables: [
    [KIND('tomatoes'), /tomat/],
    [KIND('peppers'), /pepper/],
    [KIND('onions-garlic'), /onion|shallot|scallion|leek|garlic/],
    [KIND('roots-tubers'), /sweet-potato|yuca|malanga|boniato|yam|arracacha|beet|radish|turnip|parsnip|jicama|ginger|carrot/],
    [KIND('potatoes'), /potato/],
    [KIND('bananas'), /plantain|banana/],
    [KIND('tropical'), /breadfruit/],
    [KIND('squash'), /calabaza|squash|chayote|cucumber/],
    [KIND('leafy-greens'), /lettuce|romaine|arugula|spinach|collard|kale|chard|mustard|watercress|escarole|radicchio/],
    [KIND('crucifers'), /cabbage|bok-choy|broccoli|cauliflower|brussels/],
    [KIND('legumes'), /bean|peas/],
    [KIND('corn'), /corn/],
    [KIND('mushrooms'), /mushroom/],
    [KIND('stalks'), /celery|asparagus|fennel|artichoke|nopales/],
    [KIND('eggplant'), /eggplant|okra/],
  ],
  fruits: [
    [AVOCADOS, /aguacate|avocado/],
    [WATERMELON, /sandia|watermelon/],
    [KIND('melons'), /cantaloupe|melon/],
    [KIND('exotic'), /starfruit|lychee|longan|rambutan|mangosteen|dragon|prickly|kiwi|pomegranate|fig/],
    [MANGOES, /mango/],
    [KIND('tropical'), /papaya|guava|passion|soursop|mamey|sapote|sapodilla|cherimoya|sugar-apple|star-apple|mamoncillo|jackfruit|tamarind/],
    [KIND('pineapple'), /pineapple/],
    [KIND('citrus'), /lime|lemon|orange|grapefruit|clementine|tangerine|tangelo|kumquat/],
    [KIND('berries'), /berr|acerola/],
    [KIND('grapes'), /grape/],
    [KIND('bananas'), /banana/],
    [KIND('coconuts'), /coconut/],
    [KIND('apples-pears'), /apple|pear/],
    [KIND('stone-fruit'), /peach|plum|nectarine|cherr/],
  ],
  dry_produce: [
    [KIND('spices'), /chile|cumin|oregano|peppercorn|annatto|hibiscus/],
    [KIND('dried-fruit'), /raisin|cranberr|apricot|mango|prune|date/],
    [KIND('nuts-seeds'), /almond|walnut|pecan|cashew|peanut|seed/],
    [KIND('grains'), /rice|quinoa|corn|masa/],
    [KIND('legumes'), /bean|pea|lentil/],
  ],
  herbs: [
    [KIND('microgreens'), /micro|flower|orchid/],
    [KIND('woody-herbs'), /thyme|rosemary|oregano|tarragon|sage|marjoram|bay-leaves|lime-leaves|lemongrass/],
    [KIND('herb-bunch'), /cilantro|culantro|parsley|basil|mint|hierbabuena|dill|chives|epazote|papalo|hoja-santa/],
  ],
  others: [
    [MIXED_VEGETABLES, /vegetales-mix/],
    [PRODUCE_BOX, /^mayor$/],
    [KIND('eggs'), /egg/],
    [KIND('juices'), /juice|lemonade|coconut-water|pulp/],
    [KIND('tortillas'), /tortilla/],
    [KIND('dairy'), /queso|cheese|crema|tofu/],
    [KIND('onions-garlic'), /garlic/],
    [KIND('oils'), /oil/],
    [KIND('fresh-cut'), /tray|chunks|diced|mirepoix|fajita|sofrito|pico|peeled-yuca|cut-calabaza/],
    [KIND('crucifers'), /coleslaw/],
    [KIND('leafy-greens'), /shredded|chopped|spring-mix|greens|banana-leaves/],
    [KIND('microgreens'), /sprouts/],
    [KIND('stalks'), /sugarcane/],
    [KIND('corn'), /corn/],
  ],
  uncategorized: [[PRODUCE_BOX, /box|bundle|basket/]],
};

/** The illustration of a demo product's sub-kind, or null when no rule knows it (a test forbids that). */
export function demoProductImage(product: Pick<DemoProduct, 'slug' | 'category'>): string | null {
  const rules = RULES[product.category ?? 'uncategorized'];
  return rules.find(([, pattern]) => pattern.test(product.slug))?.[0] ?? null;
}
