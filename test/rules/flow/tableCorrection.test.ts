/**
 * When the app and the table disagree, the table wins: a correction sets counts and scores to what
 * the table shows, says why, and keeps every colour at its 30 caballeros (rules.md "Components and
 * counts": 30 caballeros in play per colour) by letting the provinces absorb the difference.
 */
import { describe, expect, it } from 'vitest';
import type { Command, GameState } from '../../../src/rules';
import { AREA_IDS } from '../../../src/rules/state/areaIds';
import { totalOf } from '../../../src/rules/state/stateHelpers';
import { refused, run } from '../../support/scenario';
import { DUMMY, newGame, startRound } from './_tables';

type Correction = Extract<Command, { type: 'table-correction' }>;
const correction = (fields: Omit<Correction, 'type' | 'note'>, note = 'the table shows something else'): Command => ({
  type: 'table-correction',
  note,
  ...fields,
});

const everyColourHas30 = (state: GameState) => {
  for (const id of [...state.setup.players.map((p) => p.id), ...(state.setup.dummy ? [state.setup.dummy.id] : [])])
    expect(totalOf(state, id)).toBe(30);
};

describe('table-correction: refusals', () => {
  it.each([
    ['an empty note', ''],
    ['a note of spaces', '   '],
  ])('a correction with %s is refused: say what the table shows', (_, note) => {
    refused(newGame(), correction({ court: { red: 5 } }, note), 'correction/no-note');
  });

  it('a correction without a note at all is refused', () => {
    refused(newGame(), { type: 'table-correction', court: { red: 5 } } as unknown as Command, 'correction/no-note');
  });

  it('a colour not in the game is refused, on the board and in the court', () => {
    refused(newGame(), correction({ areas: { galicia: { purple: 2 } } }), 'correction/unknown-colour');
    refused(newGame(), correction({ court: { purple: 2 } }), 'correction/unknown-colour');
  });

  it('a score for someone who is not a scoring player is refused, the dummy included', () => {
    refused(newGame(), correction({ scores: { purple: 2 } }), 'correction/unknown-player');
    refused(
      newGame({ edition: '2023', players: ['red', 'blue'] }),
      correction({ scores: { [DUMMY]: 2 } }),
      'correction/unknown-player',
    );
  });

  it('31 caballeros of a colour in one region are refused as a count: a colour has 30', () => {
    refused(newGame(), correction({ areas: { aragon: { red: 31 } } }), 'input/bad-count');
  });

  it('counts that add up to more than 30 with the rest of the table are refused', () => {
    // Red already has 2 at home and 7 in court: 22 more in Aragón make 31.
    refused(newGame(), correction({ areas: { aragon: { red: 22 } } }), 'correction/too-many');
  });

  it('counts spread over regions, the Castillo and the court that exceed 30 in all are refused', () => {
    refused(
      newGame(),
      correction({ areas: { aragon: { red: 10 }, castillo: { red: 10 }, galicia: { red: 5 } }, court: { red: 6 } }),
      'correction/too-many',
    );
  });

  it('one colour over 30 spoils the whole correction, even with the other colours fine', () => {
    refused(newGame(), correction({ areas: { aragon: { blue: 1, red: 30 } } }), 'correction/too-many');
  });

  it.each([
    ['an unknown area', { areas: { atlantis: { red: 1 } } }, 'input/unknown-area'],
    ['a module’s area this game does not have', { areas: { jail: { red: 1 } } }, 'input/area-not-in-play'],
    ['a negative count', { areas: { aragon: { red: -1 } } }, 'input/bad-count'],
    ['a fractional court', { court: { red: 2.5 } }, 'input/bad-count'],
    ['a negative score', { scores: { red: -3 } }, 'input/bad-score'],
    ['a score one digit too long', { scores: { red: 10000 } }, 'input/bad-score'],
    ['a score written in exponent form', { scores: { red: 1e21 } }, 'input/bad-score'],
    ['a note past its bound', { note: 'x'.repeat(201) }, 'correction/bad-note'],
    ['a note with an invisible character', { note: 'Aragón\u200b count' }, 'correction/bad-note'],
  ] as const)('a correction with %s is refused', (_, fields, code) => {
    refused(newGame(), correction(fields as never), code);
  });
});

describe('table-correction: the provinces absorb the difference', () => {
  it('caballeros set onto a region come out of the provinces', () => {
    const state = run(newGame(), correction({ areas: { aragon: { red: 5 } } }));
    expect(state.areas.aragon.red).toBe(5);
    expect(state.provinces.red).toBe(16);
    everyColourHas30(state);
  });

  it('caballeros taken off the board or out of the court go back to the provinces', () => {
    const state = run(newGame(), correction({ areas: { galicia: { red: 0 } }, court: { red: 0 } }));
    expect(state.areas.galicia.red).toBe(0);
    expect(state.court.red).toBe(0);
    expect(state.provinces.red).toBe(30);
    everyColourHas30(state);
  });

  it('exactly 30 outside the provinces is accepted and leaves the provinces empty', () => {
    const state = run(
      newGame(),
      correction({ areas: { galicia: { red: 10 }, castillo: { red: 10 } }, court: { red: 10 } }),
    );
    expect(state.provinces.red).toBe(0);
    everyColourHas30(state);
  });

  it('a colour the correction does not name keeps its counts', () => {
    const before = newGame();
    const after = run(before, correction({ areas: { aragon: { red: 4 } } }));
    expect(after.areas.aragon.blue).toBe(2);
    expect(after.court.blue).toBe(7);
    expect(after.provinces.blue).toBe(21);
  });

  it('the dummy’s caballeros can be corrected too; its supply absorbs the difference', () => {
    const state = run(
      newGame({ edition: '2023', players: ['red', 'blue'] }),
      correction({ areas: { granada: { [DUMMY]: 4 } } }),
    );
    expect(state.areas.granada[DUMMY]).toBe(4);
    expect(state.provinces[DUMMY]).toBe(26);
    everyColourHas30(state);
  });

  it('a score up to the bound every stored game reads back is accepted', () => {
    expect(run(newGame(), correction({ scores: { red: 9999 } })).scores.red).toBe(9999);
  });

  it('scores are set to what the table shows', () => {
    const state = run(newGame(), correction({ scores: { red: 12, green: 3 } }));
    expect(state.scores).toEqual({ red: 12, blue: 0, yellow: 0, green: 3 });
  });

  it('the table wins even in the King’s region, and nothing else about the game changes', () => {
    const before = startRound(newGame());
    const after = run(before, correction({ areas: { 'castilla-la-nueva': { red: 3 } } }));
    expect(after.areas['castilla-la-nueva'].red).toBe(3);
    expect(after.phase).toBe(before.phase);
    expect(after.turn).toEqual(before.turn);
    expect(after.round).toBe(before.round);
    for (const area of AREA_IDS)
      if (area !== 'castilla-la-nueva') expect(after.areas[area]).toEqual(before.areas[area]);
  });

  it('an empty correction with a note changes nothing', () => {
    const before = newGame();
    expect(run(before, correction({}))).toEqual(before);
  });
});
