import { describe, expect, it } from 'vitest';
import { redirectTargetFromSearch, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with search and hash', () => {
    expect(safeRedirectPath('/activity')).toBe('/activity');
    expect(safeRedirectPath('/pricesprivate/list-1?x=1#h')).toBe('/pricesprivate/list-1?x=1#h');
  });

  it('rejects anything that could leave the site', () => {
    for (const value of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example/x',
      '/\tevil',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBe('/dashboard');
    }
  });

  it('does not return to an auth page', () => {
    expect(safeRedirectPath('/login')).toBe('/dashboard');
    expect(safeRedirectPath('/reset-password?token=x')).toBe('/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//x', '/')).toBe('/');
  });

  it('reads redirectTo or from from a query string', () => {
    expect(redirectTargetFromSearch('?redirectTo=%2Fprofile')).toBe('/profile');
    expect(redirectTargetFromSearch('?from=/activity')).toBe('/activity');
    expect(redirectTargetFromSearch('')).toBe('/dashboard');
  });
});
