/**
 * The kind `areas` (snapshot-format-2.md, "Scoring kinds"): the cards whose choice a snapshot does not encode
 * (002, Intrigue & the King notes 100-150; 003 "the active player sets the order"). It belongs to no module.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { board, FOUR, rules } from '../../../support/boards';
import { say } from '../../../support/speech';
import { gicBoard, gicRules } from './tables';

describe('areas: each area named, once, in the order given', () => {
  const b = board({
    players: FOUR,
    king: 'aragon',
    pieces: { castillo: { red: 2 }, valencia: { blue: 1 }, aragon: { yellow: 3, red: 1 } },
  });

  it('scores them in that order, the Castillo included, in the base game', () => {
    const result = scoreBoard(b, { kind: 'areas', areas: ['valencia', 'castillo', 'aragon'] }, rules('classic'));
    expect(result.areas.map((a) => a.area)).toEqual(['valencia', 'castillo', 'aragon']);
    expect(result.totals).toEqual({ red: 5 + 4, blue: 5, yellow: 5 + 2, green: 0 });
    expect(result.notes.map(say)).toEqual(['Areas chosen, in this order: Valencia, Castillo, Aragón (Aragon).']);
  });

  it('each area scores as it would alone, and nothing moves', () => {
    const result = scoreBoard(b, { kind: 'areas', areas: ['aragon', 'castillo'] }, rules('classic'));
    expect(result.areas.map((a) => a.points)).toEqual([
      scoreArea(b, 'aragon', rules('classic')).points,
      scoreArea(b, 'castillo', rules('classic')).points,
    ]);
    expect(result).not.toHaveProperty('piecesAfter');
    expect(result.returnedToCourt).toEqual({});
  });

  it('the order changes no total', () => {
    const areas = [
      'castillo',
      'galicia',
      'pais-vasco',
      'aragon',
      'cataluna',
      'sevilla',
      'granada',
      'valencia',
    ] as const;
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...areas], { minLength: 1 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: areas.length * 4, maxLength: areas.length * 4 }),
        (chosen, counts) => {
          const pieces = Object.fromEntries(
            areas.map((a, i) => [a, Object.fromEntries(FOUR.map((p, j) => [p, counts[i * 4 + j] ?? 0]))]),
          );
          const random = board({ players: FOUR, king: 'cataluna', grandes: { red: 'granada' }, pieces });
          const forward = scoreBoard(random, { kind: 'areas', areas: chosen }, rules('classic'));
          const backward = scoreBoard(random, { kind: 'areas', areas: [...chosen].reverse() }, rules('classic'));
          expect(backward.totals).toEqual(forward.totals);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('with Grand Inquisitor & the Colonies it may name the new regions: the Ship pays only its Captain', () => {
    const colonies = board({
      players: FOUR,
      pieces: { ship: { red: 1, blue: 3 }, mediterranean: { blue: 2 } },
      modules: gicBoard({ roles: { captain: 'red' } }),
    });
    const result = scoreBoard(colonies, { kind: 'areas', areas: ['ship', 'mediterranean'] }, gicRules());
    expect(result.totals).toEqual({ red: 2, blue: 4, yellow: 0, green: 0 });
  });

  it('a Ship whose piece shows three values pays the Captain only the first', () => {
    const colonies = board({
      players: FOUR,
      pieces: { ship: { red: 1 } },
      modules: {
        ...gicBoard({ roles: { captain: 'red' } }),
        printedValues: { ...gicBoard().printedValues, ship: [5, 3, 1] },
      },
    });
    const s = scoreArea(colonies, 'ship', gicRules());
    expect(s.values).toEqual([5]);
    expect(s.points).toEqual({ red: 5 });
  });
});
