/**
 * France (1995 variant; 000, "Variant Rules: France", lines 451-463; digest section 1.2) turn by turn:
 * three spaces, the Ambassador's (+2) and the Envoy's (+1); no King or Grande; never a disk's region;
 * closed to the Church. Where France lies is a reading (`franceAccess`): beside Aragón and Cataluña, as
 * the expansion's map draws it (002, "France"), or beside nothing. Readings: docs/game-record.md, "Modules".
 * Tables: fixed, no seed: four players (red, blue, yellow, green), homes Galicia, Aragón, Sevilla,
 * Valencia; the board set by a table correction.
 */
import { describe, expect, it } from 'vitest';
import { summarizeGame } from '../../../src/record/summarizeGame';
import {
  actionGuide,
  applyCommand,
  type Command,
  describeCommand,
  franceStatus,
  type GameState,
  legalPlacements,
  type Move,
  movesLeft,
  replay,
} from '../../../src/rules';
import { franceOptions } from '../../support/fitFrance';
import { invariantProblems } from '../../support/invariants';
import { refused, run, special } from '../../support/scenario';
import { german, say, spanish } from '../../support/speech';
import { newGame, setupCommand, setupRefused } from '../flow/_tables';
import { type ModuleTurn, moduleTurn } from './_moduleTurn';

const FRANCE = ['france-1995'] as const;
const RULE = { source: '000', section: 'Variant Rules: France' };

const turn = (table: Partial<ModuleTurn> & { card: string }): GameState =>
  moduleTurn({ modules: [...FRANCE], ...table, card: `classic/${table.card}` });
const place = (_state: GameState, areas: Record<string, number>, spaces?: object): Command =>
  ({ type: 'place', player: 'red', areas, ...(spaces ? { spaces } : {}) }) as Command;
const moves = (state: GameState, list: Move[], spaces?: object): Command => ({
  ...special(state, { kind: 'moves', moves: list }),
  ...(spaces ? { spaces } : {}),
});
const move = (owner: string, from: Move['from'], to: Move['to'], count = 1): Move => ({ owner, from, to, count });
const roles = (state: GameState) => state.modules?.roles;

describe('France at setup', () => {
  it('puts an empty France on the table with the values the table entered, both bonus spaces free', () => {
    const state = newGame({ modules: [...FRANCE], franceValues: [3, 2, 0] });
    expect(state.areas.france).toEqual({});
    expect(state.modules?.printedValues).toEqual({ france: [3, 2, 0] });
    expect(roles(state)).toEqual({});
    expect(summarizeGame(state).areas).toHaveProperty('france', {});
    expect(invariantProblems(state)).toEqual([]);
  });

  it('leaves a game without the variant as it always was: no France among its areas', () => {
    const state = newGame();
    expect(state.areas).not.toHaveProperty('france');
    expect(summarizeGame(state).areas).not.toHaveProperty('france');
  });

  it('refuses France without its values, with values that rise, or out of range', () => {
    const { printedValues: _, ...without } = setupCommand({ modules: [...FRANCE] });
    setupRefused(without, 'setup/france-values');
    setupRefused(setupCommand({ modules: [...FRANCE], franceValues: [2, 3, 1] }), 'setup/france-values');
    setupRefused(setupCommand({ modules: [...FRANCE], franceValues: [21, 2, 1] }), 'setup/france-values');
    setupRefused(setupCommand({ modules: [...FRANCE], franceValues: [3, 2] }), 'setup/france-values');
  });

  it('refuses values for another module’s area beside France’s', () => {
    const setup = setupCommand({ modules: [...FRANCE], franceValues: [3, 2, 1] });
    const withShip = { ...setup, printedValues: { ...setup.printedValues, ship: [1, 0, 0] } };
    setupRefused(withShip, 'setup/printed-values-area');
  });

  it('refuses France’s values in a game without the variant', () => {
    setupRefused({ ...setupCommand(), printedValues: { france: [3, 2, 1] } }, 'setup/module-field-not-in-play');
  });
});

describe('placing in France', () => {
  it('borders Aragón and Cataluña by default: the court may place there when the King stands in either', () => {
    const state = turn({ card: 'grande', king: 'aragon', homes: HOMES });
    expect(legalPlacements(state)).toContain('france');
    const after = run(state, place(state, { france: 1 }));
    expect(after.areas.france?.red).toBe(1);
    expect(roles(after)).toEqual({ ambassador: 'red' });
    expect(invariantProblems(after)).toEqual([]);
  });

  it('is not next to the King elsewhere, and refuses the placement naming why', () => {
    const state = turn({ card: 'move-4-own' });
    expect(legalPlacements(state)).not.toContain('france');
    refused(state, place(state, { france: 1 }), 'placement/not-next-to-king');
  });

  it('borders nothing under the "special actions only" reading', () => {
    const state = turn({
      card: 'move-4-own',
      king: 'aragon',
      homes: HOMES,
      moduleOptions: { franceAccess: 'special-actions-only' },
    });
    expect(legalPlacements(state)).not.toContain('france');
    refused(state, place(state, { france: 1 }), 'placement/not-next-to-king');
  });

  it('fills the bonus spaces first unless the placement names them, and the third space is plain', () => {
    const state = turn({ card: 'grande', king: 'cataluna', homes: HOMES });
    const two = run(state, place(state, { france: 2 }));
    expect(roles(two)).toEqual({ ambassador: 'red', envoy: 'red' });
    const chosen = run(state, place(state, { france: 1 }, { ambassador: null, envoy: 'red' }));
    expect(roles(chosen)).toEqual({ envoy: 'red' });
  });

  it('refuses a fourth caballero: France has three spaces, and nothing changes', () => {
    const state = turn({ card: 'grande', king: 'aragon', homes: HOMES, pieces: { france: { blue: 2 } } });
    refused(state, place(state, { france: 2 }), 'france/full');
    const full = turn({ card: 'grande', king: 'aragon', homes: HOMES, pieces: { france: { blue: 3 } } });
    expect(legalPlacements(full)).not.toContain('france');
    const error = refused(full, place(full, { france: 1 }), 'france/full');
    expect(error.ruleRef).toEqual(RULE);
  });

  it('refuses spaces that cannot be: two plain caballeros, or a space for someone who did not arrive', () => {
    const state = turn({ card: 'grande', king: 'aragon', homes: HOMES });
    refused(state, place(state, { france: 2 }, { ambassador: null, envoy: null }), 'spaces/seating');
    refused(state, place(state, { france: 1 }, { ambassador: 'blue' }), 'spaces/seating');
  });

  it('refuses France’s spaces named in a game without France', () => {
    const state = moduleTurn({ modules: ['home-advantage'], card: 'classic/move-4-own' });
    refused(state, place(state, { castillo: 1 }, { ambassador: 'red' }), 'input/module-field-not-in-play');
    refused(state, place(state, { france: 1 }), 'input/area-not-in-play');
  });
});

/** Homes away from Aragón and Cataluña, so the King may start in either. */
const HOMES = { red: 'galicia', blue: 'sevilla', yellow: 'valencia', green: 'granada' } as const;

describe('moving into and out of France', () => {
  const PIECES = {
    galicia: { red: 3, blue: 0, yellow: 0, green: 0 },
    france: { blue: 2 },
  };

  it('takes caballeros from any region by a special action, up to its three spaces', () => {
    const state = turn({ card: 'move-4-any', pieces: { galicia: { red: 3 } } });
    const guide = actionGuide(state)?.choices.find((c) => c.kind === 'moves');
    expect(guide && 'sources' in guide ? guide.sources[0]?.targets : []).toContain('france');
    const after = run(state, moves(state, [move('red', 'galicia', 'france', 2)]));
    expect(after.areas.france?.red).toBe(2);
    expect(roles(after)).toEqual({ ambassador: 'red', envoy: 'red' });
    refused(
      state,
      moves(state, [move('red', 'galicia', 'france', 3), move('red', 'galicia', 'aragon')]),
      'intrigue/not-enough',
    );
  });

  it('refuses moves that would put a fourth caballero in France', () => {
    const state = turn({ card: 'move-4-any', pieces: PIECES });
    refused(state, moves(state, [move('red', 'galicia', 'france', 2)]), 'france/full');
  });

  it('lets the mover say which of a colour’s caballeros leaves: the Ambassador’s space frees for an arrival', () => {
    let state = turn({ card: 'move-4-any', pieces: { galicia: { red: 3 } } });
    // Blue holds the Ambassador's space and the plain one, as the correction names them.
    state = run(state, {
      type: 'table-correction',
      note: 'blue in France',
      areas: { france: { blue: 2 } },
      spaces: { ambassador: 'blue', envoy: null },
    });
    expect(roles(state)).toEqual({ ambassador: 'blue' });
    const kept = run(state, moves(state, [move('blue', 'france', 'sevilla')]));
    expect(roles(kept)).toEqual({ ambassador: 'blue' });
    const swapped = run(
      state,
      moves(state, [move('blue', 'france', 'sevilla'), move('red', 'galicia', 'france')], { ambassador: 'red' }),
    );
    expect(roles(swapped)).toEqual({ ambassador: 'red' });
    expect(swapped.areas.france).toMatchObject({ blue: 1, red: 1 });
    refused(state, moves(state, [move('red', 'galicia', 'france')], { ambassador: 'red' }), 'spaces/seating');
  });

  it('counts France as a neighbour of Aragón and Cataluña under moving restrictions, and far from Galicia', () => {
    const state = moduleTurn({
      modules: ['moving-restrictions', 'france-1995'],
      card: 'classic/move-4-any',
      pieces: { galicia: { red: 3 }, aragon: { red: 3 } },
    });
    const near = run(state, moves(state, [move('red', 'aragon', 'france', 3), move('red', 'galicia', 'pais-vasco')]));
    expect(near.areas.france?.red).toBe(3);
    refused(
      state,
      moves(state, [move('red', 'galicia', 'france', 3), move('red', 'aragon', 'cataluna')]),
      'moves/farther-too-many',
    );
  });

  it('never takes the Church’s black caballeros', () => {
    const state = moduleTurn({
      modules: ['france-1995', 'church'],
      card: 'classic/move-4-any',
      pieces: { galicia: { red: 3 } },
    });
    const from = state.setup.modules.includes('church') ? 'pais-vasco' : 'galicia';
    refused(state, moves(state, [move('church', from, 'france')]), 'church/closed-area');
  });
});

describe('France in the scorings', () => {
  it('scores its entered values and pays the Ambassador 2 and the Envoy 1 (000:461)', () => {
    const state = turn({ card: 'score-chosen-area-2', pieces: { france: { red: 2, blue: 1 } } });
    expect(roles(state)).toEqual({ ambassador: 'red', envoy: 'red' });
    const after = run(state, special(state, { kind: 'score-area', area: 'france' }));
    const gained = (id: string) => (after.scores[id] ?? 0) - (state.scores[id] ?? 0);
    // Red is first (3) and stands on both bonus spaces (+2, +1); blue is second (2).
    expect(gained('red')).toBe(6);
    expect(gained('blue')).toBe(2);
  });

  it('pays the Envoy’s owner whatever their place', () => {
    const state = turn({ card: 'score-chosen-area-2', pieces: { france: { red: 2, blue: 1 } } });
    // The table sees Blue on the Envoy's space: a correction reseats France, its counts as they are.
    const again = run(state, {
      type: 'table-correction',
      note: 'blue took the Envoy’s space',
      areas: { france: { red: 2, blue: 1 } },
      spaces: { ambassador: 'red', envoy: 'blue' },
    });
    const after = run(again, special(again, { kind: 'score-area', area: 'france' }));
    expect((after.scores.red ?? 0) - (again.scores.red ?? 0)).toBe(5);
    expect((after.scores.blue ?? 0) - (again.scores.blue ?? 0)).toBe(3);
  });

  it('says France and its values in the setup’s history line, and replays to the same table', () => {
    const setup = setupCommand({ modules: [...FRANCE] });
    expect(say(describeCommand(undefined, setup))).toMatch(/France's values 3, 2, 1$/);
    expect(replay([setup]).state).toEqual(newGame({ modules: [...FRANCE] }));
  });
});

describe('France on the game screen', () => {
  it('offers every way the bonus spaces may end, the default first, only when there is a choice', () => {
    const state = turn({ card: 'grande', king: 'aragon', homes: HOMES });
    const options = franceOptions(state, { type: 'place', player: 'red', areas: { france: 1 } });
    expect(options.map((o) => say(o.words))).toEqual([
      'Red on the Ambassador’s space (+2), the Envoy’s space (+1) free',
      'the Ambassador’s space (+2) free, the Envoy’s space (+1) free, Red on the plain space',
      'the Ambassador’s space (+2) free, Red on the Envoy’s space (+1)',
    ]);
    expect(german.say(options[1]?.words ?? '')).toBe(
      'Botschafterfeld (+2) frei, Gesandtenfeld (+1) frei, Red auf dem einfachen Feld',
    );
    expect(options[0]?.isDefault).toBe(true);
    for (const option of options.slice(1))
      expect(
        applyCommand(state, { type: 'place', player: 'red', areas: { france: 1 }, spaces: option.spaces }).ok,
      ).toBe(true);
    expect(franceOptions(state, { type: 'place', player: 'red', areas: { castillo: 1 } })).toEqual([]);
    expect(franceOptions(state, { type: 'place', player: 'red', areas: { france: 9 } })).toEqual([]);
  });

  it('says how full France is, who stands on its spaces and where it lies', () => {
    const state = turn({ card: 'grande', pieces: { france: { blue: 1 } } });
    expect(say(franceStatus(state)?.words ?? '')).toBe(
      'France holds 1 caballero on its 3 spaces (Blue on the Ambassador’s space (+2), the Envoy’s space (+1) free); it borders Aragón (Aragon) and Cataluña (Catalonia)',
    );
    expect(franceStatus(moduleTurn({ modules: ['church'], card: 'classic/grande' }))).toBeUndefined();
  });
});

describe('France in the history', () => {
  it('says who stands on France’s bonus spaces when a command changes it', () => {
    const state = turn({ card: 'grande', king: 'aragon', homes: HOMES });
    expect(say(describeCommand(state, place(state, { france: 1 }, { ambassador: null, envoy: 'red' })))).toBe(
      'Red placed 1 in France; France: the Ambassador’s space (+2) free, Red on the Envoy’s space (+1)',
    );
    expect(say(describeCommand(state, place(state, { castillo: 1 })))).not.toMatch(/France/);
  });
});

describe('France: what a review of the tables found', () => {
  it('lets a correction reseat France with its counts unchanged, and offers that choice', () => {
    const state = turn({ card: 'grande', pieces: { france: { red: 1, blue: 1 } } });
    expect(roles(state)).toEqual({ ambassador: 'red', envoy: 'blue' });
    const correction = {
      type: 'table-correction' as const,
      note: 'the other way round',
      areas: { france: { red: 1, blue: 1 } },
    };
    const after = run(state, { ...correction, spaces: { ambassador: 'blue', envoy: 'red' } });
    expect(roles(after)).toEqual({ ambassador: 'blue', envoy: 'red' });
    expect(franceOptions(state, correction).map((o) => say(o.words))).toContain(
      'Blue on the Ambassador’s space (+2), Red on the Envoy’s space (+1)',
    );
    refused(state, { ...correction, spaces: { ambassador: 'yellow' } }, 'spaces/seating');
  });

  it('takes an arrival into a full France when the same card moves one out', () => {
    const state = turn({ card: 'move-4-any', pieces: { galicia: { red: 2 }, france: { blue: 3 } } });
    const swap = moves(state, [move('blue', 'france', 'sevilla'), move('red', 'galicia', 'france')]);
    expect(run(state, swap).areas.france).toMatchObject({ blue: 2, red: 1 });
    refused(state, moves(state, [move('red', 'galicia', 'france')]), 'france/full');
    // The guide offers France while this card may still move someone out of it; a card moving only red's may not.
    const targets = (table: GameState, entered: Move[]) => {
      const guide = actionGuide(table)?.choices.find((c) => c.kind === 'moves');
      if (guide?.kind !== 'moves') throw new Error('no moves guide');
      return movesLeft(guide, 'red', entered).sources.find((s) => s.region === 'galicia')?.targets ?? [];
    };
    expect(targets(state, [])).toContain('france');
    expect(targets(state, [move('blue', 'france', 'sevilla')])).toContain('france');
    const own = turn({ card: 'move-4-own', pieces: { galicia: { red: 2 }, france: { blue: 3 } } });
    expect(targets(own, [])).not.toContain('france');
  });

  it('names France among the areas a fixed special scoring would score', () => {
    const state = turn({ card: 'score-fewest', pieces: { france: { blue: 1 } } });
    const guide = actionGuide(state)?.choices.find((c) => c.kind === 'apply');
    expect(guide?.kind === 'apply' ? guide.scores : []).toContain('france');
  });

  it('refuses the King, a Grande and a secret disk in France in the variant’s own words', () => {
    const king = turn({ card: 'royal-adviser', king: 'aragon', homes: HOMES });
    const error = refused(king, special(king, { kind: 'king', to: 'france' }), 'france/no-king');
    expect(say(error.message)).toMatch(/^The King: the King may not stand in France/);
    expect(german.say(error.message)).toBe(
      'Der König: der König darf mit der Frankreich-Variante von 1995 nicht in Frankreich stehen (Regeln von 1995, „Variantenregeln: Frankreich“)',
    );
    expect(spanish.say(error.message)).toMatch(
      /^El Rey: el Rey no puede estar en Francia .*\(Reglas de 1995, «Reglas de variantes: Francia»\)$/,
    );
    const grande = turn({ card: 'grande' });
    refused(grande, special(grande, { kind: 'grande', to: 'france' }), 'france/no-grande');
    const disks = turn({ card: 'disk-return-2', pieces: { galicia: { blue: 2 }, france: { blue: 2 } } });
    const disk = refused(disks, special(disks, { kind: 'disks', disks: { blue: 'france' } }), 'france/no-disk');
    expect(say(disk.message)).toMatch(/no secret disk names France/);
    expect(german.say(disk.message)).toBe(
      'Die Geheimscheibe von Blue: keine Geheimscheibe nennt Frankreich (Regeln von 1995, „Variantenregeln: Frankreich“)',
    );
  });
});
