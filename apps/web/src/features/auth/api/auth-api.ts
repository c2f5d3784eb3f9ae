// Lazily loaded with the auth pages: it pulls in the better-auth client.
import { authClient } from '../../../lib/auth-client';

export interface AuthResult {
  ok: boolean;
  status?: number;
  code?: string;
}

interface BetterAuthResponse {
  error: { status: number; code?: string; message?: string } | null;
}

async function run(request: Promise<BetterAuthResponse>): Promise<AuthResult> {
  try {
    const { error } = await request;
    if (error) return { ok: false, status: error.status, code: error.code };
    return { ok: true };
  } catch {
    return { ok: false, status: 0, code: 'NETWORK_ERROR' };
  }
}

export function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  return run(authClient.signIn.email({ email, password }));
}

/** `callbackURL` is where the e-mailed link lands after sign-in; a bad link lands on /login?error=... */
export function sendMagicLink(email: string, callbackURL: string): Promise<AuthResult> {
  return run(authClient.signIn.magicLink({ email, callbackURL, errorCallbackURL: '/login' }));
}

export function signUp(name: string, email: string, password: string): Promise<AuthResult> {
  return run(authClient.signUp.email({ name, email, password }));
}

export function requestPasswordReset(email: string): Promise<AuthResult> {
  return run(authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }));
}

export function resetPassword(newPassword: string, token: string): Promise<AuthResult> {
  return run(authClient.resetPassword({ newPassword, token }));
}

export function isRateLimited(result: AuthResult): boolean {
  return result.status === 429;
}

export function isEmailTaken(result: AuthResult): boolean {
  return (
    result.code === 'USER_ALREADY_EXISTS' ||
    result.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' ||
    result.status === 422
  );
}

export function isInvalidToken(result: AuthResult): boolean {
  return result.code === 'INVALID_TOKEN';
}
