import { describe, expect, it } from 'vitest';
import { clampPage, pageButtons, pageCount, pageSlice } from '../src/lib/paging.ts';

describe('pageCount and pageSlice', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(12, 3)).toBe(4);
  });

  it('returns the items of a page', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageSlice(items, 1, 3)).toEqual([1, 2, 3]);
    expect(pageSlice(items, 3, 3)).toEqual([7]);
    expect(pageSlice(items, 4, 3)).toEqual([]);
  });

  it('keeps a page number within range', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
});

describe('pageButtons', () => {
  it('shows every page when there are few', () => {
    expect(pageButtons(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageButtons(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageButtons(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows the single missing page instead of a gap', () => {
    expect(pageButtons(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
