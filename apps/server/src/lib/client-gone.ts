import { causes } from './database-errors.js';

/** The client hung up before its answer was ready: nobody will read it (lib/admission.ts). */
export class ClientGoneError extends Error {
  constructor(reason: string) {
    super(`The client closed the connection: ${reason}`);
    this.name = 'ClientGoneError';
  }
}

/** Whether `err`, or what it wraps (drizzle wraps a driver's error as `cause`), is a ClientGoneError. */
export function isClientGone(err: unknown): boolean {
  for (const e of causes(err)) if (e instanceof ClientGoneError) return true;
  return false;
}
