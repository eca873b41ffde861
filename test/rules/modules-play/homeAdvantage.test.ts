/**
 * Home region advantages (1995 variant; 000, "Variant Rules: Home Region Advantages", lines 441-445;
 * digest section 1.1): a Grande counts as one of its owner's caballeros when a region is scored, and a
 * turn's placement from the court that goes wholly into the region where the player's Grande stands may
 * hold one more than the card allows. Readings: docs/game-record.md, "Modules".
 * Tables: fixed, no seed: four players, the King in Castilla la Nueva, red's Grande in Aragón (bordering
 * the King) unless named, the board and courts set by a table correction. Random games: seeds
 * `game * 31 + players` (test/rules/game/_randomGames.ts).
 */
import { describe, expect, it } from 'vitest';
import { describeCommand, type GameState, placementChoice, placementRefusal } from '../../../src/rules';
import type { RegionId } from '../../../src/rules/state/areaIds';
import { playRandomGame } from '../../support/playGame';
import { refused, run, special } from '../../support/scenario';
import { say } from '../../support/speech';
import { clearBoardCommand, newGame, playRound, scoreGeneral } from '../flow/_tables';
import { moduleTurn } from './_moduleTurn';

const MODULE = ['home-advantage'] as const;
const HOMES: Record<string, RegionId> = { red: 'aragon', blue: 'galicia', yellow: 'sevilla', green: 'valencia' };
const CITE = '1995 rules, “Variant Rules: Home Region Advantages”';

/** Red on turn with a stack-2 card (places 2), seven in court. */
const turn = (modules: readonly string[] = MODULE, homes = HOMES, card = 'classic/decay-3-court', court = 7) =>
  moduleTurn({ modules: [...modules] as never, homes, card, court: { red: court } });
const place = (areas: Record<string, number>) => ({ type: 'place', player: 'red', areas }) as const;

describe('home region advantages: one more into the Grande’s region', () => {
  it('places one more than the card when every one goes where the Grande stands, and the history says so', () => {
    const state = turn();
    const command = place({ aragon: 3 });
    const after = run(state, command);
    expect(after.areas.aragon?.red).toBe((state.areas.aragon?.red ?? 0) + 3);
    expect(say(describeCommand(state, command))).toBe(
      "Red placed 3 in Aragón (Aragon), 1 more than the card's 2, all where Red's Grande stands",
    );
    expect(say(describeCommand(state, place({ aragon: 2 })))).toBe('Red placed 2 in Aragón (Aragon)');
  });

  it('refuses the extra one when some go elsewhere, saying when it is allowed, and changes nothing', () => {
    const state = turn();
    const error = refused(state, place({ aragon: 2, valencia: 1 }), 'placement/too-many');
    expect(say(error.message)).toBe(
      `This card places at most 2 caballeros (1 more only when every one goes to Aragón (Aragon), where Red's Grande stands; ${CITE}); 3 were placed`,
    );
    refused(state, place({ castillo: 3 }), 'placement/too-many');
  });

  it('refuses two more, saying the one extra was counted', () => {
    const state = turn();
    const error = refused(state, place({ aragon: 4 }), 'placement/too-many');
    expect(say(error.message)).toBe(
      `This card places at most 3 caballeros (1 more than the card's number, as every one goes to Aragón (Aragon), where Red's Grande stands; ${CITE}); 4 were placed`,
    );
  });

  it('says why there is no extra one when the Grande stands away from the King', () => {
    const state = turn(MODULE, { ...HOMES, red: 'galicia', blue: 'aragon' });
    const error = refused(state, place({ 'castilla-la-vieja': 3 }), 'placement/too-many');
    expect(say(error.message)).toMatch(
      /no extra one: Galicia, where Red's Grande stands, does not border the King's region/,
    );
    expect(placementChoice(state)?.extra).toEqual([]);
  });

  it('finds a home next to a King standing in France: Aragón borders it', () => {
    // France borders Aragón and Cataluña; with the King there, Red's Grande in Aragón borders him.
    const state = { ...turn(['home-advantage', 'france-1995']), king: 'france' } as GameState;
    const error = refused(state, place({ aragon: 2, cataluna: 1 }), 'placement/too-many');
    expect(say(error.message)).toContain(
      "1 more only when every one goes to Aragón (Aragon), where Red's Grande stands",
    );
  });

  it('reads the region in its 2023 name too', () => {
    const state = turn(MODULE, { ...HOMES, red: 'castilla-la-vieja' });
    const after = run(state, place({ castilla: 3 }));
    expect(after.areas['castilla-la-vieja']?.red).toBe((state.areas['castilla-la-vieja']?.red ?? 0) + 3);
  });

  it('gives no extra one to a special action that brings caballeros from the court', () => {
    const state = turn(MODULE, HOMES, 'classic/two-more-from-court');
    refused(state, special(state, { kind: 'from-court', areas: { aragon: 3 } }), 'intrigue/too-many');
    run(state, special(state, { kind: 'from-court', areas: { aragon: 2 } }));
  });

  it('changes nothing without the variant', () => {
    const state = turn([]);
    const error = refused(state, place({ aragon: 3 }), 'placement/too-many');
    expect(say(error.message)).toBe('This card places at most 2 caballeros; 3 were placed');
    expect(placementChoice(state)).toMatchObject({ limit: 2, most: 2, extra: [] });
  });
});

describe('home region advantages: what the placement guide tells the player', () => {
  it('names the Grande’s region, the limit there and why', () => {
    const choice = placementChoice(turn());
    expect(choice).toMatchObject({ limit: 2, most: 3 });
    expect(choice?.extra.map((e) => ({ ...e, reasons: e.reasons.map(say) }))).toEqual([
      {
        area: 'aragon',
        limit: 3,
        reasons: [
          `1 more than the card's number, as every one goes to Aragón (Aragon), where Red's Grande stands; ${CITE}`,
        ],
      },
    ]);
  });

  it('keeps the extra limit to what the court holds', () => {
    expect(placementChoice(turn(MODULE, HOMES, 'classic/decay-3-court', 2))).toMatchObject({
      limit: 2,
      most: 2,
      extra: [{ area: 'aragon', limit: 2 }],
    });
  });

  it('lets the map take a third tap in the Grande’s region only', () => {
    const state = turn();
    expect(placementRefusal(state, { aragon: 2 }, 'aragon')).toBeUndefined();
    expect(placementRefusal(state, { aragon: 2 }, 'valencia')?.code).toBe('placement/too-many');
  });
});

describe('home region advantages: scorings count the Grande', () => {
  /** Clears the board, then red and blue have 2 each in Aragón, where blue's Grande stands (the default homes). */
  const tiedInAragon = (board: GameState) =>
    run(board, clearBoardCommand(board), {
      type: 'table-correction',
      note: 'two each in Aragón',
      areas: { aragon: { red: 2, blue: 2 } },
    });

  it('a general scoring counts each Grande as one caballero of its owner, and does not without the variant', () => {
    let state = newGame({ modules: [...MODULE] });
    let base = newGame();
    for (let round = 0; round < 3; round += 1) {
      state = playRound(state);
      base = playRound(base);
    }
    expect(state.phase).toBe('general-scoring');
    const totals = scoreGeneral(tiedInAragon(state)).scorings.at(-1)?.totals;
    // Aragón (5/4/1): blue 3 with its Grande, first, 5 and the home bonus 2; red second, 4. Each other
    // Grande stands alone in its region and takes first place there with its home bonus: red in Galicia
    // (4/2/0) 4 + 2, yellow in Sevilla (4/3/1) 4 + 2, green in Valencia (5/3/2) 5 + 2.
    expect(totals).toEqual({ red: 10, blue: 7, yellow: 6, green: 7 });
    const without = scoreGeneral(tiedInAragon(base)).scorings.at(-1)?.totals;
    // Red and blue tie in Aragón and share its second place; no region has a first place alone.
    expect(without).toEqual({ red: 4, blue: 4, yellow: 0, green: 0 });
  });

  it('a special scoring counts them too', () => {
    const scored = (modules: readonly string[]) => {
      const state = tiedInAragon(moduleTurn({ modules: [...modules] as never, card: 'classic/score-5-regions' }));
      return run(state, special(state, { kind: 'apply' })).scorings.at(-1)?.totals;
    };
    // The 5-regions: Aragón as above (blue 5 + 2, red 4); green's Grande alone in Valencia, 5 + 2.
    expect(scored(MODULE)).toEqual({ red: 4, blue: 7, yellow: 0, green: 7 });
    expect(scored([])).toEqual({ red: 4, blue: 4, yellow: 0, green: 0 });
  });
});

describe('home region advantages: random games', () => {
  // playRandomGame throws on any command the engine refuses.
  it('the random player takes the extra one now and then, and every command it proposes is accepted', () => {
    let extra = 0;
    for (let seed = 1; seed <= 12 && extra === 0; seed += 1) {
      playRandomGame({ edition: 'bigbox', players: 3, seed, modules: ['home-advantage'] }, (before, command) => {
        if (before && command.type === 'place' && /more than the card's/.test(say(describeCommand(before, command))))
          extra += 1;
      });
    }
    expect(extra).toBeGreaterThan(0);
  });
});
