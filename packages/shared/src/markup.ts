/** Text placed in HTML or XML content or a quoted attribute (pages the server renders, mails' HTML). */
export const escapeMarkup = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
