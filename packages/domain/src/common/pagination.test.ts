import { describe, expect, it } from 'vitest';
import { clampPage } from './pagination';

describe('clampPage: a zero-based page within the pages of the rows', () => {
  it.each<[number, number, number, number]>([
    [0, 6, 5, 0],
    [1, 6, 5, 1],
    [9, 6, 5, 1], // past the end: the last page
    [2, 10, 5, 1], // exactly two full pages
    [3, 0, 5, 0], // no rows: page 0
    [-2, 6, 5, 0],
    [Number.NaN, 6, 5, 0],
    [1.7, 12, 5, 1],
  ])('page %d of %d rows by %d → %d', (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });
});
