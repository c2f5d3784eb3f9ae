/** better-auth's session cookie, with its __Secure- prefix over HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/** The session cookie's value in a Cookie header ('' when set empty), or undefined without one. */
export function sessionCookieValue(cookieHeader: string | null | undefined): string | undefined {
  return SESSION_COOKIE.exec(cookieHeader ?? '')?.[1];
}
