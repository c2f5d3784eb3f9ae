import type { Language } from '../language.js';

/** A mail's words: the server addresses and sends it (apps/server/src/lib/mail-templates.ts). */
export interface MailText {
  subject: string;
  text: string;
}

/**
 * Account e-mails are written in one language: the recipient's preferred one, else the language of
 * the request that caused them, else English (see mailLanguage in apps/server/src/auth/mail-language.ts).
 */
function localized(language: Language, texts: Record<Language, [subject: string, text: string]>): MailText {
  const [subject, text] = texts[language];
  return { subject, text };
}

export function magicLinkText(url: string, language: Language): MailText {
  return localized(language, {
    en: ['Your sign-in link', `Use this link to sign in. It works once and expires in 5 minutes:\n\n${url}\n\nIf you did not ask for it, ignore this message.`],
    es: ['Su enlace para iniciar sesión', `Use este enlace para iniciar sesión. Funciona una vez y vence en 5 minutos:\n\n${url}\n\nSi no lo solicitó, ignore este mensaje.`],
  });
}

export function resetPasswordText(url: string, language: Language): MailText {
  return localized(language, {
    en: ['Reset your password', `Use this link to choose a new password. It expires in 1 hour:\n\n${url}\n\nIf you did not ask for it, ignore this message; your password stays the same.`],
    es: ['Restablezca su contraseña', `Use este enlace para elegir una nueva contraseña. Vence en 1 hora:\n\n${url}\n\nSi no lo solicitó, ignore este mensaje; su contraseña no cambia.`],
  });
}

export function verifyEmailText(url: string, language: Language): MailText {
  return localized(language, {
    en: ['Confirm your e-mail address', `Open this link to confirm your address and finish creating your account. It expires in 24 hours:\n\n${url}\n\nIf you did not create an account, ignore this message.`],
    es: ['Confirme su correo electrónico', `Abra este enlace para confirmar su correo y terminar de crear su cuenta. Vence en 24 horas:\n\n${url}\n\nSi no creó una cuenta, ignore este mensaje.`],
  });
}

/** Sent instead of a confirmation when someone registers with an address that has an account. */
export function existingAccountText(signInUrl: string, resetUrl: string, language: Language): MailText {
  return localized(language, {
    en: ['Someone tried to register with your address', `Someone tried to create an account with this e-mail address, but you already have one.\n\nIf it was you, sign in:\n${signInUrl}\n\nForgot your password? Choose a new one:\n${resetUrl}\n\nIf it was not you, ignore this message; your account has not changed.`],
    es: ['Alguien intentó registrarse con su correo', `Alguien intentó crear una cuenta con este correo, pero usted ya tiene una.\n\nSi fue usted, inicie sesión:\n${signInUrl}\n\n¿Olvidó su contraseña? Elija una nueva:\n${resetUrl}\n\nSi no fue usted, ignore este mensaje; su cuenta no ha cambiado.`],
  });
}

const ROLE_NAMES = {
  en: { admin: 'an administrator', seller: 'a seller', customer: 'a customer' },
  es: { admin: 'administrador', seller: 'vendedor', customer: 'cliente' },
} as const;
const ROLE_MEANS = {
  en: { admin: 'see and manage prices, products and users', seller: 'see and manage prices and products', customer: 'see the price lists shared with you' },
  es: { admin: 'ver y administrar precios, productos y usuarios', seller: 'ver y administrar precios y productos', customer: 'ver las listas de precios compartidas con usted' },
} as const;

export interface Invitation {
  to: string;
  url: string;
  company: string;
  days: number;
  /** Who invited: their name (and address, to reply to). */
  inviter: { name: string; email: string };
  role: 'admin' | 'seller' | 'customer';
  /** The invitee's language, chosen by the admin; none: English. */
  language?: Language | null;
}

/**
 * An admin created an account for the recipient: who invited them, as what, the address they sign
 * in with, and the link that chooses the password (and signs in).
 */
export function inviteText(invite: Invitation): MailText {
  const { to, url, company, days, inviter, role } = invite;

  const en = `${inviter.name} (${inviter.email}) created an account for you at ${company}, as ${ROLE_NAMES.en[role]}: you will be able to ${ROLE_MEANS.en[role]}.\n\nYou sign in with this address: ${to}\n\nChoose your password with this link. It expires in ${days} days and works once:\n\n${url}\n\nIf the link has expired, ask ${inviter.name} to send the invitation again. If you did not expect this, ignore this message.`;
  const es = `${inviter.name} (${inviter.email}) creó una cuenta para usted en ${company}, con el rol de ${ROLE_NAMES.es[role]}: podrá ${ROLE_MEANS.es[role]}.\n\nInicie sesión con este correo: ${to}\n\nElija su contraseña con este enlace. Vence en ${days} días y sirve una sola vez:\n\n${url}\n\nSi el enlace venció, pida a ${inviter.name} que le envíe la invitación de nuevo. Si no lo esperaba, ignore este mensaje.`;
  return localized(invite.language ?? 'en', {
    en: [`${inviter.name} invited you to ${company}`, en],
    es: [`${inviter.name} le invitó a ${company}`, es],
  });
}

/** A user asked to change their address to this one: the link confirms it. */
export function changeEmailText(url: string, language: Language): MailText {
  return localized(language, {
    en: ['Confirm your new e-mail address', `You asked to use this address for your account. Open this link to confirm it. It expires in 24 hours:\n\n${url}\n\nIf you did not ask for it, ignore this message; nothing changes.`],
    es: ['Confirme su nuevo correo electrónico', `Pidió usar este correo para su cuenta. Abra este enlace para confirmarlo. Vence en 24 horas:\n\n${url}\n\nSi no lo pidió, ignore este mensaje; no cambia nada.`],
  });
}

/** A one-time code to sign in with. */
export function signInCodeText(code: string, language: Language): MailText {
  return localized(language, {
    en: [`Your sign-in code: ${code}`, `Enter this code to sign in. It expires in 5 minutes and works once:\n\n${code}\n\nIf you did not ask for it, ignore this message; nobody can sign in without it.`],
    es: [`Su código para iniciar sesión: ${code}`, `Escriba este código para iniciar sesión. Vence en 5 minutos y sirve una sola vez:\n\n${code}\n\nSi no lo pidió, ignore este mensaje; nadie puede iniciar sesión sin él.`],
  });
}

/** Sent to the current address when a change of address is asked, so a stranger's change does not go unseen. */
export function emailChangeNoticeText(newEmail: string, resetUrl: string, language: Language): MailText {
  return localized(language, {
    en: ['A change of your e-mail address was asked', `Someone signed in to your account asked to use ${newEmail} instead of this address. It changes only when the link sent there is opened.\n\nIf it was not you, choose a new password now:\n${resetUrl}`],
    es: ['Se pidió cambiar su correo electrónico', `Alguien con la sesión iniciada en su cuenta pidió usar ${newEmail} en lugar de este correo. Solo cambia cuando se abra el enlace enviado allí.\n\nSi no fue usted, elija una nueva contraseña ahora:\n${resetUrl}`],
  });
}

/** What happened to an account that its owner is told about. */
export type AccountChange = 'password-changed' | 'password-reset' | 'two-factor-on' | 'two-factor-off';

const CHANGE_TEXTS: Record<AccountChange, Record<Language, [subject: string, what: string]>> = {
  'password-changed': {
    en: ['Your password was changed', 'The password of your account was changed'],
    es: ['Su contraseña fue cambiada', 'La contraseña de su cuenta fue cambiada'],
  },
  'password-reset': {
    en: ['Your password was reset', 'A new password was chosen for your account with a reset link'],
    es: ['Su contraseña fue restablecida', 'Se eligió una nueva contraseña para su cuenta con un enlace de restablecimiento'],
  },
  'two-factor-on': {
    en: ['Two-step verification was turned on', 'Two-step verification was turned on for your account: signing in now asks for a code from an authenticator app after the password'],
    es: ['Se activó la verificación en dos pasos', 'Se activó la verificación en dos pasos en su cuenta: al iniciar sesión ahora se pide un código de una aplicación de autenticación después de la contraseña'],
  },
  'two-factor-off': {
    en: ['Two-step verification was turned off', 'Two-step verification was turned off for your account: signing in now asks only for the password'],
    es: ['Se desactivó la verificación en dos pasos', 'Se desactivó la verificación en dos pasos en su cuenta: al iniciar sesión ahora solo se pide la contraseña'],
  },
};

/**
 * Tells the owner of an account that it changed, when (`when`: the company's clock, as the server
 * formats it), and what to do if it was not them. It carries no secret and no link with a token:
 * only the public page to choose a new password.
 */
export function accountChangeText(
  change: AccountChange,
  when: string,
  forgotPasswordUrl: string,
  company: { name: string; phone: string; email: string },
  language: Language,
): MailText {
  const [enSubject, enWhat] = CHANGE_TEXTS[change].en;
  const [esSubject, esWhat] = CHANGE_TEXTS[change].es;
  return localized(language, {
    en: [
      enSubject,
      `${enWhat}.\n\nWhen: ${when}.\n\nIf this was you, there is nothing to do.\n\nIf this was not you, choose a new password now at ${forgotPasswordUrl} and contact ${company.name} at ${company.phone} or ${company.email}.\n\n${company.name}`,
    ],
    es: [
      esSubject,
      `${esWhat}.\n\nCuándo: ${when}.\n\nSi fue usted, no tiene que hacer nada.\n\nSi no fue usted, elija una nueva contraseña ahora en ${forgotPasswordUrl} y comuníquese con ${company.name} al ${company.phone} o a ${company.email}.\n\n${company.name}`,
    ],
  });
}
