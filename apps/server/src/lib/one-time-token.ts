import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens of mailed links that act without signing in (a substitute's answer, a standing order's
 * draft): the link carries the token, the database keeps only its SHA-256, and a used token is cleared.
 */

/** A new token for a link (base64url, 32 characters). */
export const newToken = () => randomBytes(24).toString('base64url');

/** What is stored of a token: its SHA-256, hex. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The shape of a token `newToken` makes: anything else is answered without a look in the database. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);
