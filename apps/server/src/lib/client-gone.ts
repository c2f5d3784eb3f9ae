/** The client hung up before its answer was ready: nobody will read it (lib/admission.ts). */
export class ClientGoneError extends Error {
  constructor(reason: string) {
    super(`The client closed the connection: ${reason}`);
    this.name = 'ClientGoneError';
  }
}

/** Whether `err`, or what it wraps (drizzle wraps a driver's error as `cause`), is a ClientGoneError. */
export function isClientGone(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ClientGoneError) return true;
  }
  return false;
}
