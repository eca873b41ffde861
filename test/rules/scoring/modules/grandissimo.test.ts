/**
 * Grandissimo (002, pages 13-16; snapshot-format-2.md "Areas" (Portugal, ship, jail), general scoring steps 1,
 * 3 and 4 (Free choice), "revolution", option `inquisitor`).
 */
import { describe, expect, it } from 'vitest';
import type { ModuleOptions, RegionId, ScoringBoard } from '../../../../src/rules';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { REGION_IDS } from '../../../../src/rules/state/areaIds';
import { board, FOUR, moduleRules, rules } from '../../../support/boards';
import { say } from '../../../support/speech';
import { FRANCE_1995_VALUES } from './tables';

const grandissimo = (options: Partial<ModuleOptions> = {}) => moduleRules('classic', ['grandissimo'], options);
const on = (pieces: ScoringBoard['pieces'], more: Partial<Parameters<typeof board>[0]> = {}) =>
  board({ players: FOUR, king: 'aragon', pieces, ...more });
const general = (castilloDestinations: Partial<Record<string, RegionId>>, more: object = {}) =>
  ({ kind: 'general', castilloDestinations, ...more }) as const;
const areaOf = (result: ReturnType<typeof scoreBoard>, area: string) => result.areas.find((a) => a.area === area);

describe('grandissimo, Portugal: a region scored last', () => {
  it('a general scoring takes it after Valencia', () => {
    const result = scoreBoard(on({ portugal: { red: 1 } }), general({}), grandissimo());
    expect(result.areas.map((a) => a.area)).toEqual(['castillo', ...REGION_IDS, 'portugal']);
    expect(areaOf(result, 'portugal')?.points).toEqual({ red: 5 });
  });

  it('with the 1995 France as well, Portugal comes after France', () => {
    const b = on({}, { modules: { printedValues: FRANCE_1995_VALUES } });
    const result = scoreBoard(b, general({}), moduleRules('classic', ['france-1995', 'grandissimo']));
    expect(result.areas.map((a) => a.area).slice(-2)).toEqual(['france', 'portugal']);
  });

  it('a tie for first in Portugal pays nothing: the tied take the second value, 0', () => {
    const s = scoreArea(on({ portugal: { red: 2, blue: 2, yellow: 1 } }), 'portugal', grandissimo());
    expect(s.points).toEqual({});
    expect(s.ranks).toEqual({ red: 2, blue: 2, yellow: 3 });
  });

  it('a top-value scoring of 5 includes Portugal', () => {
    const result = scoreBoard(on({}), { kind: 'top-value', values: [5] }, grandissimo());
    expect(result.areas.map((a) => a.area)).toEqual(['pais-vasco', 'aragon', 'valencia', 'portugal']);
  });

  it('without Grandissimo no scoring reaches Portugal', () => {
    const result = scoreBoard(on({}), { kind: 'top-value', values: [5] }, rules('classic'));
    expect(result.areas.map((a) => a.area)).toEqual(['pais-vasco', 'aragon', 'valencia']);
  });
});

describe('grandissimo, the ship and the jail: caballeros there count nowhere', () => {
  const b = on({ ship: { red: 9 }, jail: { blue: 9 }, aragon: { yellow: 1 } });

  it('a general scoring scores neither', () => {
    const result = scoreBoard(b, general({}), grandissimo());
    expect(result.areas.map((a) => a.area)).not.toContain('ship');
    expect(result.areas.map((a) => a.area)).not.toContain('jail');
    expect(result.totals).toEqual({ red: 0, blue: 0, yellow: 5 + 2, green: 0 });
  });

  it('neither is compared in a most or fewest scoring', () => {
    expect(scoreBoard(b, { kind: 'most' }, grandissimo()).areas.map((a) => a.area)).toEqual(['aragon']);
    expect(scoreBoard(b, { kind: 'fewest' }, grandissimo()).areas.map((a) => a.area)).toEqual(['aragon']);
  });

  it('a general scoring leaves them where they are', () => {
    const result = scoreBoard(b, general({}), grandissimo());
    expect(result.piecesAfter?.ship).toEqual({ red: 9 });
    expect(result.piecesAfter?.jail).toEqual({ blue: 9 });
  });
});

describe('grandissimo, the Grand Inquisitor’s two black caballeros', () => {
  it('held (before a general scoring): they count for the holder', () => {
    const b = on({ valencia: { inquisitor: 2, blue: 1 } }, { modules: { holders: { inquisitor: 'red' } } });
    expect(scoreArea(b, 'valencia', grandissimo()).points).toEqual({ red: 5, blue: 3 });
  });

  it('at a general scoring nobody holds him: unheld black caballeros in the Castillo follow the key inquisitor', () => {
    const b = on({ castillo: { inquisitor: 2, red: 1 } });
    const result = scoreBoard(b, general({ red: 'sevilla', inquisitor: 'galicia' }), grandissimo());
    expect(result.areas[0]?.ranks).toEqual({ red: 1 });
    expect(result.piecesAfter?.galicia).toEqual({ inquisitor: 2 });
    expect(areaOf(result, 'galicia')?.ranks).toEqual({});
  });

  it('the default reading is reported, and the invisible player is one of the choices', () => {
    const b = on({ castillo: { inquisitor: 2, red: 1 } });
    const request = general({ red: 'sevilla', inquisitor: 'galicia' });
    expect(scoreBoard(b, request, grandissimo()).optionsUsed).toEqual({
      tie: 'official',
      inquisitor: 'holder-else-ignored',
      regionTotals: 'all-present',
    });
    const invisible = scoreBoard(b, request, grandissimo({ inquisitor: 'holder-else-invisible' }));
    expect(invisible.areas[0]?.ranks).toEqual({ inquisitor: 1, red: 2 });
    expect(invisible.areas[0]?.points).toEqual({ red: 3 });
  });

  it('regionTotals: counted-only leaves out black caballeros nobody counts', () => {
    const b = on({ valencia: { inquisitor: 2, blue: 1 }, sevilla: { red: 2 } });
    expect(scoreBoard(b, { kind: 'most' }, grandissimo()).areas.map((a) => a.area)).toEqual(['valencia']);
    const counted = scoreBoard(b, { kind: 'most' }, grandissimo({ regionTotals: 'counted-only' }));
    expect(counted.areas.map((a) => a.area)).toEqual(['sevilla']);
  });
});

describe('grandissimo, Revolution: the Grande/King’s region is the King’s region', () => {
  it('the King’s bonus goes to that region’s sole first; Portugal, where the real King waits, has none', () => {
    const b = on(
      { valencia: { blue: 2, red: 1 }, portugal: { yellow: 2 } },
      { king: 'valencia', grandes: { red: 'valencia' }, modules: { revolution: { grande: 'red' } } },
    );
    const result = scoreBoard(b, general({}), grandissimo());
    expect(areaOf(result, 'valencia')?.king).toEqual({ blue: 2 });
    expect(areaOf(result, 'portugal')?.king).toEqual({});
  });

  it('Castillo caballeros whose disk names the Grande/King’s region go back to the court', () => {
    const b = on(
      { castillo: { blue: 2 } },
      { king: 'valencia', grandes: { red: 'valencia' }, modules: { revolution: { grande: 'red' } } },
    );
    expect(scoreBoard(b, general({ blue: 'valencia' }), grandissimo()).returnedToCourt).toEqual({ blue: 2 });
  });
});

describe('grandissimo, Free choice: moves inside a general scoring (score.interludeMoves)', () => {
  const b = on({ castillo: { red: 2 }, sevilla: { blue: 2 }, cataluna: { yellow: 1 } });

  it('they happen after the Castillo empties and before the regions are scored', () => {
    const moves = [{ id: 'red', from: 'sevilla', to: 'cataluna', count: 2 }] as const;
    const result = scoreBoard(b, general({ red: 'sevilla' }, { interludeMoves: moves }), grandissimo());
    expect(result.areas[0]?.points).toEqual({ red: 5 });
    expect(result.piecesAfter?.sevilla).toEqual({ red: 0, blue: 2 });
    expect(result.piecesAfter?.cataluna).toEqual({ yellow: 1, red: 2 });
    expect(areaOf(result, 'sevilla')?.points).toEqual({ blue: 4 });
    expect(areaOf(result, 'cataluna')?.points).toEqual({ red: 4, yellow: 2 });
    expect(result.notes.map(say).join(' ')).toContain('Free choice');
  });

  it('they apply in order: a later move may carry caballeros an earlier one brought', () => {
    const moves = [
      { id: 'blue', from: 'sevilla', to: 'cataluna', count: 2 },
      { id: 'blue', from: 'cataluna', to: 'valencia', count: 1 },
    ] as const;
    const result = scoreBoard(b, general({ red: 'galicia' }, { interludeMoves: moves }), grandissimo());
    expect(result.piecesAfter?.cataluna).toEqual({ yellow: 1, blue: 1 });
    expect(result.piecesAfter?.valencia).toEqual({ blue: 1 });
  });

  it('a move into the Castillo takes the caballeros out of this scoring', () => {
    const moves = [{ id: 'blue', from: 'sevilla', to: 'castillo', count: 2 }] as const;
    const result = scoreBoard(b, general({ red: 'galicia' }, { interludeMoves: moves }), grandissimo());
    expect(result.piecesAfter?.castillo).toEqual({ blue: 2 });
    expect(areaOf(result, 'sevilla')?.points).toEqual({});
    expect(result.totals.blue).toBe(0);
  });

  it('no moves: the scoring is the same as without the field', () => {
    const request = general({ red: 'galicia' });
    const a = scoreBoard(b, request, grandissimo());
    const c = scoreBoard(b, { ...request, interludeMoves: [] }, grandissimo());
    expect(c).toEqual(a);
  });
});
