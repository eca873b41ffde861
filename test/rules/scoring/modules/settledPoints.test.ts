/**
 * snapshot-format-2.md, "Points settled after review": each reading that concerns the engine's scoring,
 * by its number.
 */
import { describe, expect, it } from 'vitest';
import type { RegionId } from '../../../../src/rules';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { board, FOUR, moduleRules } from '../../../support/boards';
import { say } from '../../../support/speech';
import { gicBoard, gicRules } from './tables';

const general = (castilloDestinations: Partial<Record<string, RegionId>>, more: object = {}) =>
  ({ kind: 'general', castilloDestinations, ...more }) as const;
const areaOf = (result: ReturnType<typeof scoreBoard>, area: string) => result.areas.find((a) => a.area === area);
const areaNames = (result: ReturnType<typeof scoreBoard>) => result.areas.map((a) => a.area);

describe('point 1: homeAdvantage first-place, a lone Grande outside the top group is not ranked', () => {
  it('red’s Grande alone in Aragón behind blue 2: red takes no rank and no points', () => {
    const b = board({ players: FOUR, grandes: { red: 'aragon' }, pieces: { aragon: { blue: 2, yellow: 1 } } });
    const s = scoreArea(b, 'aragon', moduleRules('classic', ['home-advantage'], { homeAdvantage: 'first-place' }));
    expect(s.ranks).toEqual({ blue: 1, yellow: 2 });
    expect(s.points).toEqual({ blue: 5, yellow: 4 });
  });
});

describe('point 2: a home-advantage Grande is never part of a region’s total for most or fewest', () => {
  for (const homeAdvantage of ['all-ranks', 'first-place'] as const) {
    it(`${homeAdvantage}: Aragón 3 + a Grande ties Valencia 3 for the most, and is not the fewest`, () => {
      const b = board({
        players: FOUR,
        grandes: { red: 'aragon', blue: 'sevilla' },
        pieces: { aragon: { red: 3 }, valencia: { blue: 3 }, cataluna: { yellow: 4 }, galicia: { green: 3 } },
      });
      const r = moduleRules('classic', ['home-advantage'], { homeAdvantage });
      expect(areaNames(scoreBoard(b, { kind: 'most' }, r))).toEqual(['cataluna']);
      expect(areaNames(scoreBoard(b, { kind: 'fewest' }, r))).toEqual(['galicia', 'aragon', 'valencia']);
    });
  }
});

describe('point 3: regionTotals counted-only on the Ship counts its caballeros after the black-caballero step', () => {
  const b = board({
    players: FOUR,
    king: 'aragon',
    pieces: { ship: { red: 2, inquisitor: 3 }, valencia: { blue: 4 } },
    modules: gicBoard({ roles: { captain: 'red' } }),
  });

  it('black caballeros nobody counts are left out; the Captain is not', () => {
    const ignored = gicRules({ regionTotals: 'counted-only', inquisitor: 'holder-else-ignored' });
    expect(areaNames(scoreBoard(b, { kind: 'most' }, ignored))).toEqual(['valencia']);
    expect(areaNames(scoreBoard(b, { kind: 'fewest' }, ignored))).toEqual(['ship']);
  });

  it('an invisible player’s black caballeros are counted, and every one of them counts with all-present', () => {
    expect(areaNames(scoreBoard(b, { kind: 'most' }, gicRules({ regionTotals: 'counted-only' })))).toEqual(['ship']);
    const allPresent = gicRules({ inquisitor: 'holder-else-ignored' });
    expect(areaNames(scoreBoard(b, { kind: 'most' }, allPresent))).toEqual(['ship']);
  });
});

describe('point 4: first-place-only lists a Muslim Granada in skipped', () => {
  it('Granada is not scored, and is listed', () => {
    const b = board({ players: FOUR, pieces: { granada: { red: 3 } }, modules: { granada: 'muslim' } });
    const result = scoreBoard(b, { kind: 'first-place-only' }, moduleRules('classic', ['granada-1995']));
    expect(areaNames(result)).not.toContain('granada');
    expect(result.skipped).toEqual([{ area: 'granada', reason: 'muslim' }]);
    expect(result.totals.red).toBe(0);
  });
});

describe('point 5: a full Limit table needs no choice; its arrivals stand off it', () => {
  for (const holder of ['green', null]) {
    it(`with the Grand Inquisitor ${holder ? 'held' : 'unheld'}: none go on`, () => {
      const b = board({
        players: FOUR,
        king: 'aragon',
        pieces: { castillo: { red: 2 }, valencia: { blue: 10 } },
        modules: gicBoard({
          limitTable: { area: 'valencia', onTable: { blue: 10 } },
          holders: { inquisitor: holder },
        }),
      });
      const result = scoreBoard(b, general({ red: 'valencia' }), gicRules({ limitOverflow: 'chosen' }));
      expect(result.limitTable?.onTable).toEqual({ blue: 10 });
      expect(areaOf(result, 'valencia')?.ranks).toEqual({ blue: 1 });
      expect(result.notes.map(say).join(' ')).toContain('is full');
    });
  }
});

describe('point 6: the Limit table may stand on a colony, and the steps apply there as written', () => {
  it('on the Mediterranean only the caballeros on it count', () => {
    const b = board({
      players: ['red', 'blue', 'yellow'],
      pieces: { mediterranean: { red: 7, blue: 4 } },
      modules: gicBoard({ limitTable: { area: 'mediterranean', onTable: { red: 2, blue: 4 } } }),
    });
    const s = scoreArea(b, 'mediterranean', gicRules());
    expect(s.counted).toEqual({ red: 2, blue: 4 });
    expect(s.points).toEqual({ blue: 4, red: 2 });
  });

  it('on America the table comes first, then the Viceroy is left out', () => {
    const b = board({
      players: FOUR,
      pieces: { america: { red: 4, blue: 3 } },
      modules: gicBoard({ limitTable: { area: 'america', onTable: { red: 3, blue: 3 } }, roles: { viceroy: 'red' } }),
    });
    const s = scoreArea(b, 'america', gicRules());
    expect(s.counted).toEqual({ red: 2, blue: 3 });
    expect(s.points).toEqual({ blue: 4, red: 2 + 5 });
  });
});

describe('point 7: a Muslim Granada’s conquest depends only on its count right after the Castillo empties', () => {
  const both = (granadaConquest: 'end-of-player-turn' | 'immediately') =>
    moduleRules('classic', ['granada-1995', 'grandissimo'], { granadaConquest });

  it('11 after the Castillo, 12 after a Free choice move: nothing falls and nothing is pending', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      pieces: { granada: { red: 9 }, castillo: { red: 2 }, sevilla: { blue: 1 } },
      modules: { granada: 'muslim' },
    });
    const request = general(
      { red: 'granada' },
      { interludeMoves: [{ id: 'blue', from: 'sevilla', to: 'granada', count: 1 }] },
    );
    for (const option of ['end-of-player-turn', 'immediately'] as const) {
      const result = scoreBoard(b, request, both(option));
      expect(result.piecesAfter?.granada).toEqual({ red: 11, blue: 1 });
      expect(result.granada).toBe('muslim');
      expect(result.granadaConquestPending).toBe(false);
      expect(result.skipped).toEqual([{ area: 'granada', reason: 'muslim' }]);
    }
  });

  it('12 after the Castillo, 10 after a Free choice move: it still falls (or is pending)', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      pieces: { granada: { red: 10 }, castillo: { red: 2 } },
      modules: { granada: 'muslim' },
    });
    const request = general(
      { red: 'granada' },
      { interludeMoves: [{ id: 'red', from: 'granada', to: 'sevilla', count: 2 }] },
    );
    const pending = scoreBoard(b, request, both('end-of-player-turn'));
    expect(pending.granadaConquestPending).toBe(true);
    expect(pending.granada).toBe('muslim');
    const fallen = scoreBoard(b, request, both('immediately'));
    expect(fallen.granada).toBe('conquered');
    expect(fallen.areas[1]?.area).toBe('granada');
    expect(fallen.areas[1]?.counted).toEqual({ red: 12 });
    expect(fallen.areas.filter((a) => a.area === 'granada')[1]?.counted).toEqual({ red: 10 });
  });
});

describe('point 8: under a Conspiracy the listed exceptions are the only ones', () => {
  it('a Grande whose disk names a Muslim Granada moves there', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      grandes: { red: 'valencia' },
      modules: { conspiracy: true, granada: 'muslim' },
    });
    const result = scoreBoard(
      b,
      general({ red: 'granada' }),
      moduleRules('classic', ['intrigue-king', 'granada-1995']),
    );
    expect(result.grandesMoved).toEqual({ red: 'granada' });
  });

  it('a Grande standing in the quarantined region moves out of it', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      grandes: { red: 'valencia' },
      mobile: { '8-4-0': 'valencia' },
      modules: { conspiracy: true, quarantine: 'valencia' },
    });
    const result = scoreBoard(b, general({ red: 'sevilla' }), moduleRules('classic', ['intrigue-king']));
    expect(result.grandesMoved).toEqual({ red: 'sevilla' });
  });
});

describe('point 9: with a Revolution, `king` names the Grande/King’s region and only that one pays the King’s bonus', () => {
  it('Portugal, where the real King waits, pays no King’s bonus', () => {
    const b = board({
      players: FOUR,
      king: 'sevilla',
      grandes: { blue: 'sevilla' },
      pieces: { sevilla: { red: 2 }, portugal: { blue: 2 } },
      modules: { revolution: { grande: 'blue' } },
    });
    const result = scoreBoard(b, { kind: 'top-value', values: [4, 5] }, moduleRules('classic', ['grandissimo']));
    expect(areaOf(result, 'sevilla')?.king).toEqual({ red: 2 });
    expect(areaOf(result, 'portugal')?.king).toEqual({});
  });
});

describe('point 10: a Conspiracy waiting and the disks are ignored by any kind but general', () => {
  it('a top-value scoring moves no Grande', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      grandes: { red: 'cataluna' },
      pieces: { cataluna: { red: 1 } },
      modules: { conspiracy: true },
    });
    const result = scoreBoard(b, { kind: 'top-value', values: [4] }, moduleRules('classic', ['intrigue-king']));
    expect(result.grandesMoved).toEqual({});
    expect(areaOf(result, 'cataluna')?.home).toEqual({ red: 2 });
  });
});

describe('point 11: the largest delivery is 5 Gold and 11 Wares', () => {
  it('they bring 30 + 44 = 74', () => {
    const b = board({ players: FOUR, modules: gicBoard() });
    const result = scoreBoard(b, { kind: 'delivery', deliveries: { red: { gold: 5, wares: 11 } } }, gicRules());
    expect(result.totals.red).toBe(74);
  });
});

describe('point 12: an interlude move may carry every caballero present', () => {
  it('seven caballeros in one move', () => {
    const b = board({ players: FOUR, king: 'aragon', pieces: { sevilla: { red: 7 }, valencia: { blue: 3 } } });
    const request = general({}, { interludeMoves: [{ id: 'red', from: 'sevilla', to: 'valencia', count: 7 }] });
    const result = scoreBoard(b, request, moduleRules('classic', ['grandissimo']));
    expect(result.piecesAfter?.valencia).toEqual({ blue: 3, red: 7 });
    expect(areaOf(result, 'valencia')?.points).toEqual({ red: 5, blue: 3 });
  });
});

describe('point 13: a top-value card finds every value an area can show', () => {
  it('8 finds the region under the 8/4/0 scoreboard; 5 finds Portugal; 3 finds the entered France', () => {
    const b = board({ players: FOUR, mobile: { '8-4-0': 'sevilla' } });
    expect(
      areaNames(scoreBoard(b, { kind: 'top-value', values: [8] }, moduleRules('classic', ['grandissimo']))),
    ).toEqual(['sevilla']);
    const five = scoreBoard(b, { kind: 'top-value', values: [5] }, moduleRules('classic', ['grandissimo']));
    expect(areaNames(five)).toEqual(['pais-vasco', 'aragon', 'valencia', 'portugal']);
    const withFrance = board({ players: FOUR, modules: gicBoard() });
    expect(areaNames(scoreBoard(withFrance, { kind: 'top-value', values: [3] }, gicRules()))).toEqual(['france']);
  });
});
