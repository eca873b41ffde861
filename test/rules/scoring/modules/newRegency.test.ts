/**
 * New Regency, Old Hands and Power Shift, the 2023 mini expansions (004, "Mini expansion “New Regency”" and the
 * explanations of Exile, Rebellion, Competition, Revelation and Enactment; snapshot-format-2.md "Areas" (exile
 * spaces), general scoring steps 1-3, options `castilloGrandeToKing` and `rebellionGrandes`).
 */
import { describe, expect, it } from 'vitest';
import type { ModuleOptions, RegionId, ScoringBoard } from '../../../../src/rules';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { REGION_IDS } from '../../../../src/rules/state/areaIds';
import { board, moduleRules, rules } from '../../../support/boards';
import { say } from '../../../support/speech';

const PLAYERS = ['you', 'blue', 'orange', 'green'];
const regency = (options: Partial<ModuleOptions> = {}) => moduleRules('2023', ['new-regency'], options);
const on = (pieces: ScoringBoard['pieces'], more: Partial<Parameters<typeof board>[0]> = {}) =>
  board({ players: PLAYERS, pieces, ...more });
const general = (castilloDestinations: Partial<Record<string, RegionId>>) =>
  ({ kind: 'general', castilloDestinations }) as const;
const areaOf = (result: ReturnType<typeof scoreBoard>, area: string) => result.areas.find((a) => a.area === area);

describe('new-regency, Exile: the King in France or Portugal', () => {
  for (const exile of ['france', 'portugal'] as const) {
    it(`in ${exile}: no area is the King’s region, so no King’s bonus and no disk sends anyone to the court`, () => {
      const b = on({ castillo: { you: 2 }, aragon: { blue: 2 }, galicia: { orange: 1 } }, { king: exile });
      const result = scoreBoard(b, general({ you: 'aragon' }), regency());
      expect(result.areas.every((a) => Object.keys(a.king).length === 0)).toBe(true);
      expect(result.returnedToCourt).toEqual({});
      expect(result.piecesAfter?.aragon).toEqual({ blue: 2, you: 2 });
    });

    it(`in ${exile}: the exile space is never scored`, () => {
      const result = scoreBoard(on({}, { king: exile }), general({}), regency());
      expect(result.areas.map((a) => a.area)).toEqual(['castillo', ...REGION_IDS]);
    });
  }
});

describe('new-regency, Rebellion: the King beside the Castillo', () => {
  const b = on(
    { castillo: { you: 3, blue: 1 }, aragon: { blue: 2 } },
    { king: 'castillo', grandes: { you: 'aragon' } },
  );

  it('the Castillo is the King’s region: its sole first place takes the King’s bonus', () => {
    const result = scoreBoard(b, general({}), regency());
    expect(result.areas[0]?.area).toBe('castillo');
    expect(result.areas[0]?.king).toEqual({ you: 2 });
    expect(result.areas[0]?.points).toEqual({ you: 7, blue: 3 });
  });

  it('its caballeros stay inside and no region pays a King’s bonus', () => {
    const result = scoreBoard(b, general({}), regency());
    expect(result.castilloKept).toBe(true);
    expect(result.piecesAfter?.castillo).toEqual({ you: 3, blue: 1 });
    expect(result.returnedToCourt).toEqual({});
    expect(result.areas.slice(1).every((a) => Object.keys(a.king).length === 0)).toBe(true);
    expect(result.notes.map(say).join(' ')).toContain('beside the Castillo');
  });

  it('an area scoring of the Castillo pays the King’s bonus there too', () => {
    expect(scoreArea(b, 'castillo', regency()).king).toEqual({ you: 2 });
  });

  it('without the King there the Castillo empties as usual and castilloKept is false', () => {
    const plain = { ...b, king: 'galicia' as const };
    const result = scoreBoard(plain, general({ you: 'valencia', blue: 'valencia' }), regency());
    expect(result.castilloKept).toBe(false);
    expect(result.piecesAfter).not.toHaveProperty('castillo');
  });
});

describe('new-regency, Competition: Grandes in the Castillo', () => {
  const b = on(
    { castillo: { you: 3, blue: 2 }, sevilla: { blue: 1 } },
    { king: 'aragon', grandes: { you: 'castillo' } },
  );

  it('a Grande in the Castillo gives its owner the home bonus there', () => {
    const result = scoreBoard(b, general({ you: 'sevilla', blue: 'valencia' }), regency());
    expect(result.areas[0]?.home).toEqual({ you: 2 });
    expect(result.areas[0]?.points).toEqual({ you: 7, blue: 3 });
  });

  it('it follows its owner’s disk with the caballeros, and earns its home bonus there in the same scoring', () => {
    const result = scoreBoard(b, general({ you: 'sevilla', blue: 'valencia' }), regency());
    expect(result.grandesMoved).toEqual({ you: 'sevilla' });
    expect(areaOf(result, 'sevilla')?.home).toEqual({ you: 2 });
    expect(areaOf(result, 'sevilla')?.points).toEqual({ you: 6, blue: 3 });
  });

  it('the owner of a Grande alone in the Castillo sets a disk and the Grande follows it', () => {
    const lone = on({ sevilla: { blue: 1 } }, { king: 'aragon', grandes: { green: 'castillo' } });
    const result = scoreBoard(lone, general({ green: 'galicia' }), regency());
    expect(result.grandesMoved).toEqual({ green: 'galicia' });
  });

  it('a disk naming the King’s region: castilloGrandeToKing stays-in-castillo (the default) keeps it there', () => {
    const result = scoreBoard(b, general({ you: 'aragon', blue: 'valencia' }), regency());
    expect(result.grandesMoved).toEqual({});
    expect(result.returnedToCourt).toEqual({ you: 3 });
    expect(result.optionsUsed).toEqual({
      tie: 'official',
      castilloGrandeToKing: 'stays-in-castillo',
      rebellionGrandes: 'stay',
    });
  });

  it('a disk naming the King’s region: castilloGrandeToKing off-board takes it off the board', () => {
    const result = scoreBoard(
      b,
      general({ you: 'aragon', blue: 'valencia' }),
      regency({ castilloGrandeToKing: 'off-board' }),
    );
    expect(result.grandesMoved).toEqual({ you: null });
  });

  it('the two readings give the same totals', () => {
    const request = general({ you: 'aragon', blue: 'valencia' });
    const stays = scoreBoard(b, request, regency());
    const leaves = scoreBoard(b, request, regency({ castilloGrandeToKing: 'off-board' }));
    expect(leaves.totals).toEqual(stays.totals);
  });

  it('Revelation (an area scoring of the Castillo) pays the home bonus and moves nothing', () => {
    const result = scoreBoard(b, { kind: 'area', area: 'castillo' }, regency());
    expect(result.areas[0]?.home).toEqual({ you: 2 });
    expect(result.grandesMoved).toEqual({});
    expect(result).not.toHaveProperty('piecesAfter');
  });
});

describe('new-regency, Rebellion and Competition together (rebellionGrandes)', () => {
  const b = on({ castillo: { you: 2 }, sevilla: { blue: 1 } }, { king: 'castillo', grandes: { you: 'castillo' } });

  it('stay (the default): the Grande stays in with the caballeros', () => {
    const result = scoreBoard(b, general({ you: 'sevilla' }), regency());
    expect(result.grandesMoved).toEqual({});
    expect(result.castilloKept).toBe(true);
    expect(areaOf(result, 'sevilla')?.home).toEqual({});
  });

  it('follow-disk: the Grande leaves for its disk region while the caballeros stay in', () => {
    const result = scoreBoard(b, general({ you: 'sevilla' }), regency({ rebellionGrandes: 'follow-disk' }));
    expect(result.grandesMoved).toEqual({ you: 'sevilla' });
    expect(result.piecesAfter?.castillo).toEqual({ you: 2 });
    expect(areaOf(result, 'sevilla')?.points).toEqual({ blue: 4 });
  });

  it('the Castillo pays its sole first both bonuses under either option', () => {
    for (const rebellionGrandes of ['stay', 'follow-disk'] as const) {
      const result = scoreBoard(b, general({ you: 'sevilla' }), regency({ rebellionGrandes }));
      expect(result.areas[0]?.points).toEqual({ you: 9 });
    }
  });
});

describe('Enactment in 2023: one Scoring tile on the Castillo replaces both its boards (004:1315-1319)', () => {
  it('the tile’s values score the Castillo, and the King’s and Grande’s bonuses still apply', () => {
    const b = on(
      { castillo: { you: 2, blue: 1 } },
      { king: 'castillo', grandes: { you: 'castillo' }, mobile: { '8-4-0': 'castillo' } },
    );
    const s = scoreArea(b, 'castillo', regency());
    expect(s.values).toEqual([8, 4, 0]);
    expect(s.points).toEqual({ you: 12, blue: 4 });
  });
});

describe('old-hands and power-shift change no scoring', () => {
  const b = on({ aragon: { you: 2, blue: 1 }, valencia: { orange: 1 }, castillo: { green: 1 } }, { king: 'galicia' });
  const requests = [
    { kind: 'unique-choices', choices: { you: 'aragon', blue: 'aragon', orange: 'valencia' } },
    general({ green: 'valencia' }),
    { kind: 'most' },
  ] as const;

  for (const modules of [['old-hands'], ['power-shift'], ['old-hands', 'power-shift']] as const) {
    it(`${modules.join(' + ')}: the same results as the 2023 base game, and no options`, () => {
      for (const request of requests) {
        const base = scoreBoard(b, request, rules('2023'));
        const withModules = scoreBoard(b, request, moduleRules('2023', modules));
        expect(withModules).toEqual(base);
      }
    });
  }
});
