/**
 * Grand Inquisitor & the Colonies (002, pages 6-11; snapshot-format-2.md "Areas", "Roles", "The Limit table",
 * "Ranking one area", general scoring steps 1-3, kinds `new-regions` and `delivery`, options `inquisitor`,
 * `limitOverflow`, `regionTotals`, `shipHomeBonus`).
 */
import { describe, expect, it } from 'vitest';
import { type ModuleBoard, moduleTable, type RegionId, type ScoringBoard } from '../../../../src/rules';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { REGION_IDS } from '../../../../src/rules/state/areaIds';
import { board, FIVE, FOUR } from '../../../support/boards';
import { say } from '../../../support/speech';
import { gicBoard, gicRules } from './tables';

const NEW_REGIONS = ['france', 'ship', 'america', 'mediterranean'];
const gic = (
  pieces: ScoringBoard['pieces'],
  extra: ModuleBoard = {},
  more: Partial<Parameters<typeof board>[0]> = {},
) => board({ players: FOUR, king: 'aragon', pieces, modules: gicBoard(extra), ...more });
const general = (castilloDestinations: Partial<Record<string, RegionId>>, more: object = {}) =>
  ({ kind: 'general', castilloDestinations, ...more }) as const;
const areaOf = (result: ReturnType<typeof scoreBoard>, area: string) => result.areas.find((a) => a.area === area);

describe('grand-inquisitor-colonies: four new regions, scored after Valencia', () => {
  it('a general scoring takes France, the Ship, America and the Mediterranean after the nine regions', () => {
    const result = scoreBoard(gic({}), general({}), gicRules());
    expect(result.areas.map((a) => a.area)).toEqual(['castillo', ...REGION_IDS, ...NEW_REGIONS]);
  });

  it('the kind new-regions scores those four, in that order, and nothing else', () => {
    const b = gic({ aragon: { red: 5 }, mediterranean: { blue: 1 } });
    const result = scoreBoard(b, { kind: 'new-regions' }, gicRules());
    expect(result.areas.map((a) => a.area)).toEqual(NEW_REGIONS);
    expect(result.totals).toEqual({ red: 0, blue: 4, yellow: 0, green: 0 });
  });

  it('a first-place-only scoring walks them too', () => {
    const result = scoreBoard(gic({}), { kind: 'first-place-only' }, gicRules());
    expect(result.areas.map((a) => a.area)).toEqual([...REGION_IDS, ...NEW_REGIONS]);
  });

  it('the King may stand in France, and its sole first place takes his bonus', () => {
    const b = gic({ france: { red: 2, blue: 1 } }, {}, { king: 'france' });
    expect(scoreArea(b, 'france', gicRules()).king).toEqual({ red: 2 });
  });

  it('a Grande in a colony takes its home bonus there', () => {
    const b = gic({ mediterranean: { red: 2, blue: 1 } }, {}, { grandes: { red: 'mediterranean' } });
    expect(scoreArea(b, 'mediterranean', gicRules()).points).toEqual({ red: 6, blue: 2 });
  });

  it('a mobile scoreboard on a colony replaces its entered values', () => {
    const b = gic({ america: { red: 2, blue: 1 } }, {}, { mobile: { '8-4-0': 'america' } });
    const s = scoreArea(b, 'america', gicRules());
    expect(s.values).toEqual([8, 4, 0]);
    expect(s.explanation.valuesSource).toBe('8-4-0');
  });

  it('a top-value scoring finds the entered first values: 2 picks the Ship, 3 picks France', () => {
    const b = gic({ ship: { red: 1 } }, { roles: { captain: 'red' } });
    expect(scoreBoard(b, { kind: 'top-value', values: [2] }, gicRules()).areas.map((a) => a.area)).toEqual(['ship']);
    expect(scoreBoard(b, { kind: 'top-value', values: [3] }, gicRules()).areas.map((a) => a.area)).toEqual(['france']);
  });

  it('each colour has 36 caballeros with the expansion, 30 without', () => {
    expect(moduleTable(['grand-inquisitor-colonies']).caballerosPerColour).toBe(36);
    expect(moduleTable([]).caballerosPerColour).toBe(30);
  });
});

describe('grand-inquisitor-colonies, the Ship: only the Captain scores it', () => {
  it('the Captain’s controller takes the Ship’s first value; the others aboard get nothing', () => {
    const b = gic({ ship: { red: 1, blue: 4 } }, { roles: { captain: 'red' } });
    const s = scoreArea(b, 'ship', gicRules());
    expect(s.points).toEqual({ red: 2 });
    expect(s.extras).toEqual({ captain: { red: 2 } });
    expect(s.base).toEqual({});
    expect(s.ranks).toEqual({});
    expect(s.counted).toEqual({});
    expect(s.values).toEqual([2]);
  });

  it('a mobile scoreboard on the Ship sets what the Captain earns', () => {
    const b = gic({ ship: { red: 1 } }, { roles: { captain: 'red' } }, { mobile: { '8-4-0': 'ship' } });
    const s = scoreArea(b, 'ship', gicRules());
    expect(s.points).toEqual({ red: 8 });
    expect(s.values).toEqual([8]);
  });

  it('an empty Captain’s space scores nothing, whoever is aboard', () => {
    const s = scoreArea(gic({ ship: { blue: 4 } }), 'ship', gicRules());
    expect(s.points).toEqual({});
    expect(s.explanation.lines.map(say).join(' ')).toContain('space is empty');
  });

  it('a held black caballero as Captain pays its holder; an unheld one pays nobody', () => {
    const heldBy = (holder: string | null) =>
      gic({ ship: { inquisitor: 1 } }, { roles: { captain: 'inquisitor' }, holders: { inquisitor: holder } });
    expect(scoreArea(heldBy('green'), 'ship', gicRules()).points).toEqual({ green: 2 });
    expect(scoreArea(heldBy(null), 'ship', gicRules()).points).toEqual({});
    expect(scoreArea(heldBy('green'), 'ship', gicRules({ inquisitor: 'never-count' })).points).toEqual({});
  });

  it('shipHomeBonus: none (the default) pays no home bonus there; captain pays +2 to a Captain whose Grande is aboard', () => {
    const b = gic(
      { ship: { red: 1, blue: 2 } },
      { roles: { captain: 'red' } },
      { grandes: { red: 'ship', blue: 'ship' } },
    );
    expect(scoreArea(b, 'ship', gicRules()).points).toEqual({ red: 2 });
    const s = scoreArea(b, 'ship', gicRules({ shipHomeBonus: 'captain' }));
    expect(s.points).toEqual({ red: 4 });
    expect(s.home).toEqual({ red: 2 });
  });

  it('shipHomeBonus: captain pays nothing when the Captain’s Grande is elsewhere', () => {
    const b = gic({ ship: { red: 1 } }, { roles: { captain: 'red' } }, { grandes: { red: 'aragon', blue: 'ship' } });
    expect(scoreArea(b, 'ship', gicRules({ shipHomeBonus: 'captain' })).points).toEqual({ red: 2 });
  });
});

describe('grand-inquisitor-colonies, America: the Viceroy earns 5 and is left out of the majority', () => {
  it('red 2 with the Viceroy counts 1 against blue 2: blue first, red second, red +5', () => {
    const b = gic({ america: { red: 2, blue: 2 } }, { roles: { viceroy: 'red' } });
    const s = scoreArea(b, 'america', gicRules());
    expect(s.counted).toEqual({ red: 1, blue: 2 });
    expect(s.ranks).toEqual({ blue: 1, red: 2 });
    expect(s.extras).toEqual({ viceroy: { red: 5 } });
    expect(s.points).toEqual({ blue: 4, red: 7 });
    expect(s.explanation.lines.map(say).join(' ')).toContain('Viceroy is left out');
  });

  it('a lone Viceroy takes no rank but earns 5', () => {
    const s = scoreArea(gic({ america: { red: 1 } }, { roles: { viceroy: 'red' } }), 'america', gicRules());
    expect(s.ranks).toEqual({});
    expect(s.points).toEqual({ red: 5 });
  });

  it('a held black Viceroy earns 5 for the holder and leaves the black count one short', () => {
    const b = gic(
      { america: { inquisitor: 2, blue: 1 } },
      { roles: { viceroy: 'inquisitor' }, holders: { inquisitor: 'red' } },
    );
    const s = scoreArea(b, 'america', gicRules());
    expect(s.counted).toEqual({ red: 1, blue: 1 });
    expect(s.points).toEqual({ red: 2 + 5, blue: 2 });
  });

  it('an empty Viceroy space pays nobody', () => {
    const s = scoreArea(gic({ america: { red: 1 } }), 'america', gicRules());
    expect(s.points).toEqual({ red: 4 });
    expect(s.extras).toEqual({});
  });
});

describe('grand-inquisitor-colonies in a first-place-only scoring (002, “Scoring Regions”)', () => {
  const b = gic(
    { france: { red: 2, blue: 1 }, ship: { yellow: 1 }, america: { green: 2, blue: 1 } },
    { roles: { ambassador: 'red', envoy: 'blue', captain: 'yellow', viceroy: 'green' } },
  );
  const result = scoreBoard(b, { kind: 'first-place-only' }, gicRules());

  it('France: the bonus of a holder alone first is paid; the other holder’s is not', () => {
    expect(areaOf(result, 'france')?.points).toEqual({ red: 5 });
  });

  it('the Ship pays the Captain nothing', () => {
    expect(areaOf(result, 'ship')?.points).toEqual({});
  });

  it('America pays its first place but not the Viceroy', () => {
    expect(areaOf(result, 'america')?.points).toEqual({});
    const lone = gic({ america: { green: 3, blue: 1 } }, { roles: { viceroy: 'green' } });
    const a = areaOf(scoreBoard(lone, { kind: 'first-place-only' }, gicRules()), 'america');
    expect(a?.points).toEqual({ green: 4 });
    expect(a?.extras).toEqual({});
  });
});

describe('grand-inquisitor-colonies, the Grand Inquisitor’s black caballeros (option inquisitor)', () => {
  const aragon = { aragon: { red: 2, inquisitor: 2, blue: 3 } };
  const heldBy = (holder: string | null) => gic(aragon, { holders: { inquisitor: holder } });

  it('held: they are the holder’s caballeros', () => {
    const s = scoreArea(heldBy('red'), 'aragon', gicRules());
    expect(s.counted).toEqual({ red: 4, blue: 3 });
    expect(s.points).toEqual({ red: 5 + 2, blue: 4 });
  });

  it('not held, holder-else-invisible (the default here): an invisible player whose first place blocks the King’s bonus', () => {
    const b = gic({ aragon: { inquisitor: 3, red: 2 } }, { holders: { inquisitor: null } });
    const s = scoreArea(b, 'aragon', gicRules());
    expect(s.ranks).toEqual({ inquisitor: 1, red: 2 });
    expect(s.points).toEqual({ red: 4 });
    expect(s.explanation.kingBonus).toEqual({ status: 'neutral-first', neutral: 'inquisitor' });
    expect(s.explanation.lines.map(say).join(' ')).toContain('invisible player');
  });

  it('not held, holder-else-ignored: nobody’s and never counted', () => {
    const b = gic({ aragon: { inquisitor: 3, red: 2 } });
    const s = scoreArea(b, 'aragon', gicRules({ inquisitor: 'holder-else-ignored' }));
    expect(s.ranks).toEqual({ red: 1 });
    expect(s.points).toEqual({ red: 7 });
  });

  it('never-count: not counted even while held', () => {
    const s = scoreArea(heldBy('red'), 'aragon', gicRules({ inquisitor: 'never-count' }));
    expect(s.counted).toEqual({ red: 2, blue: 3 });
    expect(s.points).toEqual({ blue: 7, red: 4 });
  });

  it('in the Castillo at a general scoring, held ones count for the holder and follow his disk', () => {
    const b = gic({ castillo: { inquisitor: 2, blue: 1 } }, { holders: { inquisitor: 'red' } });
    const result = scoreBoard(b, general({ red: 'valencia', blue: 'sevilla' }), gicRules());
    expect(result.areas[0]?.points).toEqual({ red: 5, blue: 3 });
    expect(result.piecesAfter?.valencia).toEqual({ inquisitor: 2 });
    expect(areaOf(result, 'valencia')?.points).toEqual({ red: 5 });
  });

  it('held ones whose holder’s disk names the King’s region go to the court with his', () => {
    const b = gic({ castillo: { inquisitor: 2, red: 1 } }, { holders: { inquisitor: 'red' } });
    const result = scoreBoard(b, general({ red: 'aragon' }), gicRules());
    expect(result.returnedToCourt).toEqual({ red: 1, inquisitor: 2 });
  });

  it('unheld ones in the Castillo go where the table set the key inquisitor', () => {
    const b = gic({ castillo: { inquisitor: 2, blue: 1 } });
    const result = scoreBoard(b, general({ blue: 'sevilla', inquisitor: 'cataluna' }), gicRules());
    expect(result.areas[0]?.ranks).toEqual({ inquisitor: 1, blue: 2 });
    expect(result.piecesAfter?.cataluna).toEqual({ inquisitor: 2 });
    expect(areaOf(result, 'cataluna')?.ranks).toEqual({ inquisitor: 1 });
  });

  it('the Valencia example in a 4-player game: second place is worth 3 and is still lost', () => {
    const b = gic({ valencia: { red: 3, inquisitor: 2, green: 1 } }, {}, { players: FIVE.slice(0, 4) });
    expect(scoreArea(b, 'valencia', gicRules()).points).toEqual({ red: 5, green: 2 });
  });
});

describe('grand-inquisitor-colonies, the Limit table: only caballeros on it count', () => {
  it('caballeros standing off the table take no rank', () => {
    const b = gic(
      { valencia: { red: 8, blue: 5 } },
      { limitTable: { area: 'valencia', onTable: { red: 5, blue: 5 } } },
    );
    const s = scoreArea(b, 'valencia', gicRules());
    expect(s.counted).toEqual({ red: 5, blue: 5 });
    expect(s.points).toEqual({ red: 3, blue: 3 });
    expect(s.explanation.lines.map(say).join(' ')).toContain('off the Limit table');
  });

  it('an id with none on the table is not ranked there', () => {
    const b = gic({ valencia: { red: 3, blue: 2 } }, { limitTable: { area: 'valencia', onTable: { blue: 2 } } });
    expect(scoreArea(b, 'valencia', gicRules()).ranks).toEqual({ blue: 1 });
  });

  describe('Castillo caballeros arriving at a general scoring', () => {
    // 4 players: 10 spaces. Seven on the table, three free.
    const table = (onTable: Record<string, number>, holder: string | null = null, players = FOUR) =>
      board({
        players,
        king: 'aragon',
        pieces: { castillo: { red: 2, blue: 2 }, valencia: { yellow: 7 } },
        modules: gicBoard({ limitTable: { area: 'valencia', onTable }, holders: { inquisitor: holder } }),
      });
    const toValencia = { red: 'valencia', blue: 'valencia' } as const;

    it('all go on when they fit', () => {
      const b = board({
        players: FOUR,
        king: 'aragon',
        pieces: { castillo: { red: 2, blue: 1 }, valencia: { yellow: 7 } },
        modules: gicBoard({ limitTable: { area: 'valencia', onTable: { yellow: 7 } } }),
      });
      const result = scoreBoard(b, general(toValencia), gicRules());
      expect(result.limitTable).toEqual({ area: 'valencia', onTable: { yellow: 7, red: 2, blue: 1 } });
      expect(areaOf(result, 'valencia')?.counted).toEqual({ yellow: 7, red: 2, blue: 1 });
    });

    it('they do not fit and the Grand Inquisitor is held: limitTableArrivals fills the free spaces', () => {
      const b = table({ yellow: 7 }, 'green');
      const result = scoreBoard(b, general(toValencia, { limitTableArrivals: { red: 2, blue: 1 } }), gicRules());
      expect(result.limitTable?.onTable).toEqual({ yellow: 7, red: 2, blue: 1 });
      expect(areaOf(result, 'valencia')?.counted).toEqual({ yellow: 7, red: 2, blue: 1 });
    });

    it('they do not fit and nobody holds him, limitOverflow: all-off (the default): none go on', () => {
      const result = scoreBoard(table({ yellow: 7 }), general(toValencia), gicRules());
      expect(result.limitTable?.onTable).toEqual({ yellow: 7 });
      expect(result.piecesAfter?.valencia).toEqual({ yellow: 7, red: 2, blue: 2 });
      expect(areaOf(result, 'valencia')?.ranks).toEqual({ yellow: 1 });
      expect(result.optionsUsed.limitOverflow).toBe('all-off');
    });

    it('limitOverflow: chosen: limitTableArrivals fills the free spaces', () => {
      const request = general(toValencia, { limitTableArrivals: { blue: 2, red: 1 } });
      const result = scoreBoard(table({ yellow: 7 }), request, gicRules({ limitOverflow: 'chosen' }));
      expect(result.limitTable?.onTable).toEqual({ yellow: 7, blue: 2, red: 1 });
      expect(areaOf(result, 'valencia')?.points).toEqual({ yellow: 5, blue: 3, red: 2 });
    });

    it('with 2 or 3 players the table has 6 spaces', () => {
      const b = board({
        players: ['red', 'blue', 'yellow'],
        king: 'aragon',
        pieces: { castillo: { red: 2 }, valencia: { yellow: 5 } },
        modules: gicBoard({ limitTable: { area: 'valencia', onTable: { yellow: 5 } } }),
      });
      const result = scoreBoard(b, general({ red: 'valencia' }), gicRules());
      expect(result.limitTable?.onTable).toEqual({ yellow: 5 });
      const fits = { ...b, pieces: { castillo: { red: 1 }, valencia: { yellow: 5 } } };
      expect(scoreBoard(fits, general({ red: 'valencia' }), gicRules()).limitTable?.onTable).toEqual({
        yellow: 5,
        red: 1,
      });
    });

    it('arrivals elsewhere leave the table as it was, and it is reported', () => {
      const result = scoreBoard(table({ yellow: 7 }), general({ red: 'sevilla', blue: 'sevilla' }), gicRules());
      expect(result.limitTable).toEqual({ area: 'valencia', onTable: { yellow: 7 } });
    });

    it('no Limit table on the board: no limitTable in the result', () => {
      const result = scoreBoard(gic({ castillo: { red: 1 } }), general({ red: 'sevilla' }), gicRules());
      expect(result).not.toHaveProperty('limitTable');
    });
  });
});

describe('grand-inquisitor-colonies: a region’s total for most and fewest (regionTotals)', () => {
  const b = gic(
    { valencia: { red: 6, blue: 2 }, aragon: { green: 7 }, america: { yellow: 8 } },
    { limitTable: { area: 'valencia', onTable: { red: 4, blue: 2 } }, roles: { viceroy: 'yellow' } },
  );

  it('all-present (the default): every caballero standing there', () => {
    expect(scoreBoard(b, { kind: 'most' }, gicRules()).areas.map((a) => a.area)).toEqual(['valencia', 'america']);
  });

  it('counted-only: no off-table caballeros, no Viceroy', () => {
    const result = scoreBoard(b, { kind: 'most' }, gicRules({ regionTotals: 'counted-only' }));
    expect(result.areas.map((a) => a.area)).toEqual(['aragon', 'america']);
    const fewest = scoreBoard(b, { kind: 'fewest' }, gicRules({ regionTotals: 'counted-only' }));
    expect(fewest.areas.map((a) => a.area)).toEqual(['valencia']);
  });
});

describe('grand-inquisitor-colonies, the kind delivery', () => {
  it('pays 6 a Gold and 4 a Wares to each player who delivered; totals include them, zeros for the rest', () => {
    const request = {
      kind: 'delivery',
      deliveries: { red: { gold: 2, wares: 0 }, blue: { gold: 0, wares: 3 } },
    } as const;
    const result = scoreBoard(gic({ aragon: { red: 3 } }), request, gicRules());
    expect(result.deliveries).toEqual({
      red: { gold: 2, wares: 0, points: 12 },
      blue: { gold: 0, wares: 3, points: 12 },
    });
    expect(result.totals).toEqual({ red: 12, blue: 12, yellow: 0, green: 0 });
    expect(result.areas).toEqual([]);
  });

  it('no other kind reports deliveries', () => {
    expect(scoreBoard(gic({}), { kind: 'new-regions' }, gicRules())).not.toHaveProperty('deliveries');
  });
});
