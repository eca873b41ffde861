/**
 * The general scoring after rounds 3, 6 and 9, and the end of the game. Rules: 002 "Scoring" (set
 * the secret disk, score the Castillo, move its caballeros to the chosen regions — the King's
 * region sends them back to court — score the regions, "King's Bonus", "Home region bonus",
 * "Game end"); 003 "General scoring"; 004 "General scoring" and "The game ends after the 3rd
 * general scoring ... In case of a tie, you share the victory".
 */

import { describe, expect, it } from 'vitest';
import type { Command, GameState } from '../../../src/rules';
import { explainScoring } from '../../../src/rules/game/explainScoring';
import { type AreaId, CASTILLO, REGION_IDS, type RegionId } from '../../../src/rules/state/areaIds';
import { totalOf } from '../../../src/rules/state/stateHelpers';
import { refused, run } from '../../support/scenario';
import { newGame, playRound, playUntilRound, scoreGeneral, startRound, type Table } from './_tables';

/** A table correction that clears the board and then puts these caballeros on it. */
function arrange(
  state: GameState,
  pieces: Partial<Record<AreaId, Record<string, number>>>,
  extra: Partial<Extract<Command, { type: 'table-correction' }>> = {},
): Command {
  const colours = [...state.setup.players.map((p) => p.id), ...(state.setup.dummy ? [state.setup.dummy.id] : [])];
  const areas: Partial<Record<AreaId, Record<string, number>>> = {};
  for (const area of [CASTILLO, ...REGION_IDS] as AreaId[])
    areas[area] = { ...Object.fromEntries(colours.map((id) => [id, 0])), ...pieces[area] };
  return { type: 'table-correction', note: 'the board as the scenario wants it', areas, ...extra };
}

/** Three plain rounds: the general scoring after round 3 is due. */
function atFirstScoring(table: Table = { players: ['red', 'blue'] }): GameState {
  let state = newGame(table);
  for (let round = 1; round <= 3; round += 1) state = playRound(state);
  expect(state.phase).toBe('general-scoring');
  expect(state.round).toBe(3);
  return state;
}

/**
 * Classic, red (home Galicia) and blue (home Aragón), the King in Castilla la Nueva; with two
 * players only first places score. Red: 2 in Galicia, 1 in the King's region, 3 in the Castillo;
 * blue: 2 in Aragón, 1 in the Castillo.
 */
function twoPlayerBoard(): GameState {
  const state = atFirstScoring();
  return run(
    state,
    arrange(state, {
      galicia: { red: 2 },
      aragon: { blue: 2 },
      'castilla-la-nueva': { red: 1 },
      castillo: { red: 3, blue: 1 },
    }),
  );
}

const scoring = (disks: Record<string, string>): Command => ({
  type: 'general-scoring',
  disks: disks as Record<string, RegionId>,
});

describe('general-scoring: when', () => {
  it('a general scoring in round 1 is refused', () => {
    refused(newGame(), scoring({}), 'flow/not-now');
  });

  it('a general scoring during the turns of round 3 is refused', () => {
    const state = startRound(playRound(playRound(newGame({ players: ['red', 'blue'] }))));
    expect(state.round).toBe(3);
    refused(state, scoring({}), 'flow/not-now');
  });

  it('after rounds 1 and 2 the next round follows directly; after round 3 the general scoring is due', () => {
    let state = playRound(newGame({ players: ['red', 'blue'] }));
    expect([state.round, state.phase]).toEqual([2, 'reveal']);
    state = playRound(state);
    expect([state.round, state.phase]).toEqual([3, 'reveal']);
    state = playRound(state);
    expect([state.round, state.phase]).toEqual([3, 'general-scoring']);
  });

  it('turning over cards before the general scoring is done is refused', () => {
    refused(atFirstScoring(), { type: 'reveal-cards', cards: {} }, 'flow/not-now');
  });
});

describe('general-scoring: the secret disks', () => {
  it('a player with caballeros in the Castillo but no disk is refused', () => {
    refused(twoPlayerBoard(), scoring({ blue: 'valencia' }), 'disks/missing');
  });

  it('a player with no caballeros in the Castillo need not set a disk', () => {
    const state = atFirstScoring();
    const board = run(state, arrange(state, { castillo: { red: 2 }, galicia: { red: 2 } }));
    expect(run(board, scoring({ red: 'sevilla' })).areas.sevilla.red).toBe(2);
  });

  it('a disk for a colour that is not a player is refused', () => {
    refused(twoPlayerBoard(), scoring({ red: 'sevilla', blue: 'valencia', green: 'granada' }), 'disks/not-affected');
  });

  it('a disk naming the Castillo is refused: it is not a region', () => {
    refused(twoPlayerBoard(), scoring({ red: CASTILLO, blue: 'valencia' }), 'input/castillo-not-region');
  });

  it('a disk naming no known region is refused', () => {
    refused(twoPlayerBoard(), scoring({ red: 'portugal', blue: 'valencia' }), 'input/unknown-region');
  });
});

describe('general-scoring: the scoring', () => {
  it('the Castillo is scored, emptied onto the disk regions, then every region is scored and the points added', () => {
    // Castillo: red 3 > blue 1 → red 5. Then red's 3 go to Sevilla, blue's 1 to Valencia.
    // Galicia: red 4 + home 2 = 6. Aragón: blue 5 + home 2 = 7. Castilla la Nueva: red 7 + King 2 = 9.
    // Sevilla: red 4. Valencia: blue 5. Red 5 + 6 + 9 + 4 = 24, blue 7 + 5 = 12.
    const before = run(twoPlayerBoard(), {
      type: 'table-correction',
      note: 'scores from earlier',
      scores: { red: 10, blue: 3 },
    });
    const after = run(before, scoring({ red: 'sevilla', blue: 'valencia' }));
    expect(after.scores).toEqual({ red: 34, blue: 15 });
    const event = after.scorings[after.scorings.length - 1]!;
    expect(event.cause).toBe('general');
    expect(event.round).toBe(3);
    expect(event.totals).toEqual({ red: 24, blue: 12 });
    expect(explainScoring(before, event).areas.map((a) => a.area)).toEqual([CASTILLO, ...REGION_IDS]);
  });

  it('after the scoring the Castillo is empty and its caballeros stand in the chosen regions; everything else stays where it was', () => {
    const after = run(twoPlayerBoard(), scoring({ red: 'sevilla', blue: 'valencia' }));
    expect(after.areas.castillo.red ?? 0).toBe(0);
    expect(after.areas.castillo.blue ?? 0).toBe(0);
    expect(after.areas.sevilla.red).toBe(3);
    expect(after.areas.valencia.blue).toBe(1);
    expect(after.areas.galicia.red).toBe(2);
    expect(after.areas.aragon.blue).toBe(2);
    expect(after.areas['castilla-la-nueva'].red).toBe(1);
    expect(totalOf(after, 'red')).toBe(30);
    expect(totalOf(after, 'blue')).toBe(30);
  });

  it('Castillo caballeros whose disk names the King’s region go back to the court, not into the King’s region', () => {
    const before = twoPlayerBoard();
    const after = run(before, scoring({ red: 'castilla-la-nueva', blue: 'valencia' }));
    expect(after.court.red).toBe((before.court.red ?? 0) + 3);
    expect(after.areas['castilla-la-nueva'].red).toBe(1);
    expect(after.areas.castillo.red ?? 0).toBe(0);
    // Red: Castillo 5, Galicia 6, Castilla la Nueva 9; no Sevilla.
    expect(after.scorings[after.scorings.length - 1]!.totals).toEqual({ red: 20, blue: 12 });
    expect(explainScoring(before, after.scorings.at(-1)!).returnedToCourt).toEqual({ red: 3 });
  });

  it('the Castillo caballeros join the scoring of the region they moved to', () => {
    // Red and blue have 2 each in Galicia; blue's Castillo caballero moves there before Galicia is scored.
    const state = atFirstScoring();
    const board = run(state, arrange(state, { galicia: { red: 2, blue: 2 }, castillo: { blue: 1 } }));
    const after = run(board, scoring({ blue: 'galicia' }));
    // Galicia 4/2/0: blue 3 beats red 2 → blue 4 (Galicia is red's home, so no home bonus for blue). Castillo: blue 5.
    expect(after.scorings[after.scorings.length - 1]!.totals).toEqual({ red: 0, blue: 9 });
  });

  it('after the scoring the next round of the schedule begins', () => {
    const after = run(twoPlayerBoard(), scoring({ red: 'sevilla', blue: 'valencia' }));
    expect(after.round).toBe(4);
    expect(after.phase).toBe('reveal');
  });
});

describe('the end of the game', () => {
  /** Red and blue, played up to the general scoring after the last round of the schedule. */
  function atLastScoring(length: 'full' | 'short-fan' | 'short-official'): GameState {
    let state = playUntilRound(newGame({ players: ['red', 'blue'], length }), length === 'short-fan' ? 6 : 9);
    state = playRound(state);
    expect(state.phase).toBe('general-scoring');
    return state;
  }

  it.each(['full', 'short-official', 'short-fan'] as const)(
    'a %s game is over after its last general scoring, and the highest score wins',
    (length) => {
      let state = atLastScoring(length);
      state = run(state, arrange(state, {}, { scores: { red: 40, blue: 38 } }));
      state = scoreGeneral(state);
      expect(state.phase).toBe('over');
      expect(state.winners).toEqual(['red']);
    },
  );

  it('players tied for the highest score share the win', () => {
    let state = atLastScoring('short-fan');
    state = run(state, arrange(state, {}, { scores: { red: 40, blue: 40 } }));
    state = scoreGeneral(state);
    expect(state.winners).toEqual(['red', 'blue']);
  });

  it('the last scoring’s points decide the winner', () => {
    let state = atLastScoring('short-fan');
    // Blue trails by 3 but takes Aragón (5 + home 2) in the last scoring.
    state = run(state, arrange(state, { aragon: { blue: 2 } }, { scores: { red: 40, blue: 37 } }));
    state = scoreGeneral(state);
    expect(state.scores).toEqual({ red: 40, blue: 44 });
    expect(state.winners).toEqual(['blue']);
  });

  it('three players tied at the top all share the win; the fourth does not', () => {
    let state = newGame({ length: 'short-fan' });
    state = playUntilRound(state, 6);
    state = playRound(state);
    state = run(state, arrange(state, {}, { scores: { red: 20, blue: 20, yellow: 20, green: 19 } }));
    state = scoreGeneral(state);
    expect(state.winners).toEqual(['red', 'blue', 'yellow']);
  });

  it('once the game is over, commands other than a table correction are refused', () => {
    const state = scoreGeneral(atLastScoring('short-fan'));
    refused(state, scoring({}), 'flow/game-over');
    refused(state, { type: 'end-turn', player: 'red' }, 'flow/game-over');
  });

  // The winner is whoever has the highest score (002 "Game end"), also after a correction.
  it('a score correction after the game is over names the new winner', () => {
    let state = atLastScoring('short-fan');
    state = run(state, arrange(state, {}, { scores: { red: 40, blue: 38 } }));
    state = scoreGeneral(state);
    expect(state.winners).toEqual(['red']);
    state = run(state, {
      type: 'table-correction',
      note: 'blue’s marker was 12 spaces further on',
      scores: { blue: 50 },
    });
    expect(state.scores).toEqual({ red: 40, blue: 50 });
    expect(state.winners).toEqual(['blue']);
  });
});
