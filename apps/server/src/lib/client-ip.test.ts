import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientIp } from './client-ip.js';

describe('client address behind trusted proxies', () => {
  it('uses the socket when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('6.6.6.6', '10.0.0.9', 0)).toBe('10.0.0.9');
    expect(clientAddress('6.6.6.6', '10.0.0.9', false)).toBe('10.0.0.9');
  });

  it('takes the address the nearest trusted proxy appended, not one the client wrote', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the load balancer appended the real address.
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', true)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '10.0.0.2', true)).toBe('203.0.113.7');
  });

  it('counts N trusted hops from the right', () => {
    // CDN appends the client, then the load balancer appends the CDN.
    expect(clientAddress('6.6.6.6, 203.0.113.7, 198.51.100.1', '10.0.0.2', 2)).toBe('203.0.113.7');
    expect(clientAddress(' 6.6.6.6 ,203.0.113.7 , 198.51.100.1,', '10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('uses the left-most entry when fewer hops are present than configured, and the socket without a header', () => {
    expect(clientAddress('203.0.113.7', '10.0.0.2', 3)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress(' , ', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress(undefined, undefined, 1)).toBeUndefined();
  });

  it('reads every X-Forwarded-For line of a request', async () => {
    const app = new Hono().get('/', (c) => c.text(clientIp(c, 1) ?? 'none'));
    const headers = new Headers();
    headers.append('x-forwarded-for', '6.6.6.6');
    headers.append('x-forwarded-for', '203.0.113.7');
    expect(await (await app.request('/', { headers })).text()).toBe('203.0.113.7');
  });
});
