import { describe, expect, it } from 'vitest';
import type { EditionId } from '../../../src/rules';
import { ranksUsed } from '../../../src/rules/editions/options';
import { scoreArea } from '../../../src/rules/scoring/scoreArea';
import { board, rules } from '../../support/boards';

const ALL = ['a', 'b', 'c', 'd', 'e'];
// Aragón 5/4/1: a 3, b 2, c 1 → the points show which ranks were paid.
const pieces = { aragon: { a: 3, b: 2, c: 1 } };

const table: { edition: EditionId; players: number; ranks: 1 | 2 | 3; points: Record<string, number> }[] = [
  { edition: 'classic', players: 2, ranks: 1, points: { a: 5 } },
  { edition: 'classic', players: 3, ranks: 2, points: { a: 5, b: 4 } },
  { edition: 'classic', players: 4, ranks: 3, points: { a: 5, b: 4, c: 1 } },
  { edition: 'classic', players: 5, ranks: 3, points: { a: 5, b: 4, c: 1 } },
  { edition: 'bigbox', players: 2, ranks: 1, points: { a: 5 } },
  { edition: 'bigbox', players: 3, ranks: 2, points: { a: 5, b: 4 } },
  { edition: 'bigbox', players: 4, ranks: 3, points: { a: 5, b: 4, c: 1 } },
  { edition: 'bigbox', players: 5, ranks: 3, points: { a: 5, b: 4, c: 1 } },
  { edition: '2023', players: 2, ranks: 2, points: { a: 5, b: 4 } },
  { edition: '2023', players: 3, ranks: 2, points: { a: 5, b: 4 } },
  { edition: '2023', players: 4, ranks: 3, points: { a: 5, b: 4, c: 1 } },
  { edition: '2023', players: 5, ranks: 3, points: { a: 5, b: 4, c: 1 } },
];

describe('ranks that score, per edition and number of scoring players', () => {
  it.each(table)('$edition with $players players: ranks 1–$ranks', ({ edition, players, ranks, points }) => {
    const r = rules(edition);
    expect(ranksUsed(r.options, players)).toBe(ranks);
    // With 2 players c is neutral so the counts stay the same; it takes a rank but never scores.
    const scoring = ALL.slice(0, players);
    const neutral = players === 2 ? ['c'] : [];
    const s = scoreArea(board({ players: scoring, neutral, pieces }), 'aragon', r);
    const expected = Object.fromEntries(Object.entries(points).filter(([id]) => scoring.includes(id)));
    expect(s.points).toEqual(expected);
    expect(s.explanation.ranksUsed).toBe(ranks);
  });

  it('neutral colours do not count as players: a 2-player game with a dummy still uses the 2-player ranks', () => {
    const b = board({ players: ['a', 'b'], neutral: ['dummy'], pieces: { aragon: { a: 3, b: 2, dummy: 1 } } });
    expect(scoreArea(b, 'aragon', rules('classic')).points).toEqual({ a: 5 });
    expect(scoreArea(b, 'aragon', rules('2023')).points).toEqual({ a: 5, b: 4 });
  });

  it('the two-player option can be switched either way', () => {
    const b = board({ players: ['a', 'b'], pieces: { aragon: { a: 3, b: 2 } } });
    expect(scoreArea(b, 'aragon', rules('classic', { twoPlayerRanks: 2 })).points).toEqual({ a: 5, b: 4 });
    expect(scoreArea(b, 'aragon', rules('2023', { twoPlayerRanks: 1 })).points).toEqual({ a: 5 });
  });
});
