/** One escape for the server's pages and the mails' HTML: packages/shared/src/markup.ts. */
export { escapeMarkup } from '@freshprice/shared';
