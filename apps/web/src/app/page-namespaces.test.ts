import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { INITIAL_NAMESPACES, NAMESPACES } from '../i18n/config';
import { appRoutes, PAGES } from './router';

const APP = path.dirname(fileURLToPath(import.meta.url));
const KNOWN = new Set<string>(NAMESPACES);

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The namespaces a source file reads: `useTranslation('ns')`, `useTranslation(['a', 'b'])` and `t('ns:key')`. */
function namespacesIn(source: string): string[] {
  const found = [
    ...[...source.matchAll(/useTranslation\(\s*'(\w+)'/g)].map((m) => m[1]!),
    ...[...source.matchAll(/useTranslation\(\s*\[([^\]]*)\]/g)].flatMap((m) => [...m[1]!.matchAll(/'(\w+)'/g)].map((n) => n[1]!)),
    ...[...source.matchAll(/\bt\w*\(\s*'(\w+):/g)].map((m) => m[1]!),
  ];
  return found.filter((ns) => KNOWN.has(ns));
}

/** Every namespace read by a page module and everything it imports, statically or lazily. */
function namespacesOfPage(entry: string): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const ns of namespacesIn(source)) used.add(ns);
    const imports = [
      ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'(\.[^']+)'/gms),
      ...source.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
    ];
    for (const match of imports) {
      const next = resolveImport(file, match[1]!);
      if (next && !/\.test\.tsx?$/.test(next)) stack.push(next);
    }
  }
  for (const ns of INITIAL_NAMESPACES) used.delete(ns);
  return used;
}

/** What a page module declares in `export const namespaces = [...]`. */
function declaredNamespaces(file: string): string[] {
  const match = fs.readFileSync(file, 'utf8').match(/export const namespaces[^=]*=\s*\[([^\]]*)\]/);
  return match ? [...match[1]!.matchAll(/'(\w+)'/g)].map((m) => m[1]!) : [];
}

/** Each page's module, from the literal `import()` calls in router.tsx. */
function pageModules(): [string, string][] {
  const source = fs.readFileSync(path.join(APP, 'router.tsx'), 'utf8');
  return [...source.matchAll(/'(\/[^']*)': \(\) => import\('([^']+)'\)/g)].map((m) => [m[1]!, resolveImport(path.join(APP, 'router.tsx'), m[2]!)!]);
}

describe("each page's translations load with its code", () => {
  it('finds every page module', () => {
    const modules = pageModules();
    expect(modules.map(([route]) => route).sort()).toEqual(Object.keys(PAGES).sort());
    for (const [, file] of modules) expect(file).toBeTruthy();
  });

  it.each(pageModules())('%s declares exactly the namespaces its components read', (_route, file) => {
    expect(declaredNamespaces(file).sort()).toEqual([...namespacesOfPage(file)].sort());
  });

  it('reads what a lazily loaded or nested component uses (the routes page: its manifest reads order words)', () => {
    const file = pageModules().find(([route]) => route === '/orders/manage/routes')![1];
    expect(namespacesOfPage(file)).toEqual(new Set(['dispatch', 'orders']));
    const products = pageModules().find(([route]) => route === '/products')![1];
    expect(namespacesOfPage(products).has('catalogue')).toBe(true);
  });

  it('the route gives its page only once the namespaces have loaded', async () => {
    let release!: () => void;
    const loadNamespaces = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const children = appRoutes(loadNamespaces)[0]!.children![0]!.children! as RouteObject[];
    const lazy = children.find((r) => r.path === 'orders/manage/routes')!.lazy as () => Promise<RouteObject>;
    let done = false;
    const loading = lazy().then((route) => {
      done = true;
      return route;
    });
    await vi.waitFor(() => expect(loadNamespaces).toHaveBeenCalledWith(['dispatch', 'orders']));
    expect(done).toBe(false);
    release();
    expect((await loading).Component).toBeTypeOf('function');
  });
});
