// Import this module only from lazily loaded code: better-auth must stay out of the landing page's initial JS.
import { createAuthClient } from 'better-auth/react';
import { emailOTPClient, magicLinkClient, twoFactorClient } from 'better-auth/client/plugins';

export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  // The sign-in page asks for the second factor itself (no redirect).
  plugins: [magicLinkClient(), emailOTPClient(), twoFactorClient()],
  // Mail the server sends for a request (a confirmation, a link) is in the language the page is shown
  // in when the account has not chosen one.
  fetchOptions: {
    onRequest: (context) => {
      const language = document.documentElement.lang;
      if (language) context.headers.set('Accept-Language', language);
      return context;
    },
  },
});

export type AuthClient = typeof authClient;

/** What a better-auth call came to, as the pages read it. */
export interface AuthResult {
  ok: boolean;
  /** The password was right; a second-factor code is needed before there is a session. */
  twoFactor?: boolean;
  status?: number;
  code?: string;
  /** Seconds to wait, when the server refused for now (429). */
  retryAfter?: number;
}

interface BetterAuthResponse {
  error: { status: number; code?: string; message?: string; retryAfter?: unknown } | null;
}

/** A better-auth client call's outcome, without throwing: ok, or the status and code it refused with. */
export async function authResult(request: Promise<BetterAuthResponse & { data?: unknown }>): Promise<AuthResult> {
  try {
    const { error, data } = await request;
    if (error) {
      const retryAfter = typeof error.retryAfter === 'number' ? error.retryAfter : undefined;
      return { ok: false, status: error.status, code: error.code, retryAfter };
    }
    if (data && typeof data === 'object' && (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true) return { ok: true, twoFactor: true };
    return { ok: true };
  } catch {
    return { ok: false, status: 0, code: 'NETWORK_ERROR' };
  }
}

