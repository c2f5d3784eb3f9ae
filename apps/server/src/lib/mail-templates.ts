import {
  accountChangeText,
  changeEmailText,
  emailChangeNoticeText,
  existingAccountText,
  intlLocale,
  inviteText,
  magicLinkText,
  resetPasswordText,
  signInCodeText,
  verifyEmailText,
  type AccountChange,
  type Invitation,
  type Language,
  type MailText,
} from '@freshprice/shared';
import type { MailMessage } from './mail.js';

/** The company's time zone: times in mail are the company's, as elsewhere in the app. */
const COMPANY_TIME_ZONE = 'America/New_York';

/** Account mails' words (packages/shared/src/text/account-mails.ts) addressed to one recipient. */
const addressed = (to: string, { subject, text }: MailText): MailMessage => ({ to, subject, text: `${text}\n` });

/** A moment as the company's clock shows it, with the zone ("November 26, 2026, 11:30 AM EST"). */
export function companyTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: COMPANY_TIME_ZONE,
  }).format(at);
}

export const magicLinkMail = (to: string, url: string, language: Language) => addressed(to, magicLinkText(url, language));

export const resetPasswordMail = (to: string, url: string, language: Language) => addressed(to, resetPasswordText(url, language));

export const verifyEmailMail = (to: string, url: string, language: Language) => addressed(to, verifyEmailText(url, language));

export const existingAccountMail = (to: string, signInUrl: string, resetUrl: string, language: Language) =>
  addressed(to, existingAccountText(signInUrl, resetUrl, language));

export const inviteMail = (invite: Invitation) => addressed(invite.to, inviteText(invite));

export const changeEmailMail = (to: string, url: string, language: Language) => addressed(to, changeEmailText(url, language));

export const signInCodeMail = (to: string, code: string, language: Language) => addressed(to, signInCodeText(code, language));

export const emailChangeNoticeMail = (to: string, newEmail: string, resetUrl: string, language: Language) =>
  addressed(to, emailChangeNoticeText(newEmail, resetUrl, language));

export function accountChangeMail(
  to: string,
  change: AccountChange,
  at: Date,
  forgotPasswordUrl: string,
  company: { name: string; phone: string; email: string },
  language: Language,
): MailMessage {
  return addressed(to, accountChangeText(change, companyTime(at, language), forgotPasswordUrl, company, language));
}
