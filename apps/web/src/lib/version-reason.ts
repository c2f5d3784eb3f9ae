import { formatBasisPoints, listName, type Adjustment, type VersionReasonCode } from '@freshprice/shared';
import { formatMoney, readerLanguage } from './format';

/** A `t` that reads the priceLists namespace (its own, or with `ns`); the editor's words are under `editor.`. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "+8%, rounded to .x9" / "+8%, redondeo a .x9": a linked list's rule, as the editor's header says it. */
export function adjustmentRule(adj: Adjustment, t: Translate, language: string): string {
  return t('editor.header.rule', {
    ns: 'priceLists',
    sign: adj.direction === 'up' ? '+' : '−',
    value: adj.kind === 'percent' ? `${formatBasisPoints(adj.value)}%` : formatMoney(adj.value / 100, language),
    rounding: t(`editor.adjust.roundings.${adj.rounding}`, { ns: 'priceLists' }),
  });
}

/**
 * Why a version was made, in the reader's language: the system's reasons from their facts (a rollback,
 * an import, the assistant, a base list...), a person's reason as they typed it. Null: no reason.
 */
export function versionReason(version: { reason?: string | null; reasonCode?: VersionReasonCode | null }, t: Translate, language: string): string | null {
  const code = version.reasonCode;
  if (!code) return version.reason ?? null;
  const lang = readerLanguage(language);
  const ns = 'priceLists';
  switch (code.kind) {
    case 'rollback':
      return t('editor.versions.reasons.rollback', { ns, version: code.version });
    case 'import':
      return t('editor.versions.reasons.import', { ns, file: code.file });
    case 'import_undo':
      return t('editor.versions.reasons.import_undo', { ns, file: code.file });
    case 'assistant':
      return t('editor.versions.reasons.assistant', { ns, request: code.request });
    case 'base':
      return t('editor.versions.reasons.base', { ns, list: listName(code.list, lang), version: code.version });
    case 'adjustment':
      return code.base
        ? t('editor.versions.reasons.adjustmentOf', { ns, rule: adjustmentRule(code.adjustment, t, language), list: listName(code.base, lang) })
        : t('editor.versions.reasons.adjustment', { ns, rule: adjustmentRule(code.adjustment, t, language) });
    case 'created':
      return code.adjustment
        ? t('editor.versions.reasons.createdWith', { ns, list: listName(code.list, lang), rule: adjustmentRule(code.adjustment, t, language) })
        : t('editor.versions.reasons.created', { ns, list: listName(code.list, lang) });
    default:
      // A kind this page does not know yet (a newer server): its English text.
      return version.reason ?? null;
  }
}
