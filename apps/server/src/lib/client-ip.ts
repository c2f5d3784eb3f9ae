import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * How many proxies in front of the server append to X-Forwarded-For: `false`/0 trusts none (the
 * socket address is the client), `true` is one (a single load balancer).
 */
export type TrustProxy = boolean | number;

const hopsOf = (trust: TrustProxy) => (trust === true ? 1 : trust === false ? 0 : Math.max(0, Math.floor(trust)));

/**
 * The client address from X-Forwarded-For and the socket. Each trusted proxy appends the address
 * it received the request from, so with N trusted hops the client is the N-th entry from the
 * right; everything left of it was written by the client and is ignored. With fewer entries than
 * hops (a proxy fewer than configured) the left-most entry is the best address there is.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trust: TrustProxy,
): string | undefined {
  const hops = hopsOf(trust);
  if (hops === 0) return socketAddress;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return socketAddress;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The caller's address (see clientAddress). Undefined for in-process requests that have no
 * socket and no trusted header.
 */
export function clientIp(c: Context, trust: TrustProxy): string | undefined {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return clientAddress(c.req.header('x-forwarded-for'), socket, trust);
}
