import { describe, expect, it } from 'vitest';
import { scoringOfCommand } from '../../../src/rules/game/explainScoring';
import { countIn } from '../../../src/rules/state/stateHelpers';
import { refused, run, special, turnWith } from '../../support/scenario';

// King in Castilla la Nueva. Homes (2 each): red Galicia, blue Aragón, yellow Sevilla, green Valencia.
const pieces = { castillo: { red: 2, blue: 1 }, granada: { red: 1, yellow: 3 } };

describe('special scorings add points with their explanation and leave the board as it is', () => {
  it('all 4 regions: Galicia, Cataluña and Sevilla', () => {
    const state = turnWith({ card: 'classic/score-4-regions', pieces });
    const after = run(state, special(state, { kind: 'apply' }));
    // Galicia: red 4 + home 2; Sevilla: yellow 4 + home 2; Cataluña empty.
    expect(after.scores).toEqual({ red: 6, blue: 0, yellow: 6, green: 0 });
    expect(scoringOfCommand(state, special(state, { kind: 'apply' }))?.areas.map((a) => a.area)).toEqual([
      'galicia',
      'cataluna',
      'sevilla',
    ]);
    expect(after.areas).toEqual(state.areas);
  });

  it('all 5 regions and all 6 and 7 regions', () => {
    const five = turnWith({ card: 'classic/score-5-regions', pieces });
    expect(run(five, special(five, { kind: 'apply' })).scores).toEqual({ red: 0, blue: 7, yellow: 0, green: 7 });
    const six = turnWith({ card: 'classic/score-6-7-regions', pieces });
    // Granada: yellow 6, red 3.
    expect(run(six, special(six, { kind: 'apply' })).scores).toEqual({ red: 3, blue: 0, yellow: 6, green: 0 });
  });

  it('the Castillo: scored, and its caballeros stay inside', () => {
    const state = turnWith({ card: 'classic/score-castillo', pieces });
    const after = run(state, special(state, { kind: 'apply' }));
    expect(after.scores).toMatchObject({ red: 5, blue: 3 });
    expect(countIn(after, 'castillo', 'red')).toBe(2);
  });

  it('first places only, most and fewest', () => {
    const first = turnWith({ card: 'classic/score-first-place-only', pieces });
    // Galicia red 4+2, Aragón blue 5+2, Sevilla yellow 4+2, Granada yellow 6, Valencia green 5+2.
    expect(run(first, special(first, { kind: 'apply' })).scores).toEqual({ red: 6, blue: 7, yellow: 12, green: 7 });
    const most = turnWith({ card: 'classic/score-most', pieces });
    expect(scoringOfCommand(most, special(most, { kind: 'apply' }))?.areas.map((a) => a.area)).toEqual(['granada']);
    const fewest = turnWith({ card: 'classic/score-fewest', pieces });
    expect(scoringOfCommand(fewest, special(fewest, { kind: 'apply' }))?.areas.map((a) => a.area)).toEqual([
      'galicia',
      'aragon',
      'sevilla',
      'valencia',
    ]);
  });

  it('one area of the taker’s choice: the King’s region may be chosen; the Castillo only in the classic rules', () => {
    const classic = turnWith({
      card: 'classic/score-chosen-area-2',
      pieces: { ...pieces, 'castilla-la-nueva': { blue: 1 } },
    });
    expect(run(classic, special(classic, { kind: 'score-area', area: 'castilla-la-nueva' })).scores.blue).toBe(9);
    expect(run(classic, special(classic, { kind: 'score-area', area: 'castillo' })).scores.red).toBe(5);
    const bigbox = turnWith({ edition: 'bigbox', card: 'classic/score-chosen-area-3', pieces });
    refused(bigbox, special(bigbox, { kind: 'score-area', area: 'castillo' }), 'scoring/castillo-not-allowed');
    const e2023 = turnWith({ edition: '2023', card: '2023/fair', pieces });
    refused(e2023, special(e2023, { kind: 'score-area', area: 'castillo' }), 'scoring/castillo-not-allowed');
    refused(classic, special(classic, { kind: 'score-area', area: 'madrid' }), 'input/unknown-area');
  });

  it('regions picked by exactly one player', () => {
    const state = turnWith({ card: 'classic/score-unique-choices', pieces });
    const after = run(
      state,
      special(state, { kind: 'disks', disks: { red: 'granada', blue: 'granada', yellow: 'sevilla', green: 'aragon' } }),
    );
    // Sevilla: yellow 4 + 2; Aragón: blue 5 + 2. Granada named twice.
    expect(after.scores).toEqual({ red: 0, blue: 7, yellow: 6, green: 0 });
    refused(
      state,
      special(state, { kind: 'disks', disks: { red: 'granada', blue: 'granada', yellow: 'sevilla' } }),
      'disks/missing',
    );
  });
});
