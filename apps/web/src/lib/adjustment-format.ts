/** The rule's formatting lives in lib/format.ts; these names stay for the price-list pages that import them here. */
export { formatAdjustment, formatAdjustmentChange as formatChange, formatPercent, type Translate } from './format';
