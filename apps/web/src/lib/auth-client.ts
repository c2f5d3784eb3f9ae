// Import this module only from lazily loaded code: better-auth must stay out of the landing page's initial JS.
import { createAuthClient } from 'better-auth/react';
import { emailOTPClient, magicLinkClient, twoFactorClient } from 'better-auth/client/plugins';

export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  // The sign-in page asks for the second factor itself (no redirect).
  plugins: [magicLinkClient(), emailOTPClient(), twoFactorClient()],
});

export type AuthClient = typeof authClient;
