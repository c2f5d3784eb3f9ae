// Lazily loaded with the auth pages: it pulls in the better-auth client.
import { authClient, authResult as run, type AuthResult } from '../lib/auth-client';

export type { AuthResult };


export function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  return run(authClient.signIn.email({ email, password }));
}

/** `callbackURL` is where the e-mailed link lands after sign-in; a bad link lands on /login?error=... */
export function sendMagicLink(email: string, callbackURL: string): Promise<AuthResult> {
  return run(authClient.signIn.magicLink({ email, callbackURL, errorCallbackURL: '/login' }));
}

/**
 * Answers the same whether or not the address has an account: a new account gets a confirmation
 * link, which signs it in; the owner of a taken address gets a notice instead.
 */
/** The second step of a sign-in with two-factor on: a code from the app, or a backup code. */
export function verifySecondFactor(code: string, backup: boolean): Promise<AuthResult> {
  return run(backup ? authClient.twoFactor.verifyBackupCode({ code }) : authClient.twoFactor.verifyTotp({ code }));
}

/** Mails a 6-digit sign-in code (nothing is sent for an unknown address, and the answer is the same). */
export function sendSignInCode(email: string): Promise<AuthResult> {
  return run(authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' }));
}

export function signInWithCode(email: string, otp: string): Promise<AuthResult> {
  return run(authClient.signIn.emailOtp({ email, otp }));
}

/** A new customer account with its business: the company's name and where to deliver (both kept on the account). */
export function signUp(input: { name: string; email: string; password: string; companyName: string; deliveryAddress: string }): Promise<AuthResult> {
  return run(authClient.signUp.email(input));
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

/** Whole minutes to wait before trying again (at least 1), when the server said so. */
export function minutesToWait(result: AuthResult): number | undefined {
  return result.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(result.retryAfter / 60));
}

/** The right password for an account whose address is not confirmed yet (a new link was mailed). */
export function isEmailNotVerified(result: AuthResult): boolean {
  return result.code === 'EMAIL_NOT_VERIFIED';
}

/** An admin disabled the account: no sign-in is accepted. */
export function isAccountDisabled(result: AuthResult): boolean {
  return result.code === 'ACCOUNT_DISABLED';
}

/** Too many failed sign-ins for this account (even the right password waits). */
export function isAccountLocked(result: AuthResult): boolean {
  return result.status === 429 && result.code === 'SIGN_IN_TEMPORARILY_LOCKED';
}

/** Too many failed sign-ins from this network. */
export function isNetworkLocked(result: AuthResult): boolean {
  return result.status === 429 && result.code === 'TOO_MANY_FAILED_SIGN_INS';
}

/** A new password from the list of the most common ones. */
export function isCommonPassword(result: AuthResult): boolean {
  return result.code === 'PASSWORD_TOO_COMMON';
}

export function isInvalidName(result: AuthResult): boolean {
  return result.code === 'INVALID_NAME';
}

export function isInvalidToken(result: AuthResult): boolean {
  return result.code === 'INVALID_TOKEN';
}
