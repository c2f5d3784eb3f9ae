import { describe, expect, it } from 'vitest';
import { ROUTES } from '@freshprice/shared';
import { PAGES, routes } from './router';

describe('the router', () => {
  it('has a page for every path of the route table, and no page the table lacks', () => {
    const pagePaths = ROUTES.filter((r) => r.kind !== 'redirect').map((r) => r.path);
    expect(Object.keys(PAGES).sort()).toEqual([...pagePaths].sort());
  });

  it('mounts every table path, plus the not-found page', () => {
    const children = routes[0]!.children![0]!.children!;
    const mounted = children.map((r) => (r.index ? '/' : `/${r.path}`));
    expect(mounted.sort()).toEqual([...ROUTES.map((r) => r.path), '/*'].sort());
  });
});
