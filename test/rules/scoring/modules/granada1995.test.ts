/**
 * The Muslim Granada (000, Variant Rules "Granada"; snapshot-format-2.md "Muslim Granada", kinds
 * `granada-conquest`, general scoring step 3, options `granadaExtremes` and `granadaConquest`).
 */
import { describe, expect, it } from 'vitest';
import type { ModuleOptions, ScoringBoard } from '../../../../src/rules';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { REGION_IDS } from '../../../../src/rules/state/areaIds';
import { board, FOUR, moduleRules, rules } from '../../../support/boards';
import { say } from '../../../support/speech';

const granada = (options: Partial<ModuleOptions> = {}) => moduleRules('classic', ['granada-1995'], options);
const muslim = (pieces: ScoringBoard['pieces'], more: Partial<Parameters<typeof board>[0]> = {}) =>
  board({ players: FOUR, king: 'aragon', pieces, modules: { granada: 'muslim' }, ...more });
const SKIPPED = [{ area: 'granada', reason: 'muslim' }];

describe('granada-1995: a Muslim Granada is never scored', () => {
  const b = muslim({ granada: { red: 3, blue: 1 }, valencia: { blue: 2 } });

  it('a general scoring walks past it and lists it in skipped', () => {
    const result = scoreBoard(b, { kind: 'general', castilloDestinations: {} }, granada());
    expect(result.areas.map((a) => a.area)).not.toContain('granada');
    expect(result.skipped).toEqual(SKIPPED);
    expect(result.totals).toEqual({ red: 0, blue: 5, yellow: 0, green: 0 });
    expect(result.granada).toBe('muslim');
    expect(result.granadaConquestPending).toBe(false);
    expect(result.notes.map(say).join(' ')).toContain('still Muslim');
  });

  it('a top-value scoring whose value it shows lists it in skipped', () => {
    const result = scoreBoard(b, { kind: 'top-value', values: [6] }, granada());
    expect(result.areas.map((a) => a.area)).toEqual(['castilla-la-vieja']);
    expect(result.skipped).toEqual(SKIPPED);
  });

  it('a mobile scoreboard on it makes it qualify, and it is still skipped', () => {
    const tiled = { ...b, mobileScoreboards: { '4-0-0': 'granada' } as const };
    const result = scoreBoard(tiled, { kind: 'top-value', values: [4] }, granada());
    expect(result.areas.map((a) => a.area)).toEqual(['galicia', 'cataluna', 'sevilla']);
    expect(result.skipped).toEqual(SKIPPED);
  });

  it('a unique-choices scoring that names it once lists it in skipped', () => {
    const choices = { red: 'granada', blue: 'valencia' } as const;
    const result = scoreBoard(b, { kind: 'unique-choices', choices }, granada());
    expect(result.areas.map((a) => a.area)).toEqual(['valencia']);
    expect(result.skipped).toEqual(SKIPPED);
  });

  it('without the variant Granada is an ordinary region', () => {
    const plain = board({ players: FOUR, king: 'aragon', pieces: b.pieces });
    const result = scoreBoard(plain, { kind: 'general', castilloDestinations: {} }, rules('classic'));
    expect(result.areas.find((a) => a.area === 'granada')?.points).toEqual({ red: 6, blue: 3 });
    expect(result.skipped).toEqual([]);
    expect(result).not.toHaveProperty('granada');
    expect(result).not.toHaveProperty('granadaConquestPending');
  });

  it('a conquered Granada is scored like any region', () => {
    const conquered = { ...b, modules: { granada: 'conquered' as const } };
    const result = scoreBoard(conquered, { kind: 'general', castilloDestinations: {} }, granada());
    expect(result.areas.find((a) => a.area === 'granada')?.points).toEqual({ red: 6, blue: 3 });
    expect(result.skipped).toEqual([]);
    expect(result.granada).toBe('conquered');
  });
});

describe('granada-1995 in most and fewest scorings (granadaExtremes)', () => {
  const b = muslim({ granada: { red: 6 }, valencia: { blue: 4 }, aragon: { yellow: 1 } });

  it('qualifies-not-scored (the default): Granada holds the most, so the card scores nothing', () => {
    const result = scoreBoard(b, { kind: 'most' }, granada());
    expect(result.areas).toEqual([]);
    expect(result.skipped).toEqual(SKIPPED);
    expect(result.optionsUsed.granadaExtremes).toBe('qualifies-not-scored');
  });

  it('excluded: Granada is left out of the comparison, so the next region qualifies', () => {
    const result = scoreBoard(b, { kind: 'most' }, granada({ granadaExtremes: 'excluded' }));
    expect(result.areas.map((a) => a.area)).toEqual(['valencia']);
    expect(result.skipped).toEqual([]);
  });

  it('fewest works alike: a Granada with the fewest is skipped, or left out', () => {
    const few = muslim({ granada: { red: 1 }, valencia: { blue: 4 }, aragon: { yellow: 2 } });
    const kept = scoreBoard(few, { kind: 'fewest' }, granada());
    expect(kept.areas).toEqual([]);
    expect(kept.skipped).toEqual(SKIPPED);
    const left = scoreBoard(few, { kind: 'fewest' }, granada({ granadaExtremes: 'excluded' }));
    expect(left.areas.map((a) => a.area)).toEqual(['aragon']);
  });
});

describe('granada-1995: the kind granada-conquest scores a fallen Granada with its values doubled', () => {
  it('6/3/1 becomes 12/6/2; the result says Granada is conquered', () => {
    const b = muslim({ granada: { red: 8, blue: 4 } });
    const result = scoreBoard(b, { kind: 'granada-conquest' }, granada());
    expect(result.areas.map((a) => a.area)).toEqual(['granada']);
    const [g] = result.areas;
    expect(g?.values).toEqual([12, 6, 2]);
    expect(g?.multiplier).toBe(2);
    expect(g?.points).toEqual({ red: 12, blue: 6 });
    expect(result.granada).toBe('conquered');
    expect(g?.explanation.lines.map(say).join(' ')).toContain('doubled');
  });

  it('a mobile scoreboard there is doubled too', () => {
    const b = muslim({ granada: { red: 8, blue: 4 } }, { mobile: { '8-4-0': 'granada' } });
    const [g] = scoreBoard(b, { kind: 'granada-conquest' }, granada()).areas;
    expect(g?.values).toEqual([16, 8, 0]);
    expect(g?.points).toEqual({ red: 16, blue: 8 });
  });

  it('every other kind keeps the multiplier at 1', () => {
    const b = board({ players: FOUR, pieces: { granada: { red: 1 } }, modules: { granada: 'conquered' } });
    const result = scoreBoard(b, { kind: 'area', area: 'granada' }, granada());
    expect(result.areas[0]?.multiplier).toBe(1);
    expect(result.areas[0]?.values).toEqual([6, 3, 1]);
  });
});

describe('granada-1995: Castillo caballeros taking a Muslim Granada to 12 at a general scoring (granadaConquest)', () => {
  // 10 in Granada, 2 red in the Castillo whose disk names Granada: 12 after the Castillo empties.
  const b = muslim({ granada: { red: 6, blue: 4 }, castillo: { red: 2 }, valencia: { yellow: 1 } });
  const request = { kind: 'general', castilloDestinations: { red: 'granada' } } as const;

  it('end-of-player-turn (the default): Granada stays Muslim, is skipped, and the conquest is pending', () => {
    const result = scoreBoard(b, request, granada());
    expect(result.areas.map((a) => a.area)).toEqual(['castillo', ...REGION_IDS.filter((r) => r !== 'granada')]);
    expect(result.skipped).toEqual(SKIPPED);
    expect(result.granada).toBe('muslim');
    expect(result.granadaConquestPending).toBe(true);
    expect(result.piecesAfter?.granada).toEqual({ red: 8, blue: 4 });
  });

  it('immediately: it falls at once, is scored double after the Castillo, then again in its place', () => {
    const result = scoreBoard(b, request, granada({ granadaConquest: 'immediately' }));
    const names = result.areas.map((a) => a.area);
    expect(names).toEqual(['castillo', 'granada', ...REGION_IDS]);
    expect(result.areas[1]?.multiplier).toBe(2);
    expect(result.areas[1]?.points).toEqual({ red: 12, blue: 6 });
    const again = result.areas.filter((a) => a.area === 'granada')[1];
    expect(again?.multiplier).toBe(1);
    expect(again?.points).toEqual({ red: 6, blue: 3 });
    expect(result.skipped).toEqual([]);
    expect(result.granada).toBe('conquered');
    expect(result.granadaConquestPending).toBe(false);
    expect(result.totals).toEqual({ red: 5 + 18, blue: 9, yellow: 5, green: 0 });
  });

  it('under 12 after the Castillo empties, nothing falls under either option', () => {
    const short = muslim({ granada: { red: 6, blue: 3 }, castillo: { red: 2 } });
    for (const granadaConquest of ['end-of-player-turn', 'immediately'] as const) {
      const result = scoreBoard(short, request, granada({ granadaConquest }));
      expect(result.granada).toBe('muslim');
      expect(result.granadaConquestPending).toBe(false);
      expect(result.skipped).toEqual(SKIPPED);
    }
  });
});
