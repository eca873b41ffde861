/**
 * Format-2 snapshots converted for the engine and printed as `el-grande-scoring/2`: the rulebook's own
 * examples, one board per module worked out by hand (the comments show the arithmetic), and the result's
 * fields and their order as the contract prints them.
 */

import { describe, expect, it } from 'vitest';
import { scoreBoard } from '../../src/rules';
import { parseSnapshot } from '../../src/snapshot/parseSnapshot';
import { toResultJson } from '../../src/snapshot/toResultJson';
import { toScoringInput } from '../../src/snapshot/toScoringInput';
import {
  changed,
  colonies,
  FORMAT_2,
  grandissimo,
  intrigue,
  type Loose,
  regency,
  variants1995,
} from '../support/snapshots2';
import { english } from '../support/speech';

function inputOf(snapshot: Loose) {
  const parsed = parseSnapshot(snapshot);
  if (!parsed.ok) throw new Error(`expected the snapshot to be accepted, got ${parsed.error.message}`);
  return { parsed: parsed.value, ...toScoringInput(parsed.value) };
}

/** The printed result of a format-2 snapshot, as JSON text would give it back. */
function resultOf(snapshot: Loose, explain = false): Loose {
  const { parsed, board, request, rules } = inputOf(snapshot);
  const printed = toResultJson(scoreBoard(board, request, rules), {
    explain: explain ? english : undefined,
    snapshotFormat: parsed.format,
  });
  return JSON.parse(JSON.stringify(printed));
}

const areaOf = (result: Loose, area: string) => result.areas.find((a: Loose) => a.area === area);

describe('the rulebook examples', () => {
  it('France (002:1229-1232): one player on both bonus spaces scores 3 + 2 + 1, printed as the contract shows', () => {
    const result = resultOf({
      format: FORMAT_2,
      edition: 'classic',
      modules: ['grand-inquisitor-colonies'],
      players: ['red', 'blue', 'yellow', 'green'],
      king: 'aragon',
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      pieces: { france: { red: 2 } },
      roles: { ambassador: 'red', envoy: 'red' },
      score: { kind: 'area', area: 'france' },
    });
    expect(result).toEqual({
      format: 'el-grande-scoring/2',
      areas: [
        {
          area: 'france',
          points: { red: 6 },
          base: { red: 3 },
          king: {},
          home: {},
          extras: { ambassador: { red: 2 }, envoy: { red: 1 } },
          ranks: { red: 1 },
          counted: { red: 2 },
          values: [3, 2, 1],
          multiplier: 1,
        },
      ],
      skipped: [],
      options: {
        tie: 'official',
        inquisitor: 'holder-else-invisible',
        limitOverflow: 'all-off',
        regionTotals: 'all-present',
        shipHomeBonus: 'none',
      },
      grandesMoved: {},
      castilloKept: false,
      totals: { red: 6, blue: 0, yellow: 0, green: 0 },
    });
    expect(Object.keys(result)).toEqual([
      'format',
      'areas',
      'skipped',
      'options',
      'grandesMoved',
      'castilloKept',
      'totals',
    ]);
    expect(Object.keys(result.areas[0])).toEqual([
      'area',
      'points',
      'base',
      'king',
      'home',
      'extras',
      'ranks',
      'counted',
      'values',
      'multiplier',
    ]);
  });

  it('Valencia (002:1198-1201): the unheld Grand Inquisitor takes second place and its 3 points are lost', () => {
    const result = resultOf({
      format: FORMAT_2,
      edition: 'classic',
      modules: ['grand-inquisitor-colonies'],
      players: ['red', 'blue', 'yellow', 'green', 'white'],
      king: 'aragon',
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      pieces: { valencia: { red: 3, inquisitor: 2, green: 1 } },
      inquisitor: { holder: null },
      score: { kind: 'area', area: 'valencia' },
    });
    expect(areaOf(result, 'valencia')).toMatchObject({
      points: { red: 5, green: 2 },
      ranks: { red: 1, inquisitor: 2, green: 3 },
      counted: { red: 3, inquisitor: 2, green: 1 },
      values: [5, 3, 2],
    });
    expect(result.totals).toEqual({ red: 5, blue: 0, yellow: 0, green: 2, white: 0 });
  });
});

describe('a general scoring with the colonies', () => {
  // Castillo: green 3 → 5; green's 3 go to Valencia, whose Limit table has 2 free spaces and nobody holds
  // the Grand Inquisitor: all 3 stand off it. Galicia: red 3 + home 2 = 6 (the unheld black pair takes rank 2,
  // its 2 lost). Valencia (on the table: red 4, blue 4): a tie for first takes rank 2 → 3 each. France 3/2/1:
  // red 3 + 2 (Ambassador), blue 2 + 1 (Envoy). Ship under the 8-4-0: the Captain, yellow, 8. America 4/2/1:
  // the Viceroy (green) left out → blue 2 alone: 4 + home 2; green +5. Red 6 + 3 + 5, blue 3 + 3 + 6, green 5 + 5.
  it('scores as worked out by hand and prints the Limit table after the arrivals', () => {
    const result = resultOf(colonies());
    expect(result.totals).toEqual({ red: 14, blue: 12, yellow: 8, green: 10 });
    expect(result.areas.map((a: Loose) => a.area)).toEqual([
      'castillo',
      'galicia',
      'pais-vasco',
      'aragon',
      'cataluna',
      'castilla-la-vieja',
      'castilla-la-nueva',
      'sevilla',
      'granada',
      'valencia',
      'france',
      'ship',
      'america',
      'mediterranean',
    ]);
    expect(areaOf(result, 'ship')).toMatchObject({
      points: { yellow: 8 },
      extras: { captain: { yellow: 8 } },
      ranks: {},
      counted: {},
      values: [8],
    });
    expect(areaOf(result, 'america')).toMatchObject({ points: { blue: 6, green: 5 }, counted: { blue: 2 } });
    expect(areaOf(result, 'valencia')).toMatchObject({ points: { red: 3, blue: 3 }, counted: { red: 4, blue: 4 } });
    expect(result.limitTable).toEqual({ area: 'valencia', onTable: { red: 4, blue: 4 } });
    expect(result.returnedToCourt).toEqual({});
    expect(Object.keys(result)).toEqual([
      'format',
      'areas',
      'skipped',
      'options',
      'grandesMoved',
      'castilloKept',
      'limitTable',
      'returnedToCourt',
      'totals',
    ]);
  });

  it('seats the arrivals the holder chose on the Limit table', () => {
    const result = resultOf(
      changed(colonies, (s) => {
        s.inquisitor.holder = 'red';
        s.score.limitTableArrivals = { green: 2 };
      }),
    );
    // Valencia on the table: red 4, blue 4, green 2 → red and blue tie for first (rank 2: 3 each), green rank 3: 2.
    expect(result.limitTable).toEqual({ area: 'valencia', onTable: { red: 4, blue: 4, green: 2 } });
    expect(areaOf(result, 'valencia').points).toEqual({ red: 3, blue: 3, green: 2 });
  });

  it('pays a delivery of Gold and Wares into the totals, scoring no area', () => {
    const result = resultOf(
      changed(
        colonies,
        (s) =>
          (s.score = { kind: 'delivery', deliveries: { red: { gold: 1, wares: 2 }, blue: { gold: 0, wares: 1 } } }),
      ),
    );
    expect(result.areas).toEqual([]);
    expect(result.deliveries).toEqual({
      red: { gold: 1, wares: 2, points: 14 },
      blue: { gold: 0, wares: 1, points: 4 },
    });
    expect(result.totals).toEqual({ red: 14, blue: 4, yellow: 0, green: 0 });
  });

  it('scores the four new regions in their order', () => {
    expect(
      resultOf(changed(colonies, (s) => (s.score = { kind: 'new-regions' }))).areas.map((a: Loose) => a.area),
    ).toEqual(['france', 'ship', 'america', 'mediterranean']);
  });
});

describe('the 1995 variants', () => {
  // Castillo: yellow 2 → 5, then to the Muslim Granada (3 + 2 = 5: it does not fall). Galicia: red 2 + its
  // Grande (home advantage) = 3 → 4 + home 2; the Church's 2 count for blue → 2. Sevilla: blue 1 + 2 → 4.
  it('a Muslim Granada is skipped, the Church counts for its holder and a Grande counts as a caballero', () => {
    const result = resultOf(variants1995());
    expect(result.skipped).toEqual([{ area: 'granada', reason: 'muslim' }]);
    expect(result.granada).toBe('muslim');
    expect(result.granadaConquestPending).toBe(false);
    expect(areaOf(result, 'galicia')).toMatchObject({ points: { red: 6, blue: 2 }, counted: { red: 3, blue: 2 } });
    expect(result.totals).toEqual({ red: 6, blue: 6, yellow: 5, green: 0 });
  });

  it('a Muslim Granada reaching 12 after the Castillo empties falls at the end of the next turn', () => {
    const result = resultOf(changed(variants1995, (s) => (s.pieces.granada = { yellow: 6, green: 5 })));
    expect(result.granadaConquestPending).toBe(true);
    expect(result.granada).toBe('muslim');
  });

  it('or at once, scored double right after the Castillo and again in its place, by option', () => {
    const result = resultOf(
      changed(variants1995, (s) => {
        s.pieces.granada = { yellow: 6, green: 5 };
        s.rules = { granadaConquest: 'immediately' };
      }),
    );
    // Granada: yellow 8, green 5 → doubled 12/6/2: yellow 12, green 6; then ordinary 6/3/1: yellow 6, green 3.
    expect(result.areas.slice(0, 2).map((a: Loose) => [a.area, a.multiplier, a.values])).toEqual([
      ['castillo', 1, [5, 3, 1]],
      ['granada', 2, [12, 6, 2]],
    ]);
    expect(result.granada).toBe('conquered');
    expect(result.totals).toEqual({ red: 6, blue: 6, yellow: 23, green: 9 });
  });

  it('a conquest scoring doubles Granada’s values and reports it conquered', () => {
    const result = resultOf(
      changed(variants1995, (s) => {
        s.pieces.granada = { yellow: 7, green: 5 };
        s.score = { kind: 'granada-conquest' };
      }),
    );
    expect(result.areas).toEqual([
      expect.objectContaining({ area: 'granada', points: { yellow: 12, green: 6 }, values: [12, 6, 2], multiplier: 2 }),
    ]);
    expect(result.granada).toBe('conquered');
    expect(result).not.toHaveProperty('granadaConquestPending');
  });
});

describe('Grandissimo, Intrigue & the King, New Regency', () => {
  // Castillo: blue 2 → 5 (the unheld black caballero is ignored); blue's 2 go to Aragón, the black one to
  // Galicia; Free choice takes red's Aragón caballero to Galicia. Galicia: red 1 → 4. Aragón: blue 2 → 5.
  // Portugal 5/0/0: red 2 → 5 + home 2. The jail and the ship are never scored.
  it('Grandissimo: Portugal last, Free choice moves, the jail and the ship never scored', () => {
    const result = resultOf(grandissimo());
    expect(result.areas.at(-1).area).toBe('portugal');
    expect(result.areas.map((a: Loose) => a.area)).not.toContain('jail');
    expect(result.totals).toEqual({ red: 11, blue: 10, yellow: 0, green: 0 });
  });

  // Red's Castillo caballero goes to Granada; under the Conspiracy red's Grande follows to Granada and
  // blue's to Cataluña before the regions are scored: Granada red 1 → 6 + home 2; Galicia red 2 → 4, no home.
  it('Intrigue & the King: the Grandes follow their disks under a Conspiracy', () => {
    const result = resultOf(intrigue());
    expect(result.grandesMoved).toEqual({ red: 'granada', blue: 'cataluna' });
    expect(result.totals).toEqual({ red: 17, blue: 5, yellow: 0, green: 0 });
  });

  // The King in exile: no King's bonus anywhere. Castillo: red 2 → 5 + home 2 (its Grande is inside), blue 3.
  // Red's caballeros and Grande go to Navarra: 5 + home 2. Blue's go to Toledo: 3 → 7 + home 2.
  it('New Regency: an exiled King gives no bonus, and a Castillo Grande follows its disk', () => {
    const result = resultOf(regency());
    expect(result.grandesMoved).toEqual({ red: 'pais-vasco' });
    expect(result.totals).toEqual({ red: 14, blue: 12, yellow: 0 });
  });

  // Beside the Castillo the King makes it his region: red 5 + King 2 + home 2; nothing leaves it.
  it('New Regency: with the King beside the Castillo its caballeros stay in', () => {
    const result = resultOf(
      changed(regency, (s) => {
        s.king = 'castillo';
        s.castilloDestinations = {};
      }),
    );
    expect(result.castilloKept).toBe(true);
    expect(areaOf(result, 'castillo').points).toEqual({ red: 9, blue: 3 });
  });
});

describe('toScoringInput for format 2', () => {
  it('makes every 2023 name canonical and carries what the modules add', () => {
    const { board, request, rules } = inputOf(
      changed(regency, (s) => {
        s.mobileScoreboards = { '8-4-0': 'navarra' };
        s.score = { kind: 'areas', areas: ['toledo', 'castillo'] };
      }),
    );
    expect(board.grandes).toEqual({ red: 'castillo', blue: 'castilla-la-nueva' });
    expect(board.mobileScoreboards).toEqual({ '8-4-0': 'pais-vasco' });
    expect(Object.keys(board.pieces)).toEqual(['castillo', 'castilla-la-nueva']);
    expect(request).toEqual({ kind: 'areas', areas: ['castilla-la-nueva', 'castillo'] });
    expect(rules.modules).toEqual(['new-regency']);
  });

  it('gives the engine the roles on, the holders, the Limit table and the options set', () => {
    const { board, rules, request } = inputOf(
      changed(colonies, (s) => {
        s.roles.envoy = null;
        s.rules = { limitOverflow: 'chosen', tie: 'shift-by-tied' };
        s.score.limitTableArrivals = { green: 2 };
      }),
    );
    expect(board.modules).toEqual({
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      roles: { ambassador: 'red', captain: 'yellow', viceroy: 'green' },
      holders: { inquisitor: null },
      limitTable: { area: 'valencia', onTable: { red: 4, blue: 4 } },
    });
    expect(rules.moduleOptions).toEqual({ limitOverflow: 'chosen' });
    expect(rules.options.tie).toBe('shift-by-tied');
    expect(request).toEqual({
      kind: 'general',
      castilloDestinations: { green: 'valencia' },
      limitTableArrivals: { green: 2 },
    });
  });
});

describe('--explain', () => {
  it('adds each area’s explanation lines and rules, and the result’s notes and rules, naming the module rules', () => {
    const result = resultOf(colonies(), true);
    const america = areaOf(result, 'america');
    expect(Object.keys(america).slice(-2)).toEqual(['explanation', 'rules']);
    expect(america.explanation.join(' ')).toMatch(/Viceroy is left out of the majority/);
    expect(areaOf(result, 'valencia').explanation.join(' ')).toMatch(/stand off the Limit table/);
    expect(Object.keys(result).slice(-2)).toEqual(['notes', 'rules']);
  });
});
