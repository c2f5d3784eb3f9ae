/** The languages of the app, its mails, price sheets and assistant: every "which language" is one of these. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
