import { randomInt } from 'node:crypto';

/**
 * Letters and digits that cannot be taken for one another when read off paper or a screen: no
 * o/0, no i/l/1. Lower case, as people type them on a phone.
 */
export const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const BACKUP_CODE_COUNT = 10;
/** Characters per code, shown as two groups of five ("abcde-fghjk"). */
export const BACKUP_CODE_LENGTH = 10;

function oneCode(): string {
  let code = '';
  for (let i = 0; i < BACKUP_CODE_LENGTH; i++) code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A fresh set of distinct backup codes (better-auth's `customBackupCodesGenerate`). */
export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(oneCode());
  return [...codes];
}
