/**
 * Bad input never throws and never changes the table: random junk, and legal-looking commands with
 * fields of the wrong kind, applied at many points of random games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand, type Command, type GameState } from '../../../src/rules';
import { EVERY_COMMAND } from '../../../src/rules/flow/gameRules';
import { keysOf } from '../../../src/rules/state/records';
import { playRandomGame } from '../../support/playGame';
import { say } from '../../support/speech';

const TYPES = [...keysOf(EVERY_COMMAND), 'no-such-command'];

// A handful of tables along random games of each edition.
const tables: GameState[] = (['classic', 'bigbox', '2023'] as const).flatMap((edition, e) =>
  [2, 3, 4, 5].flatMap((players) => {
    const { states } = playRandomGame({ edition, players, seed: 100 + e * 10 + players });
    return states.filter((_, i) => i % 23 === 0);
  }),
);

const junkCommand = fc.oneof(
  fc.anything(),
  fc.record({ type: fc.constantFrom(...TYPES) }, { requiredKeys: [] }),
  fc
    .tuple(
      fc.dictionary(
        fc.constantFrom(
          'player',
          'value',
          'slot',
          'areas',
          'action',
          'provinces',
          'regions',
          'disks',
          'cards',
          'note',
          'vetoedBy',
        ),
        fc.anything(),
      ),
      fc.constantFrom(...TYPES),
    )
    .map(([fields, type]) => ({ ...fields, type })),
  fc.record({
    type: fc.constant('special'),
    player: fc.constantFrom('red', 'blue', 'yellow', 'green', 'black', 'white', 'nobody'),
    action: fc.record(
      {
        kind: fc.constantFrom(
          'moves',
          'from-court',
          'returns',
          'picks',
          'disks',
          'king',
          'eviction',
          'grande',
          'power-card',
          'court',
          'apply',
        ),
        moves: fc.anything(),
        areas: fc.anything(),
        returns: fc.anything(),
        picks: fc.anything(),
        disks: fc.anything(),
        to: fc.anything(),
        region: fc.anything(),
        value: fc.anything(),
        provinces: fc.anything(),
        regions: fc.anything(),
      },
      { requiredKeys: ['kind'] },
    ),
  }),
);

describe('bad commands', () => {
  it(`are refused as values, never thrown, and leave the table as it was (${tables.length} tables)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...tables), junkCommand, (state, command) => {
        const before = structuredClone(state);
        const result = applyCommand(state, command as Command);
        expect(state).toEqual(before);
        if (!result.ok) {
          expect(result.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
          expect(say(result.error.message)).toMatch(/\S/);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a refusal of the undefined state asks for a setup first', () => {
    const result = applyCommand(undefined, { type: 'end-turn', player: 'red' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('flow/not-set-up');
  });
});
