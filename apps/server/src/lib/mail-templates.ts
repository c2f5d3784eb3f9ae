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
