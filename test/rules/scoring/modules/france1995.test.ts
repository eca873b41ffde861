/**
 * The 1995 France (000, Variant Rules "France"; snapshot-format-2.md "Areas", "Roles", option
 * `franceFirstPlaceBonuses`).
 */
import { describe, expect, it } from 'vitest';
import type { ModuleBoard, ModuleOptions } from '../../../../src/rules';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { REGION_IDS } from '../../../../src/rules/state/areaIds';
import { board, FOUR, moduleRules, rules } from '../../../support/boards';
import { say } from '../../../support/speech';
import { FRANCE_1995_VALUES } from './tables';

const france = (franceFirstPlaceBonuses?: ModuleOptions['franceFirstPlaceBonuses']) =>
  moduleRules('classic', ['france-1995'], franceFirstPlaceBonuses ? { franceFirstPlaceBonuses } : {});
const withRoles = (roles: ModuleBoard['roles'] = {}): ModuleBoard => ({ printedValues: FRANCE_1995_VALUES, roles });

describe('france-1995: France is a tenth region', () => {
  it('a general scoring scores it after Valencia, with the values the table entered', () => {
    const b = board({ players: FOUR, pieces: { france: { blue: 2, red: 1 } }, modules: withRoles() });
    const result = scoreBoard(b, { kind: 'general', castilloDestinations: {} }, france());
    expect(result.areas.map((a) => a.area)).toEqual(['castillo', ...REGION_IDS, 'france']);
    const f = result.areas.at(-1);
    expect(f?.values).toEqual([3, 2, 1]);
    expect(f?.points).toEqual({ blue: 3, red: 2 });
    expect(f?.explanation.valuesSource).toBe('entered');
  });

  it('without the variant no scoring of every region reaches France', () => {
    const b = board({ players: FOUR, pieces: { aragon: { red: 1 } } });
    const result = scoreBoard(b, { kind: 'general', castilloDestinations: {} }, rules('classic'));
    expect(result.areas.map((a) => a.area)).toEqual(['castillo', ...REGION_IDS]);
    expect(result.optionsUsed).toEqual({ tie: 'official' });
  });

  it('a mobile scoreboard on France replaces the entered values; the bonuses stay', () => {
    const b = board({
      players: FOUR,
      mobile: { '8-4-0': 'france' },
      pieces: { france: { red: 2, blue: 1 } },
      modules: withRoles({ ambassador: 'blue' }),
    });
    const s = scoreArea(b, 'france', france());
    expect(s.values).toEqual([8, 4, 0]);
    expect(s.points).toEqual({ red: 8, blue: 6 });
  });

  it('France takes part in a top-value scoring through its entered first value (3)', () => {
    const b = board({ players: FOUR, pieces: { france: { red: 1 } }, modules: withRoles() });
    const result = scoreBoard(b, { kind: 'top-value', values: [3] }, france());
    expect(result.areas.map((a) => a.area)).toEqual(['france']);
    expect(result.totals.red).toBe(3);
  });

  it('France takes part in a fewest scoring like any region', () => {
    const b = board({
      players: FOUR,
      pieces: { france: { red: 1 }, aragon: { blue: 2 }, valencia: { yellow: 3 } },
      modules: withRoles(),
    });
    expect(scoreBoard(b, { kind: 'fewest' }, france()).areas.map((a) => a.area)).toEqual(['france']);
  });
});

describe('france-1995: the Ambassador (+2) and the Envoy (+1) pay whatever the ranks', () => {
  it('a holder in second place gets the bonus on top of its value', () => {
    const b = board({
      players: FOUR,
      pieces: { france: { red: 2, blue: 1 } },
      modules: withRoles({ ambassador: 'blue', envoy: 'red' }),
    });
    const s = scoreArea(b, 'france', france());
    expect(s.base).toEqual({ red: 3, blue: 2 });
    expect(s.extras).toEqual({ ambassador: { blue: 2 }, envoy: { red: 1 } });
    expect(s.points).toEqual({ red: 4, blue: 4 });
  });

  it('with two players the second place is worth nothing, but the Ambassador still pays 2', () => {
    const b = board({
      players: ['red', 'blue'],
      pieces: { france: { red: 2, blue: 1 } },
      modules: withRoles({ ambassador: 'blue' }),
    });
    expect(scoreArea(b, 'france', france()).points).toEqual({ red: 3, blue: 2 });
  });

  it('empty spaces pay nobody', () => {
    const b = board({ players: FOUR, pieces: { france: { red: 2 } }, modules: withRoles() });
    const s = scoreArea(b, 'france', france());
    expect(s.extras).toEqual({});
    expect(s.points).toEqual({ red: 3 });
  });

  it('a neutral colour on a bonus space earns nothing: the points are lost', () => {
    const b = board({
      players: ['red', 'blue'],
      neutral: ['dummy'],
      pieces: { france: { red: 1, dummy: 1 } },
      modules: withRoles({ ambassador: 'dummy', envoy: 'red' }),
    });
    const s = scoreArea(b, 'france', france());
    expect(s.extras).toEqual({ envoy: { red: 1 } });
    expect(Object.keys(s.points)).toEqual(['red']);
    expect(s.explanation.lines.map(say).join(' ')).toContain('points are lost');
  });
});

describe('france-1995 in a first-place-only scoring (franceFirstPlaceBonuses)', () => {
  const split = board({
    players: FOUR,
    pieces: { france: { red: 2, blue: 1 } },
    modules: withRoles({ ambassador: 'red', envoy: 'blue' }),
  });

  it('majority-holder-only (the default): only a holder alone first in France takes its bonus', () => {
    const result = scoreBoard(split, { kind: 'first-place-only' }, france());
    const f = result.areas.find((a) => a.area === 'france');
    expect(f?.points).toEqual({ red: 5 });
    expect(f?.extras).toEqual({ ambassador: { red: 2 } });
    expect(result.optionsUsed.franceFirstPlaceBonuses).toBe('majority-holder-only');
  });

  it('always: every holder takes its bonus, first or not', () => {
    const result = scoreBoard(split, { kind: 'first-place-only' }, france('always'));
    const f = result.areas.find((a) => a.area === 'france');
    expect(f?.points).toEqual({ red: 5, blue: 1 });
    expect(f?.extras).toEqual({ ambassador: { red: 2 }, envoy: { blue: 1 } });
  });

  it('majority-holder-only: a tie for first pays neither value nor bonus', () => {
    const tied = board({
      players: FOUR,
      pieces: { france: { red: 1, blue: 1 } },
      modules: withRoles({ ambassador: 'red', envoy: 'blue' }),
    });
    const f = scoreBoard(tied, { kind: 'first-place-only' }, france()).areas.find((a) => a.area === 'france');
    expect(f?.points).toEqual({});
    const always = scoreBoard(tied, { kind: 'first-place-only' }, france('always'));
    expect(always.areas.find((a) => a.area === 'france')?.points).toEqual({ red: 2, blue: 1 });
  });
});
