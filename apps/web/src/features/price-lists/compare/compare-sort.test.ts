import { describe, expect, it } from 'vitest';
import { ariaSort, sortFromParams, toggledSort } from './compare-sort';

describe('the comparison’s sort in the address', () => {
  it('reads a known column and direction, and nothing else', () => {
    expect(sortFromParams(new URLSearchParams('sort=diff&dir=desc'))).toEqual({ sort: 'diff', dir: 'desc' });
    expect(sortFromParams(new URLSearchParams('sort=price&dir=up'))).toEqual({ sort: null, dir: 'asc' });
    expect(sortFromParams(new URLSearchParams(''))).toEqual({ sort: null, dir: 'asc' });
  });

  it('turns the same column round and starts another ascending', () => {
    expect(toggledSort({ sort: null, dir: 'asc' }, 'percent')).toEqual({ sort: 'percent', dir: 'asc' });
    expect(toggledSort({ sort: 'percent', dir: 'asc' }, 'percent')).toEqual({ sort: 'percent', dir: 'desc' });
    expect(toggledSort({ sort: 'percent', dir: 'desc' }, 'percent')).toEqual({ sort: 'percent', dir: 'asc' });
    expect(toggledSort({ sort: 'percent', dir: 'desc' }, 'a')).toEqual({ sort: 'a', dir: 'asc' });
  });

  it('tells assistive technology which header sorts and how', () => {
    expect(ariaSort({ sort: 'b', dir: 'desc' }, 'b')).toBe('descending');
    expect(ariaSort({ sort: 'b', dir: 'asc' }, 'b')).toBe('ascending');
    expect(ariaSort({ sort: 'b', dir: 'asc' }, 'a')).toBe('none');
  });
});
