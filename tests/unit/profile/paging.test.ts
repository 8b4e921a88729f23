import { describe, expect, it } from 'vitest';
import {
  clampPage,
  PAGE_SIZE,
  pageCount,
  pageFromSearch,
  pageItems,
  searchWithPage,
} from '@/features/profile/paging';

describe('pageCount', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [95, 10],
    [Number.NaN, 1],
  ])('%s items → %s pages of 10', (total, pages) => {
    expect(pageCount(total, PAGE_SIZE)).toBe(pages);
  });
});

describe('clampPage and pageFromSearch', () => {
  it('keeps the page inside 1…count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it('reads ?page= and treats junk as page 1', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(pageFromSearch('?page=0')).toBe(1);
    expect(pageFromSearch('?page=-2')).toBe(1);
    expect(pageFromSearch('?page=abc')).toBe(1);
    expect(pageFromSearch('?page=2.5')).toBe(1);
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch(new URLSearchParams('x=1&page=12'))).toBe(12);
  });

  it('writes the page back, keeping other parameters, dropping page 1', () => {
    expect(searchWithPage('?x=1', 2)).toBe('?x=1&page=2');
    expect(searchWithPage('?page=4&x=1', 1)).toBe('?x=1');
    expect(searchWithPage('?page=4', 1)).toBe('');
  });
});

describe('pageItems', () => {
  it('lists every page when few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours, with gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('never hides a single page behind a gap and always shows the current one', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const items = pageItems(current, count);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(count);
        items.forEach((item, i) => {
          if (item !== 'gap') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });
});
