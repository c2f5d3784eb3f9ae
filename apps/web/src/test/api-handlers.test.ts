import { describe, expect, it } from 'vitest';
import { contractViolations } from './api-handlers';
import { fakeProduct } from './fixtures';
import { mockApi } from './render-app';

describe('the test API', () => {
  it('refuses to answer off the contract', async () => {
    // "12.5" is not money as the API sends it (two decimals, always).
    mockApi({ role: 'seller' }, { products: [fakeProduct({ nameEn: 'Kiwi', prices: { small: '12.5', medium: '12.00', large: '11.00' } })] });
    const response = await fetch('/api/products/manage');
    expect(response.status).toBe(500);
    expect(contractViolations.splice(0)).toEqual([expect.stringContaining('breaks the contract')]);
  });

  it('answers a matching If-None-Match with 304 until the data changes', async () => {
    const api = mockApi({ role: 'customer' });
    const first = await fetch('/api/products');
    const etag = first.headers.get('ETag')!;
    expect((await fetch('/api/products', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    api.state.revision += 1;
    expect((await fetch('/api/products', { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('refuses a visitor and a role without the permission, as the server does', async () => {
    mockApi('signedOut');
    expect((await fetch('/api/products')).status).toBe(401);
    mockApi({ role: 'customer' });
    expect((await fetch('/api/products/manage')).status).toBe(403);
  });
});
