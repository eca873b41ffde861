/**
 * Both tie rules with 2-, 3- and 4-way ties at each rank. Valencia (5/3/2) with five scoring
 * players, so ranks 1 to 3 score and every rank has a non-zero value. Expectations are written
 * out by hand from the rule texts (003 “Score the regions sequentially”; 000 example 1).
 */
import { describe, expect, it } from 'vitest';
import type { TieRule } from '../../../src/rules';
import { scoreArea } from '../../../src/rules/scoring/scoreArea';
import { board, rules } from '../../support/boards';

const players = ['a', 'b', 'c', 'd', 'e'];

interface Case {
  readonly name: string;
  readonly counts: Record<string, number>;
  readonly neutral?: readonly string[];
  readonly ranks: Record<string, number>;
  readonly points: Record<string, number>;
}

const official: Case[] = [
  {
    name: '2-way tie for 1st',
    counts: { a: 3, b: 3, c: 2, d: 1 },
    ranks: { a: 2, b: 2, c: 3, d: 4 },
    points: { a: 3, b: 3, c: 2 },
  },
  {
    name: '3-way tie for 1st',
    counts: { a: 3, b: 3, c: 3, d: 2, e: 1 },
    ranks: { a: 2, b: 2, c: 2, d: 3, e: 4 },
    points: { a: 3, b: 3, c: 3, d: 2 },
  },
  {
    name: '4-way tie for 1st',
    counts: { a: 3, b: 3, c: 3, d: 3, e: 1 },
    ranks: { a: 2, b: 2, c: 2, d: 2, e: 3 },
    points: { a: 3, b: 3, c: 3, d: 3, e: 2 },
  },
  {
    name: '5-way tie for 1st',
    counts: { a: 1, b: 1, c: 1, d: 1, e: 1 },
    ranks: { a: 2, b: 2, c: 2, d: 2, e: 2 },
    points: { a: 3, b: 3, c: 3, d: 3, e: 3 },
  },
  {
    name: '2-way tie for 2nd',
    counts: { a: 4, b: 2, c: 2, d: 1 },
    ranks: { a: 1, b: 3, c: 3, d: 4 },
    points: { a: 5, b: 2, c: 2 },
  },
  {
    name: '3-way tie for 2nd',
    counts: { a: 4, b: 2, c: 2, d: 2, e: 1 },
    ranks: { a: 1, b: 3, c: 3, d: 3, e: 4 },
    points: { a: 5, b: 2, c: 2, d: 2 },
  },
  {
    name: '4-way tie for 2nd',
    counts: { a: 4, b: 2, c: 2, d: 2, e: 2 },
    ranks: { a: 1, b: 3, c: 3, d: 3, e: 3 },
    points: { a: 5, b: 2, c: 2, d: 2, e: 2 },
  },
  {
    name: '2-way tie for 3rd',
    counts: { a: 4, b: 3, c: 1, d: 1 },
    ranks: { a: 1, b: 2, c: 4, d: 4 },
    points: { a: 5, b: 3 },
  },
  {
    name: '3-way tie for 3rd',
    counts: { a: 4, b: 3, c: 1, d: 1, e: 1 },
    ranks: { a: 1, b: 2, c: 4, d: 4, e: 4 },
    points: { a: 5, b: 3 },
  },
  {
    name: '4-way tie for 3rd (a neutral colour makes the sixth participant)',
    counts: { a: 4, b: 3, c: 1, d: 1, e: 1, n: 1 },
    neutral: ['n'],
    ranks: { a: 1, b: 2, c: 4, d: 4, e: 4, n: 4 },
    points: { a: 5, b: 3 },
  },
  {
    name: 'two tied groups',
    counts: { a: 3, b: 3, c: 2, d: 2, e: 1 },
    ranks: { a: 2, b: 2, c: 4, d: 4, e: 5 },
    points: { a: 3, b: 3 },
  },
];

const shiftByTied: Case[] = [
  {
    name: '2-way tie for 1st',
    counts: { a: 3, b: 3, c: 2, d: 1 },
    ranks: { a: 2, b: 2, c: 3, d: 4 },
    points: { a: 3, b: 3, c: 2 },
  },
  {
    name: '3-way tie for 1st',
    counts: { a: 3, b: 3, c: 3, d: 2, e: 1 },
    ranks: { a: 2, b: 2, c: 2, d: 4, e: 5 },
    points: { a: 3, b: 3, c: 3 },
  },
  {
    name: '4-way tie for 1st',
    counts: { a: 3, b: 3, c: 3, d: 3, e: 1 },
    ranks: { a: 2, b: 2, c: 2, d: 2, e: 5 },
    points: { a: 3, b: 3, c: 3, d: 3 },
  },
  {
    name: '2-way tie for 2nd',
    counts: { a: 4, b: 2, c: 2, d: 1 },
    ranks: { a: 1, b: 3, c: 3, d: 4 },
    points: { a: 5, b: 2, c: 2 },
  },
  {
    name: '3-way tie for 2nd',
    counts: { a: 4, b: 2, c: 2, d: 2, e: 1 },
    ranks: { a: 1, b: 3, c: 3, d: 3, e: 5 },
    points: { a: 5, b: 2, c: 2, d: 2 },
  },
  {
    name: '4-way tie for 2nd',
    counts: { a: 4, b: 2, c: 2, d: 2, e: 2 },
    ranks: { a: 1, b: 3, c: 3, d: 3, e: 3 },
    points: { a: 5, b: 2, c: 2, d: 2, e: 2 },
  },
  {
    name: '2-way tie for 3rd',
    counts: { a: 4, b: 3, c: 1, d: 1 },
    ranks: { a: 1, b: 2, c: 4, d: 4 },
    points: { a: 5, b: 3 },
  },
  {
    name: '3-way tie for 3rd',
    counts: { a: 4, b: 3, c: 1, d: 1, e: 1 },
    ranks: { a: 1, b: 2, c: 4, d: 4, e: 4 },
    points: { a: 5, b: 3 },
  },
  {
    name: '4-way tie for 3rd (a neutral colour makes the sixth participant)',
    counts: { a: 4, b: 3, c: 1, d: 1, e: 1, n: 1 },
    neutral: ['n'],
    ranks: { a: 1, b: 2, c: 4, d: 4, e: 4, n: 4 },
    points: { a: 5, b: 3 },
  },
  {
    name: '5-way tie for 1st, nobody below',
    counts: { a: 1, b: 1, c: 1, d: 1, e: 1 },
    ranks: { a: 2, b: 2, c: 2, d: 2, e: 2 },
    points: { a: 3, b: 3, c: 3, d: 3, e: 3 },
  },
  {
    name: 'two tied groups',
    counts: { a: 3, b: 3, c: 2, d: 2, e: 1 },
    ranks: { a: 2, b: 2, c: 4, d: 4, e: 5 },
    points: { a: 3, b: 3 },
  },
  {
    name: 'a tie of three above a tie of two',
    counts: { a: 3, b: 3, c: 3, d: 2, e: 2 },
    ranks: { a: 2, b: 2, c: 2, d: 5, e: 5 },
    points: { a: 3, b: 3, c: 3 },
  },
];

function check(tie: TieRule, c: Case) {
  const b = board({ players, neutral: c.neutral ?? [], king: 'galicia', pieces: { valencia: c.counts } });
  const s = scoreArea(b, 'valencia', rules('classic', { tie }));
  expect(s.ranks).toEqual(c.ranks);
  expect(s.points).toEqual(c.points);
}

describe('official tie rule: a tied group takes the next rank, the next player continues two ranks on', () => {
  it.each(official)('$name', (c) => check('official', c));
});

describe('shift-by-tied: a tied group takes the next rank, the next player drops by the number tied', () => {
  it.each(shiftByTied)('$name', (c) => check('shift-by-tied', c));
});

describe('the two readings differ only after a tie of three or more', () => {
  it('3 tied for first then one more: rank 3 (official) or rank 4 (shift-by-tied)', () => {
    const b = board({ players, pieces: { valencia: { a: 2, b: 2, c: 2, d: 1 } } });
    expect(scoreArea(b, 'valencia', rules('classic')).ranks.d).toBe(3);
    expect(scoreArea(b, 'valencia', rules('classic', { tie: 'shift-by-tied' })).ranks.d).toBe(4);
  });
});
