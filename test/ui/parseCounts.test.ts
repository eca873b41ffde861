import { describe, expect, it } from 'vitest';
import { parseCounts } from '../../src/ui/calculator/parseCounts';

describe('counts typed for an area', () => {
  it('reads counts separated by spaces, commas or slashes, or single digits run together', () => {
    expect(parseCounts('3 2 0 1', 4)).toEqual([3, 2, 0, 1]);
    expect(parseCounts('3,2,0,12', 4)).toEqual([3, 2, 0, 12]);
    expect(parseCounts(' 3/2/0/1 ', 4)).toEqual([3, 2, 0, 1]);
    expect(parseCounts('3201', 4)).toEqual([3, 2, 0, 1]);
    expect(parseCounts('7', 1)).toEqual([7]);
  });
  it('refuses a count for too few or too many colours, or anything but whole numbers', () => {
    for (const text of ['', '320', '32011', '3 2 0', '3 2 0 1 1', '3 -2 0 1', '3 x 0 1', '3 2.5 0 1', '100 0 0 0']) {
      expect(parseCounts(text, 4), text).toBeUndefined();
    }
  });
});
