/**
 * The 1995 variant "Muslim Granada" played turn by turn (000, Variant Rules: Granada): closed to the
 * King, the Grandes and the court while Muslim, never scored, and taken at the end of a turn with 12
 * caballeros or more, when it is scored double at once.
 *
 * Note: the Church's black caballeros never enter a Muslim Granada, so they cannot help take it; once
 * the Church is playable, a test should show them counted among Granada's caballeros after its fall.
 */
import { describe, expect, it } from 'vitest';
import {
  type AreaId,
  actionGuide,
  applyCommand,
  type Command,
  chosenScoringAreas,
  describeCommand,
  drawSetup,
  explainScoring,
  fromCourtTargets,
  type GameState,
  granadaStatus,
  grandeTargets,
  legalKingMoves,
  legalPlacements,
  type ModuleOptions,
  placementRefusal,
  REGION_IDS,
  scoreHistory,
} from '../../../src/rules';
import type { EffectId } from '../../../src/rules/cards/effectIds';
import { refused, run } from '../../support/scenario';
import { say } from '../../support/speech';
import { cardWith, finishTurns, newGame, setupCommand, setupRefused, startRound } from '../flow/_tables';

const GRANADA = ['granada-1995'] as const;
type Pieces = Partial<Record<AreaId, Record<string, number>>>;

/** Red on turn in round 1 with a card of this effect taken; the King in Castilla la Nueva, next to Granada. */
function turnWith(effect: EffectId, pieces: Pieces = {}, moduleOptions: Partial<ModuleOptions> = {}): GameState {
  const card = cardWith('classic', effect);
  let state = newGame({ modules: [...GRANADA], moduleOptions });
  state = startRound(state, {}, card.stack === 5 ? {} : { [String(card.stack)]: card.id });
  if (Object.keys(pieces).length > 0)
    state = run(state, { type: 'table-correction', note: 'the scenario', areas: pieces });
  return run(state, { type: 'take-card', player: 'red', slot: String(card.stack) as '1' });
}

const special = (action: unknown): Command => ({ type: 'special', player: 'red', action: action as never });
const endTurn: Command = { type: 'end-turn', player: 'red' };

/** The same table with Granada already fallen (a correction puts 12 there; the end of the turn takes it). */
function afterFall(effect: EffectId): GameState {
  let state = newGame({ modules: [...GRANADA] });
  state = startRound(state);
  state = run(
    state,
    { type: 'table-correction', note: 'twelve in Granada', areas: { granada: { blue: 12 } } },
    { type: 'take-card', player: 'red', slot: '1' },
    endTurn,
  );
  expect(state.modules?.granada).toBe('conquered');
  // Blue 12, yellow and green have no Granada; the next round hands red a card of this effect.
  state = finishTurns(state);
  const card = cardWith('classic', effect);
  state = startRound(
    state,
    { red: 12, blue: 11, yellow: 9, green: 8 },
    card.stack === 5 ? {} : { [String(card.stack)]: card.id },
  );
  return run(state, { type: 'take-card', player: 'red', slot: String(card.stack) as '1' });
}

describe('Muslim Granada at setup', () => {
  it('starts Muslim; a base game keeps no module state', () => {
    expect(newGame({ modules: [...GRANADA] }).modules).toEqual({ granada: 'muslim' });
    expect(newGame().modules).toBeUndefined();
    expect(granadaStatus(newGame())).toBeUndefined();
  });

  it('refuses the King drawn as Granada and tells the table to draw again', () => {
    setupRefused({ ...setupCommand({ modules: [...GRANADA] }), king: 'granada' }, 'granada/muslim-king');
    const result = applyCommand(undefined, { ...setupCommand({ modules: [...GRANADA] }), king: 'granada' });
    expect(result.ok ? '' : say(result.error.message)).toBe(
      'Granada is Muslim at the start: the King cannot start there, so draw the King’s region card again',
    );
  });

  it('refuses a home region drawn as Granada', () => {
    const command = setupCommand({
      modules: [...GRANADA],
      homes: { red: 'galicia', blue: 'granada', yellow: 'sevilla', green: 'valencia' },
    });
    setupRefused(command, 'granada/muslim-home');
    // Without the variant the same draw is a legal opening.
    expect(applyCommand(undefined, { ...command, modules: [] }).ok).toBe(true);
  });

  it('plays with the Big Box, never with the 2023 edition', () => {
    expect(newGame({ edition: 'bigbox', modules: [...GRANADA] }).modules?.granada).toBe('muslim');
    setupRefused(setupCommand({ edition: '2023', modules: [...GRANADA] }), 'setup/module-edition');
  });

  it('plays the short game with it', () => {
    const state = newGame({ modules: [...GRANADA], length: 'short-fan' });
    expect(state.modules?.granada).toBe('muslim');
    expect(state.schedule).toHaveLength(6);
  });

  it('the seeded draw never draws Granada with the variant on, and draws as before without it', () => {
    const players = ['red', 'blue', 'yellow', 'green', 'black'];
    let granadaDrawn = 0;
    for (let seed = 0; seed < 200; seed += 1) {
      const base = drawSetup(seed, players);
      expect(drawSetup(seed, players, [])).toEqual(base);
      if ([base.king, ...Object.values(base.homes)].includes('granada')) granadaDrawn += 1;
      const drawn = drawSetup(seed, players, [...GRANADA]);
      const regions = [drawn.king, ...Object.values(drawn.homes)];
      expect(regions).not.toContain('granada');
      expect(new Set(regions).size).toBe(players.length + 1);
      expect(
        applyCommand(undefined, {
          ...setupCommand({ modules: [...GRANADA], players: players.slice(0, 4) }),
          ...drawn4(drawn),
        }).ok,
      ).toBe(true);
    }
    expect(granadaDrawn).toBeGreaterThan(0);
  });
});

/** The King and four homes of a five-player draw, for a four-player setup. */
const drawn4 = (drawn: ReturnType<typeof drawSetup>) => ({
  king: drawn.king,
  homes: Object.fromEntries(Object.entries(drawn.homes).slice(0, 4)),
});

describe('Muslim Granada takes no caballeros from a court', () => {
  it('refuses a placement into Granada though it borders the King, and accepts one next door', () => {
    const state = turnWith('move-4-any');
    expect(legalPlacements(state)).not.toContain('granada');
    expect(legalPlacements(state)).toContain('sevilla');
    const error = refused(state, { type: 'place', player: 'red', areas: { granada: 1 } }, 'granada/muslim-court');
    expect(error.ruleRef).toEqual({ source: '000', section: 'Variant Rules: Granada' });
    refused(state, { type: 'place', player: 'red', areas: { sevilla: 1, granada: 1 } }, 'granada/muslim-court');
    const placed = run(state, { type: 'place', player: 'red', areas: { sevilla: 1 } });
    expect(placed.areas.sevilla.red).toBe(1);
  });

  it('gives the map the same reason for a tap on Granada while placing', () => {
    const state = turnWith('move-4-any');
    expect(placementRefusal(state, {}, 'granada')?.code).toBe('granada/muslim-court');
    expect(placementRefusal(state, {}, 'sevilla')).toBeUndefined();
  });

  it('refuses two more from court into Granada, and leaves it out of the choices', () => {
    const state = turnWith('two-more-from-court');
    expect(actionGuide(state)?.choices[0]).toMatchObject({ kind: 'from-court' });
    const guide = actionGuide(state)?.choices[0];
    expect(guide?.kind === 'from-court' ? guide.areas : []).not.toContain('granada');
    expect(fromCourtTargets(state, 'red')).not.toContain('granada');
    expect(fromCourtTargets(state, 'red')).toContain('galicia');
    refused(state, special({ kind: 'from-court', areas: { granada: 2 } }), 'granada/muslim-court');
    expect(run(state, special({ kind: 'from-court', areas: { galicia: 2 } })).areas.galicia.red).toBe(4);
  });

  it('lets a special action move caballeros into Granada', () => {
    const state = turnWith('move-4-any');
    const moved = run(
      state,
      special({ kind: 'moves', moves: [{ owner: 'red', from: 'galicia', to: 'granada', count: 2 }] }),
    );
    expect(moved.areas.granada.red).toBe(2);
  });

  it('takes caballeros from a court once it has fallen', () => {
    const state = afterFall('two-more-from-court');
    expect(fromCourtTargets(state, 'red')).toContain('granada');
    expect(run(state, special({ kind: 'from-court', areas: { granada: 2 } })).areas.granada.red).toBe(2);
  });
});

describe('Muslim Granada takes neither the King nor a Grande', () => {
  it("refuses the King's card to Granada and leaves it out of the King's moves", () => {
    const state = turnWith('kings-card');
    expect(legalKingMoves(state, 'kings-card')).not.toContain('granada');
    expect(legalKingMoves(state, 'kings-card')).toHaveLength(REGION_IDS.length - 1);
    const error = refused(state, special({ kind: 'king', to: 'granada' }), 'granada/muslim-royalty');
    expect(say(error.message)).toBe('Granada is still Muslim: the King may not go there until 12 caballeros take it');
    expect(run(state, special({ kind: 'king', to: 'sevilla' })).king).toBe('sevilla');
  });

  it('refuses the royal adviser moving the King next door into Granada', () => {
    const state = turnWith('royal-adviser');
    expect(legalKingMoves(state, 'royal-adviser')).not.toContain('granada');
    refused(state, special({ kind: 'king', to: 'granada' }), 'granada/muslim-royalty');
    expect(run(state, special({ kind: 'king', to: 'valencia' })).king).toBe('valencia');
  });

  it('refuses a Grande moving to Granada and leaves it out of the Grande’s targets', () => {
    const state = turnWith('grande');
    expect(grandeTargets(state, 'red')).not.toContain('granada');
    const error = refused(state, special({ kind: 'grande', to: 'granada' }), 'granada/muslim-royalty');
    expect(say(error.message)).toBe(
      "Granada is still Muslim: Red's Grande may not go there until 12 caballeros take it",
    );
    expect(run(state, special({ kind: 'grande', to: 'cataluna' })).grandes.red).toBe('cataluna');
  });

  it('takes the King and a Grande once it has fallen', () => {
    expect(run(afterFall('kings-card'), special({ kind: 'king', to: 'granada' })).king).toBe('granada');
    const grande = afterFall('grande');
    expect(grandeTargets(grande, 'red')).toContain('granada');
    expect(run(grande, special({ kind: 'grande', to: 'granada' })).grandes.red).toBe('granada');
  });
});

describe('Muslim Granada is never scored', () => {
  it('refuses it as the chosen area to score and leaves it out of the choices', () => {
    const state = turnWith('score-chosen-area', { granada: { red: 5 } });
    expect(chosenScoringAreas(state)).not.toContain('granada');
    expect(chosenScoringAreas(state)).toContain('castillo');
    refused(state, special({ kind: 'score-area', area: 'granada' }), 'scoring/area-never-scored');
    const fallen = afterFall('score-chosen-area');
    expect(chosenScoringAreas(fallen)).toContain('granada');
    expect(run(fallen, special({ kind: 'score-area', area: 'granada' })).scores.blue).toBe(12 + 6);
  });

  it('a region picked by one disk only is not scored when it is a Muslim Granada', () => {
    const state = turnWith('score-unique-choices', { granada: { red: 3 }, galicia: { blue: 1 } });
    const disks = { red: 'granada', blue: 'galicia', yellow: 'galicia', green: 'sevilla' };
    const scored = run(state, special({ kind: 'disks', disks }));
    expect(scored.scores.red).toBe(0);
    expect(scored.scorings[0]?.request).toEqual({ kind: 'unique-choices', choices: disks });
    expect(explainScoring(state, scored.scorings[0]!).skipped).toEqual([{ area: 'granada', reason: 'muslim' }]);
  });

  it('the 6 and 7 regions card scores Castilla la Vieja but not Granada', () => {
    const state = turnWith('score-6-7-regions', { granada: { red: 5 }, 'castilla-la-vieja': { blue: 1 } });
    const scored = run(state, special({ kind: 'apply' }));
    expect(scored.scores).toEqual({ red: 0, blue: 6, yellow: 0, green: 0 });
  });

  it('in a most scoring it qualifies but scores nothing, or is left out, as the reading says', () => {
    // Granada 6; Galicia 2 + 3 the most besides it.
    const pieces = { granada: { yellow: 6 }, galicia: { red: 2, blue: 3 } };
    const literal = run(turnWith('score-most', pieces), special({ kind: 'apply' }));
    expect(literal.scores).toEqual({ red: 0, blue: 0, yellow: 0, green: 0 });
    const excluded = run(turnWith('score-most', pieces, { granadaExtremes: 'excluded' }), special({ kind: 'apply' }));
    // Galicia 4/2/0: blue first, red second (no home bonus without first place).
    expect(excluded.scores).toEqual({ red: 2, blue: 4, yellow: 0, green: 0 });
  });
});

describe('the fall of Granada at the end of a turn', () => {
  it('at 11 caballeros it stays Muslim and nothing is scored', () => {
    const state = run(turnWith('move-4-any', { granada: { red: 6, blue: 5 } }), endTurn);
    expect(state.modules?.granada).toBe('muslim');
    expect(state.scorings).toEqual([]);
    expect(granadaStatus(state)).toMatchObject({ granada: 'muslim', caballeros: 11, fallsAtTurnEnd: false });
  });

  it('at 12 it falls and is scored double: 12, 6 and 2', () => {
    const before = turnWith('move-4-any', { granada: { red: 6, blue: 4, yellow: 2 } });
    expect(granadaStatus(before)).toMatchObject({ caballeros: 12, fallsAtTurnEnd: true });
    const after = run(before, endTurn);
    expect(after.modules?.granada).toBe('conquered');
    expect(after.scores).toEqual({ red: 12, blue: 6, yellow: 2, green: 0 });
    expect(after.scorings).toEqual([
      {
        round: 1,
        cause: 'conquest',
        by: undefined,
        request: { kind: 'granada-conquest' },
        totals: { red: 12, blue: 6, yellow: 2, green: 0 },
      },
    ]);
    const explained = explainScoring(before, after.scorings[0]!);
    expect(explained.areas[0]).toMatchObject({ area: 'granada', multiplier: 2, values: [12, 6, 2] });
    expect(scoreHistory(after).lines.find((l) => l.player === 'red')?.points).toEqual([0, 12]);
    expect(say(describeCommand(before, endTurn))).toBe(
      'Red ended their turn. Granada fell to 12 caballeros and was scored double: Red +12, Blue +6, Yellow +2',
    );
    expect(granadaStatus(after)).toMatchObject({
      granada: 'conquered',
      fell: { round: 1, totals: { red: 12, blue: 6, yellow: 2, green: 0 } },
    });
    expect(say(granadaStatus(after)?.words ?? '')).toContain('fallen in round 1');
  });

  it('falls when a special action’s move brings it to 12, at the end of that turn and not before', () => {
    const state = turnWith('move-4-any', { granada: { blue: 7, yellow: 3 } });
    const moved = run(
      state,
      special({ kind: 'moves', moves: [{ owner: 'red', from: 'galicia', to: 'granada', count: 2 }] }),
    );
    expect(moved.modules?.granada).toBe('muslim');
    const ended = run(moved, endTurn);
    expect(ended.scores).toEqual({ red: 2, blue: 12, yellow: 6, green: 0 });
    expect(say(describeCommand(state, endTurn))).toBe('Red ended their turn');
  });

  it('is ordinary after its fall: scored once more in a general scoring, never again double', () => {
    let state = run(turnWith('move-4-any', { granada: { red: 6, blue: 4, yellow: 2 } }), endTurn);
    state = finishTurns(state);
    for (const round of [2, 3]) {
      expect(state.round).toBe(round);
      state = finishTurns(startRound(state));
    }
    expect(state.phase).toBe('general-scoring');
    const scored = run(state, { type: 'general-scoring', disks: {} });
    const general = explainScoring(state, scored.scorings.at(-1)!);
    expect(general.areas.find((a) => a.area === 'granada')).toMatchObject({
      multiplier: 1,
      points: { red: 6, blue: 3 },
    });
    expect(scored.scorings.filter((s) => s.cause === 'conquest')).toHaveLength(1);
  });

  it('reaching 12 in the last turn of a scoring round, it falls before that round’s general scoring', () => {
    let state = newGame({ modules: [...GRANADA] });
    state = finishTurns(startRound(state));
    state = finishTurns(startRound(state));
    state = startRound(state);
    while (state.turnIndex < state.turnOrder.length - 1) {
      const player = state.turn!.player;
      const slot = state.offer.find((s) => s.card !== null)!.slot;
      state = run(state, { type: 'take-card', player, slot }, { type: 'end-turn', player });
    }
    const last = state.turn!.player;
    state = run(
      state,
      { type: 'table-correction', note: 'twelve in Granada', areas: { granada: { green: 12 } } },
      { type: 'take-card', player: last, slot: state.offer.find((s) => s.card !== null)!.slot },
      { type: 'end-turn', player: last },
    );
    expect(state.phase).toBe('general-scoring');
    expect(state.modules?.granada).toBe('conquered');
    expect(state.scorings.map((s) => [s.round, s.cause])).toEqual([[3, 'conquest']]);
    const scored = run(state, { type: 'general-scoring', disks: {} });
    const general = explainScoring(state, scored.scorings.at(-1)!);
    expect(general.skipped).toEqual([]);
    expect(general.areas.find((a) => a.area === 'granada')?.points.green).toBe(6);
  });
});

describe('a general scoring whose Castillo caballeros take Granada to 12 (granadaConquest)', () => {
  /** Round 3's general scoring about to be run: 10 in Granada, red's 2 in the Castillo. */
  function atScoring(options: Partial<ModuleOptions>): GameState {
    let state = newGame({ modules: [...GRANADA], moduleOptions: options });
    for (let round = 1; round <= 3; round += 1) state = finishTurns(startRound(state));
    return run(state, {
      type: 'table-correction',
      note: 'the scenario',
      areas: { granada: { blue: 6, yellow: 4 }, castillo: { red: 2 } },
    });
  }

  it('end of the next player turn (the default): Muslim through the scoring, falls when the next turn ends', () => {
    const state = atScoring({});
    const scored = run(state, { type: 'general-scoring', disks: { red: 'granada' } });
    expect(scored.modules?.granada).toBe('muslim');
    expect(explainScoring(state, scored.scorings.at(-1)!).skipped).toEqual([{ area: 'granada', reason: 'muslim' }]);
    expect(granadaStatus(scored)?.fallsAtTurnEnd).toBe(true);
    let next = startRound(scored);
    const player = next.turn!.player;
    const before = run(next, { type: 'take-card', player, slot: next.offer.find((s) => s.card !== null)!.slot });
    next = run(before, { type: 'end-turn', player });
    expect(next.modules?.granada).toBe('conquered');
    expect(next.scorings.at(-1)).toMatchObject({
      round: 4,
      cause: 'conquest',
      totals: { blue: 12, yellow: 6, red: 2 },
    });
  });

  it('immediately: it falls inside the scoring, scored double then again in its place, and no turn scores it again', () => {
    const state = atScoring({ granadaConquest: 'immediately' });
    const scored = run(state, { type: 'general-scoring', disks: { red: 'granada' } });
    expect(scored.modules?.granada).toBe('conquered');
    const granada = explainScoring(state, scored.scorings.at(-1)!).areas.filter((a) => a.area === 'granada');
    expect(granada.map((a) => [a.multiplier, a.points.blue])).toEqual([
      [2, 12],
      [1, 6],
    ]);
    expect(say(describeCommand(state, { type: 'general-scoring', disks: { red: 'granada' } }))).toContain(
      'Granada fell and was scored double',
    );
    const next = finishTurns(startRound(scored));
    expect(next.scorings.filter((s) => s.cause === 'conquest')).toEqual([]);
  });

  it('below 12 after the Castillo empties, it stays Muslim under either reading', () => {
    for (const granadaConquest of ['end-of-player-turn', 'immediately'] as const) {
      const state = run(atScoring({ granadaConquest }), {
        type: 'table-correction',
        note: 'one fewer',
        areas: { granada: { blue: 5 } },
      });
      const scored = run(state, { type: 'general-scoring', disks: { red: 'granada' } });
      expect(scored.modules?.granada).toBe('muslim');
      expect(granadaStatus(scored)?.fallsAtTurnEnd).toBe(false);
    }
  });
});
