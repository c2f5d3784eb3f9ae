export { interpret, matchProducts, type CatalogueEntry, type Interpretation, type ListEntry, type PriceChange, type Target } from './interpret.js';
export { ACCURACY_SET, type AccuracyCase, type Expected } from './accuracy-set.js';
export { canonicalRequest, REPLIES } from '../text/assistant-replies.js';
export { requestLanguage } from './language.js';
