import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@freshprice/shared';

/**
 * The passwords people choose most (zxcvbn's list of about 49,000, as it ships with the package: no
 * network at run time), kept to those long enough to be accepted at all. Compared without case:
 * "Password1" is as easy to guess as "password1".
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD = {
  code: 'PASSWORD_TOO_COMMON',
  message: 'This password is one of the most common ones. Choose one that is harder to guess.',
} as const;
