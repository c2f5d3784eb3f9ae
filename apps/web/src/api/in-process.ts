import { setServerTransport } from '../lib/api-client';

/**
 * In the server renderer every API read is answered by the server in-process (there is no origin to
 * fetch from, and no cookie: only the public API is read there).
 */
export function readApiInProcess(serve: ((path: string, init: RequestInit) => Promise<Response>) | null): void {
  setServerTransport(serve);
}
