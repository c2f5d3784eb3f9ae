import type { ImportPlan } from '@freshprice/shared';
import { formatPercentValue } from '../../../lib/format';

/** A move in percent, signed, in the reader's language ("+3,418.1%"); null when there was no price to compare. */
export function formatMove(percent: number | null, language: string): string | null {
  if (percent === null) return null;
  return formatPercentValue(percent, language, { signed: true, fractionDigits: 1 });
}

/** The dry run's rows `moveFlag` flags (moved by more than the setting, or $0.00), in file order. */
export const flaggedRows = (plan: ImportPlan) => plan.rows.filter((r) => r.moveFlag !== null);

/** The rows whose product cost the import writes: a new cost, or one that differs from the product's. */
export const costRows = (plan: ImportPlan) =>
  plan.rows.filter((r) => (r.action === 'create' || r.action === 'update') && r.cost !== null && r.cost !== r.oldCost);
