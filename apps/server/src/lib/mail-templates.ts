import type { MailMessage } from './mail.js';

/**
 * Account e-mails are sent in both languages, English first, because the server cannot know
 * which language the reader chose in the browser when the message is requested.
 */
function bilingual(to: string, subject: [string, string], en: string, es: string): MailMessage {
  return {
    to,
    subject: `${subject[0]} / ${subject[1]}`,
    text: `${en}\n\n-----\n\n${es}\n`,
  };
}

export function magicLinkMail(to: string, url: string): MailMessage {
  return bilingual(
    to,
    ['Your sign-in link', 'Su enlace para iniciar sesión'],
    `Use this link to sign in. It works once and expires in 5 minutes:\n\n${url}\n\nIf you did not ask for it, ignore this message.`,
    `Use este enlace para iniciar sesión. Funciona una vez y vence en 5 minutos:\n\n${url}\n\nSi no lo solicitó, ignore este mensaje.`,
  );
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return bilingual(
    to,
    ['Reset your password', 'Restablezca su contraseña'],
    `Use this link to choose a new password. It expires in 1 hour:\n\n${url}\n\nIf you did not ask for it, ignore this message; your password stays the same.`,
    `Use este enlace para elegir una nueva contraseña. Vence en 1 hora:\n\n${url}\n\nSi no lo solicitó, ignore este mensaje; su contraseña no cambia.`,
  );
}

export function verifyEmailMail(to: string, url: string): MailMessage {
  return bilingual(
    to,
    ['Confirm your e-mail address', 'Confirme su correo electrónico'],
    `Open this link to confirm your address and finish creating your account. It expires in 24 hours:\n\n${url}\n\nIf you did not create an account, ignore this message.`,
    `Abra este enlace para confirmar su correo y terminar de crear su cuenta. Vence en 24 horas:\n\n${url}\n\nSi no creó una cuenta, ignore este mensaje.`,
  );
}

/** Sent instead of a confirmation when someone registers with an address that has an account. */
export function existingAccountMail(to: string, signInUrl: string, resetUrl: string): MailMessage {
  return bilingual(
    to,
    ['Someone tried to register with your address', 'Alguien intentó registrarse con su correo'],
    `Someone tried to create an account with this e-mail address, but you already have one.\n\nIf it was you, sign in:\n${signInUrl}\n\nForgot your password? Choose a new one:\n${resetUrl}\n\nIf it was not you, ignore this message; your account has not changed.`,
    `Alguien intentó crear una cuenta con este correo, pero usted ya tiene una.\n\nSi fue usted, inicie sesión:\n${signInUrl}\n\n¿Olvidó su contraseña? Elija una nueva:\n${resetUrl}\n\nSi no fue usted, ignore este mensaje; su cuenta no ha cambiado.`,
  );
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
  /** The invitee's language; none: both, English first. */
  language?: 'en' | 'es' | null;
}

/**
 * An admin created an account for the recipient: who invited them, as what, the address they sign
 * in with, and the link that chooses the password (and signs in).
 */
export function inviteMail(invite: Invitation): MailMessage {
  const { to, url, company, days, inviter, role } = invite;
  const subject: [string, string] = [`${inviter.name} invited you to ${company}`, `${inviter.name} le invitó a ${company}`];
  const en = `${inviter.name} (${inviter.email}) created an account for you at ${company}, as ${ROLE_NAMES.en[role]}: you will be able to ${ROLE_MEANS.en[role]}.\n\nYou sign in with this address: ${to}\n\nChoose your password with this link. It expires in ${days} days and works once:\n\n${url}\n\nIf the link has expired, ask ${inviter.name} to send the invitation again. If you did not expect this, ignore this message.`;
  const es = `${inviter.name} (${inviter.email}) creó una cuenta para usted en ${company}, con el rol de ${ROLE_NAMES.es[role]}: podrá ${ROLE_MEANS.es[role]}.\n\nInicie sesión con este correo: ${to}\n\nElija su contraseña con este enlace. Vence en ${days} días y sirve una sola vez:\n\n${url}\n\nSi el enlace venció, pida a ${inviter.name} que le envíe la invitación de nuevo. Si no lo esperaba, ignore este mensaje.`;
  if (invite.language === 'en') return { to, subject: subject[0], text: `${en}\n` };
  if (invite.language === 'es') return { to, subject: subject[1], text: `${es}\n` };
  return bilingual(to, subject, en, es);
}

/** A user asked to change their address to this one: the link confirms it. */
export function changeEmailMail(to: string, url: string): MailMessage {
  return bilingual(
    to,
    ['Confirm your new e-mail address', 'Confirme su nuevo correo electrónico'],
    `You asked to use this address for your account. Open this link to confirm it. It expires in 24 hours:\n\n${url}\n\nIf you did not ask for it, ignore this message; nothing changes.`,
    `Pidió usar este correo para su cuenta. Abra este enlace para confirmarlo. Vence en 24 horas:\n\n${url}\n\nSi no lo pidió, ignore este mensaje; no cambia nada.`,
  );
}

/** A one-time code to sign in with. */
export function signInCodeMail(to: string, code: string): MailMessage {
  return bilingual(
    to,
    [`Your sign-in code: ${code}`, `Su código para iniciar sesión: ${code}`],
    `Enter this code to sign in. It expires in 5 minutes and works once:\n\n${code}\n\nIf you did not ask for it, ignore this message; nobody can sign in without it.`,
    `Escriba este código para iniciar sesión. Vence en 5 minutos y sirve una sola vez:\n\n${code}\n\nSi no lo pidió, ignore este mensaje; nadie puede iniciar sesión sin él.`,
  );
}

/** Sent to the current address when a change of address is asked, so a stranger's change does not go unseen. */
export function emailChangeNoticeMail(to: string, newEmail: string, resetUrl: string): MailMessage {
  return bilingual(
    to,
    ['A change of your e-mail address was asked', 'Se pidió cambiar su correo electrónico'],
    `Someone signed in to your account asked to use ${newEmail} instead of this address. It changes only when the link sent there is opened.\n\nIf it was not you, choose a new password now:\n${resetUrl}`,
    `Alguien con la sesión iniciada en su cuenta pidió usar ${newEmail} en lugar de este correo. Solo cambia cuando se abra el enlace enviado allí.\n\nSi no fue usted, elija una nueva contraseña ahora:\n${resetUrl}`,
  );
}
