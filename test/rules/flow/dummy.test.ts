/**
 * The 2023 two-player game's dummy colour: 2 caballeros into each of two drawn regions every round
 * (never into the King's region, none once all 30 are out), a power card turned over before the
 * players', the remaining card with the most caballeros taken and discarded, ranks taken but no
 * points scored, and its caballeros moved by the players' actions like anyone's.
 * Rules: 004 "2-player game" (setup and gameplay changes, "Scoring changes").
 */

import { describe, expect, it } from 'vitest';
import { applyCommand, type Command, type GameState } from '../../../src/rules';
import { explainScoring } from '../../../src/rules/game/explainScoring';
import { type AreaId, CASTILLO, REGION_IDS, type RegionId } from '../../../src/rules/state/areaIds';
import { countIn, onRegions, totalOf } from '../../../src/rules/state/stateHelpers';
import { kingRegion } from '../../support/kingRegion';
import { refused, run } from '../../support/scenario';
import { cardWith, DUMMY, newGame, playPowers, revealCommand, scoreGeneral, startRound } from './_tables';

const regions = (...names: string[]): Command => ({ type: 'dummy-regions', regions: names as RegionId[] });

/** 2023, red (home Galicia) and blue (home Aragón), the King in Castilla la Nueva: cards turned over, the dummy's regions due. */
function dummyDue(
  state: GameState = newGame({ edition: '2023', players: ['red', 'blue'] }),
  chosen: Parameters<typeof revealCommand>[1] = {},
): GameState {
  const next = run(state, revealCommand(state, chosen));
  expect(next.phase).toBe('dummy');
  return next;
}

/** Plays out the rest of a round: the power cards (dummy first) and plain turns. */
function finishRound(state: GameState, values: Parameters<typeof playPowers>[1] = {}): GameState {
  let current = playPowers(state, values);
  while (current.phase === 'turns') {
    const player = current.turn!.player;
    const slot = current.offer.find((s) => s.card !== null)!.slot;
    current = run(current, { type: 'take-card', player, slot }, { type: 'end-turn', player });
  }
  return current;
}

describe('dummy-regions: the dummy’s caballeros each round', () => {
  it('two drawn regions get 2 dummy caballeros each from its supply, then the power cards are played', () => {
    const state = run(dummyDue(), regions('granada', 'cataluna'));
    expect(state.areas.granada[DUMMY]).toBe(2);
    expect(state.areas.cataluna[DUMMY]).toBe(2);
    expect(state.provinces[DUMMY]).toBe(26);
    expect(state.phase).toBe('power');
    expect(totalOf(state, DUMMY)).toBe(30);
  });

  it('a drawn region that is the King’s region gets none; the other still gets 2', () => {
    const state = run(dummyDue(), regions('castilla-la-nueva', 'granada'));
    expect(countIn(state, 'castilla-la-nueva', DUMMY)).toBe(0);
    expect(state.areas.granada[DUMMY]).toBe(2);
    expect(state.provinces[DUMMY]).toBe(28);
  });

  it('the 2023 region names are accepted: Toledo is the King’s region here', () => {
    const state = run(dummyDue(), regions('toledo', 'navarra'));
    expect(countIn(state, 'castilla-la-nueva', DUMMY)).toBe(0);
    expect(state.areas['pais-vasco'][DUMMY]).toBe(2);
  });

  it('a drawn region holding a player’s caballeros and Grande gets the dummy’s 2 as well', () => {
    const state = run(dummyDue(), regions('galicia', 'aragon'));
    expect(state.areas.galicia).toEqual({ red: 2, [DUMMY]: 2 });
    expect(state.areas.aragon).toEqual({ blue: 2, [DUMMY]: 2 });
  });

  it.each([
    ['no region card', []],
    ['one region card', ['granada']],
    ['three region cards', ['granada', 'sevilla', 'valencia']],
  ])('drawing %s while the dummy has caballeros left is refused', (_, names) => {
    refused(dummyDue(), regions(...names), 'dummy/region-count');
  });

  it('the same region card twice is refused: they are two different cards', () => {
    refused(dummyDue(), regions('granada', 'granada'), 'dummy/same-card');
  });

  it('the Castillo is not a region card', () => {
    refused(dummyDue(), regions(CASTILLO, 'granada'), 'input/castillo-not-region');
  });

  it('an unknown region card is refused', () => {
    refused(dummyDue(), regions('portugal', 'granada'), 'input/unknown-region');
  });

  it('drawing the dummy’s regions before the cards are turned over is refused', () => {
    refused(newGame({ edition: '2023', players: ['red', 'blue'] }), regions('granada', 'sevilla'), 'flow/not-now');
  });

  it('drawing the dummy’s regions twice in a round is refused', () => {
    refused(run(dummyDue(), regions('granada', 'sevilla')), regions('galicia', 'valencia'), 'flow/not-now');
  });

  it('a game without a dummy refuses dummy regions', () => {
    const state = run(newGame({ players: ['red', 'blue'] }), revealCommand(newGame({ players: ['red', 'blue'] })));
    refused(state, regions('granada', 'sevilla'), 'flow/no-dummy');
  });

  it('with a single caballero left in its supply, the dummy puts it in the first region and stops at 30', () => {
    let state = newGame({ edition: '2023', players: ['red', 'blue'] });
    state = run(state, {
      type: 'table-correction',
      note: '29 dummy caballeros are out',
      areas: { granada: { [DUMMY]: 15 }, cataluna: { [DUMMY]: 14 } },
    });
    expect(state.provinces[DUMMY]).toBe(1);
    state = run(dummyDue(state), regions('sevilla', 'valencia'));
    expect(state.areas.sevilla[DUMMY]).toBe(1);
    expect(countIn(state, 'valencia', DUMMY)).toBe(0);
    expect(state.provinces[DUMMY]).toBe(0);
  });

  it('with 3 left, the first region gets 2 and the second 1', () => {
    let state = newGame({ edition: '2023', players: ['red', 'blue'] });
    state = run(state, {
      type: 'table-correction',
      note: '27 dummy caballeros are out',
      areas: { granada: { [DUMMY]: 27 } },
    });
    state = run(dummyDue(state), regions('sevilla', 'valencia'));
    expect(state.areas.sevilla[DUMMY]).toBe(2);
    expect(state.areas.valencia[DUMMY]).toBe(1);
    expect(state.provinces[DUMMY]).toBe(0);
  });

  it('with all 30 on the board no region cards are drawn: an empty draw is accepted and two cards are refused', () => {
    let state = newGame({ edition: '2023', players: ['red', 'blue'] });
    state = run(state, {
      type: 'table-correction',
      note: 'all 30 dummy caballeros are out',
      areas: { granada: { [DUMMY]: 30 } },
    });
    state = dummyDue(state);
    refused(state, regions('sevilla', 'valencia'), 'dummy/region-count');
    const after = run(state, regions());
    expect(after.phase).toBe('power');
    expect(after.areas).toEqual(state.areas);
  });

  it('over a whole game the dummy never has more than 30, never enters the King’s region, and stops drawing at 30', () => {
    let state = newGame({ edition: '2023', players: ['red', 'blue'] });
    const pairs: [RegionId, RegionId][] = [
      ['galicia', 'granada'],
      ['sevilla', 'valencia'],
      ['castilla-la-nueva', 'cataluna'],
      ['aragon', 'pais-vasco'],
      ['castilla-la-vieja', 'granada'],
      ['galicia', 'sevilla'],
      ['valencia', 'cataluna'],
      ['granada', 'aragon'],
      ['pais-vasco', 'galicia'],
    ];
    for (const [round, pair] of pairs.entries()) {
      state = dummyDue(state);
      const supply = state.provinces[DUMMY] ?? 0;
      state = run(state, supply > 0 ? regions(...pair) : regions());
      expect(totalOf(state, DUMMY)).toBe(30);
      expect(countIn(state, kingRegion(state), DUMMY)).toBe(0);
      state = finishRound(state);
      if (state.phase === 'general-scoring') state = scoreGeneral(state);
      expect(state.scores[DUMMY]).toBeUndefined();
      if (round === pairs.length - 1) expect(state.phase).toBe('over');
    }
    expect(onRegions(state, DUMMY)).toBe(30);
    expect(state.provinces[DUMMY]).toBe(0);
  });

  it('after a general scoring the region cards are shuffled again: a region drawn in round 3 may come again in round 4', () => {
    let state = run(dummyDue(), regions('granada', 'sevilla'));
    state = finishRound(state, { [DUMMY]: 1, red: 13, blue: 12 });
    state = run(dummyDue(state), regions('valencia', 'cataluna'));
    state = finishRound(state, { [DUMMY]: 2, red: 11, blue: 10 });
    state = run(dummyDue(state), regions('galicia', 'aragon'));
    state = scoreGeneral(finishRound(state, { [DUMMY]: 3, red: 9, blue: 8 }));
    expect(state.round).toBe(4);
    expect(run(dummyDue(state), regions('granada', 'aragon')).areas.granada[DUMMY]).toBe(4);
  });

  // 004 "2-player game": the region cards drawn for the dummy go to a discard pile and are
  // shuffled back only after each general scoring.
  it('a region card drawn for the dummy earlier in the same scoring period cannot be drawn again', () => {
    let state = run(dummyDue(), regions('granada', 'sevilla'));
    state = finishRound(state, { [DUMMY]: 1, red: 13, blue: 12 });
    state = dummyDue(state);
    const result = applyCommand(state, regions('granada', 'valencia'));
    expect(result.ok).toBe(false);
  });
});

describe('the dummy at a general scoring: ranks but no points', () => {
  /** At the general scoring after round 3, with the board set as given (everything else cleared). */
  function scoringWith(pieces: Partial<Record<AreaId, Record<string, number>>>): GameState {
    let state = newGame({ edition: '2023', players: ['red', 'blue'] });
    for (let round = 1; round <= 3; round += 1) {
      state = run(
        dummyDue(state),
        regions(
          ...([
            ['granada', 'sevilla'],
            ['valencia', 'cataluna'],
            ['galicia', 'aragon'],
          ][round - 1] as string[]),
        ),
      );
      state = finishRound(state);
    }
    expect(state.phase).toBe('general-scoring');
    const zero = { red: 0, blue: 0, [DUMMY]: 0 };
    const areas = Object.fromEntries(
      ([CASTILLO, ...REGION_IDS] as AreaId[]).map((a) => [a, { ...zero, ...pieces[a] }]),
    );
    return run(state, { type: 'table-correction', note: 'the board for the scenario', areas });
  }

  it('the dummy first in a region scores nothing and pushes the players down; only ranks 1 and 2 count', () => {
    // Sevilla (4/3/1): dummy 5, red 3, blue 1 → red second: 3; blue third: nothing with two players.
    // Granada (6/3/1): red 4, dummy 2, blue 1 → red 6; dummy second: nothing; blue third: nothing.
    // Valencia (5/3/2): dummy 3 alone → nobody scores.
    const state = scoringWith({
      sevilla: { [DUMMY]: 5, red: 3, blue: 1 },
      granada: { red: 4, [DUMMY]: 2, blue: 1 },
      valencia: { [DUMMY]: 3 },
    });
    const after = run(state, { type: 'general-scoring', disks: {} });
    const event = after.scorings[after.scorings.length - 1]!;
    expect(event.totals).toEqual({ red: 9, blue: 0 });
    expect(after.scores).toEqual({ red: 9, blue: 0 });
    expect(after.scores[DUMMY]).toBeUndefined();
    const sevilla = explainScoring(state, event).areas.find((a) => a.area === 'sevilla')!;
    expect(sevilla.ranks[DUMMY]).toBe(1);
    expect(sevilla.ranks.red).toBe(2);
    expect(sevilla.points[DUMMY] ?? 0).toBe(0);
  });

  it('the dummy takes its rank in the Castillo too, and sets no disk', () => {
    // Castillo (5/3/1): dummy 3, red 2, blue 1 → red second: 3.
    const state = scoringWith({ castillo: { [DUMMY]: 3, red: 2, blue: 1 } });
    refused(
      state,
      { type: 'general-scoring', disks: { red: 'sevilla', blue: 'granada', [DUMMY]: 'valencia' } },
      'disks/not-affected',
    );
    const after = run(state, { type: 'general-scoring', disks: { red: 'sevilla', blue: 'granada' } });
    expect(explainScoring(state, after.scorings.at(-1)!).areas[0]!.points).toEqual({ red: 3 });
    // The Castillo is emptied of the dummy's caballeros as well (the engine returns them to its supply:
    // 004 is silent on where they go; the dummy makes no choices).
    expect(countIn(after, CASTILLO, DUMMY)).toBe(0);
    expect(totalOf(after, DUMMY)).toBe(30);
  });
});

describe('the players’ actions move the dummy’s caballeros', () => {
  /** Red on turn with a 2023 intrigue card (move any 4), the dummy having 2 in Granada and 2 in Cataluña. */
  function redWithIntrigue(effect: 'move-4-any' | 'move-4-own' = 'move-4-any'): GameState {
    let state = dummyDue(undefined, { '1': cardWith('2023', effect).id });
    state = run(state, regions('granada', 'cataluna'));
    state = playPowers(state, { [DUMMY]: 1, red: 13, blue: 12 });
    expect(state.turn?.player).toBe('red');
    return run(state, { type: 'take-card', player: 'red', slot: '1' });
  }

  it('an intrigue card moves the dummy’s caballeros, into another region or the Castillo', () => {
    const state = redWithIntrigue();
    const after = run(state, {
      type: 'special',
      player: 'red',
      action: {
        kind: 'moves',
        moves: [
          { owner: DUMMY, from: 'granada', to: 'galicia', count: 2 },
          { owner: DUMMY, from: 'cataluna', to: CASTILLO, count: 1 },
        ],
      },
    });
    expect(countIn(after, 'granada', DUMMY)).toBe(0);
    expect(after.areas.galicia[DUMMY]).toBe(2);
    expect(after.areas.castillo[DUMMY]).toBe(1);
    expect(after.areas.cataluna[DUMMY]).toBe(1);
    expect(totalOf(after, DUMMY)).toBe(30);
  });

  it('the dummy’s caballeros still never enter the King’s region', () => {
    const state = redWithIntrigue();
    refused(
      state,
      {
        type: 'special',
        player: 'red',
        action: { kind: 'moves', moves: [{ owner: DUMMY, from: 'granada', to: 'castilla-la-nueva', count: 1 }] },
      },
      'king/region-taboo',
    );
  });

  it('a card that moves only one’s own caballeros cannot move the dummy’s', () => {
    const state = redWithIntrigue('move-4-own');
    refused(
      state,
      {
        type: 'special',
        player: 'red',
        action: { kind: 'moves', moves: [{ owner: DUMMY, from: 'granada', to: 'sevilla', count: 1 }] },
      },
      'intrigue/too-many-foreign',
    );
  });

  it('the dummy’s power card is spent at the end of the round like the players’', () => {
    let state = run(dummyDue(), regions('granada', 'sevilla'));
    state = finishRound(state, { [DUMMY]: 6, red: 13, blue: 12 });
    expect(state.spent[DUMMY]).toEqual([6]);
    expect(state.hands[DUMMY]).not.toContain(6);
    expect(startRound(state, { [DUMMY]: 7 }).played[DUMMY]).toBe(7);
  });
});
