/**
 * The worked examples of the variant and expansion passages of the rulebook texts (000, 002, 004; 001 and
 * 003 have none), rebuilt as boards and scored by the engine. Each test names its text and section.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkEveryLanguage } from '../everyLanguage';

// Every explanation the examples' scorings give is read afterwards in English, German and Spanish.
vi.mock('../../../../src/rules/scoring/explainArea', async (original) =>
  (await import('../heardExplanations')).listening(await original()),
);
afterAll(checkEveryLanguage);

import type { ModuleOptions } from '../../../../src/rules';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { board, FIVE, FOUR, moduleRules, rules } from '../../../support/boards';
import { FRANCE_1995_VALUES, gicBoard, gicRules } from './tables';

describe('002, Grand Inquisitor & the Colonies, “France”: one player on both bonus spaces scores 3 + 2 + 1 = 6', () => {
  it('the majority’s 3, the Ambassador’s 2 and the Envoy’s 1 go to the one player', () => {
    const b = board({
      players: FOUR,
      pieces: { france: { red: 2 } },
      modules: gicBoard({ roles: { ambassador: 'red', envoy: 'red' } }),
    });
    const s = scoreArea(b, 'france', gicRules());
    expect(s.points).toEqual({ red: 6 });
    expect(s.base).toEqual({ red: 3 });
    expect(s.extras).toEqual({ ambassador: { red: 2 }, envoy: { red: 1 } });
    expect(s.ranks).toEqual({ red: 1 });
    expect(s.counted).toEqual({ red: 2 });
    expect(s.values).toEqual([3, 2, 1]);
    expect(s.multiplier).toBe(1);
  });

  it('the same France scored by a new-regions scoring gives the format’s result, options included', () => {
    const b = board({
      players: FOUR,
      pieces: { france: { red: 2 } },
      modules: gicBoard({ roles: { ambassador: 'red', envoy: 'red' } }),
    });
    const result = scoreBoard(b, { kind: 'new-regions' }, gicRules());
    expect(result.areas.map((a) => a.area)).toEqual(['france', 'ship', 'america', 'mediterranean']);
    expect(result.totals).toEqual({ red: 6, blue: 0, yellow: 0, green: 0 });
    expect(result.optionsUsed).toEqual({
      tie: 'official',
      inquisitor: 'holder-else-invisible',
      limitOverflow: 'all-off',
      regionTotals: 'all-present',
      shipHomeBonus: 'none',
    });
  });

  it('the two bonus spaces are the majority: with a third caballero of another colour, red still takes 6', () => {
    const b = board({
      players: FOUR,
      pieces: { france: { red: 2, blue: 1 } },
      modules: gicBoard({ roles: { ambassador: 'red', envoy: 'red' } }),
    });
    const s = scoreArea(b, 'france', gicRules());
    expect(s.points).toEqual({ red: 6, blue: 2 });
  });

  it('000, Variant Rules “France”: the 1995 France pays the same +2 and +1 to the holders of those spaces', () => {
    const b = board({
      players: FOUR,
      pieces: { france: { red: 2, blue: 1 } },
      modules: { printedValues: FRANCE_1995_VALUES, roles: { ambassador: 'red', envoy: 'red' } },
    });
    const s = scoreArea(b, 'france', moduleRules('classic', ['france-1995']));
    expect(s.points).toEqual({ red: 6, blue: 2 });
    expect(s.extras).toEqual({ ambassador: { red: 2 }, envoy: { red: 1 } });
  });
});

describe('002, “Caballeros of the Grand Inquisitor”: Valencia, 5 players, red 3, black 2, green 1', () => {
  const valencia = { valencia: { red: 3, inquisitor: 2, green: 1 } };

  it('Grand Inquisitor & the Colonies, nobody holds him: red 5, the 3 for second are lost, green 2 for third', () => {
    const b = board({ players: FIVE, pieces: valencia, modules: gicBoard() });
    const s = scoreArea(b, 'valencia', gicRules());
    expect(s.points).toEqual({ red: 5, green: 2 });
    expect(s.ranks).toEqual({ red: 1, inquisitor: 2, green: 3 });
    expect(s.counted).toEqual({ red: 3, inquisitor: 2, green: 1 });
    expect(s.explanation.neutral).toEqual(['inquisitor']);
  });

  it('the general scoring of that board pays the same and nothing to anyone for the black caballeros', () => {
    const b = board({ players: FIVE, king: 'galicia', pieces: valencia, modules: gicBoard() });
    const result = scoreBoard(b, { kind: 'general', castilloDestinations: {} }, gicRules());
    const v = result.areas.find((a) => a.area === 'valencia');
    expect(v?.points).toEqual({ red: 5, green: 2 });
    expect(result.totals).toEqual({ red: 5, blue: 0, yellow: 0, green: 2, black: 0 });
  });

  // Grandissimo's page repeats the example (002:861-867) while its card notes say the black caballeros are
  // never considered (002:800-803): the option `inquisitor` holds the three readings.
  const grandissimoReadings: readonly [ModuleOptions['inquisitor'], Record<string, number>][] = [
    ['holder-else-invisible', { red: 5, green: 2 }],
    ['holder-else-ignored', { red: 5, green: 3 }],
    ['never-count', { red: 5, green: 3 }],
  ];
  for (const [inquisitor, points] of grandissimoReadings) {
    it(`Grandissimo, “Grand Inquisitor”, inquisitor: ${inquisitor} → ${JSON.stringify(points)}`, () => {
      const b = board({ players: FIVE, pieces: valencia, modules: {} });
      const s = scoreArea(b, 'valencia', moduleRules('classic', ['grandissimo'], { inquisitor }));
      expect(s.points).toEqual(points);
    });
  }

  it('Grandissimo’s default reading is holder-else-ignored: green takes second place', () => {
    const b = board({ players: FIVE, pieces: valencia });
    const s = scoreArea(b, 'valencia', moduleRules('classic', ['grandissimo']));
    expect(s.points).toEqual({ red: 5, green: 3 });
    expect(s.ranks).toEqual({ red: 1, green: 2 });
  });
});

describe('002, GI&C “Scoring Regions”: “all 4 regions” scores America and the Mediterranean, in that order', () => {
  it('America and the Mediterranean come after Valencia, France and the Ship never qualify for a 4', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      pieces: { america: { red: 2 }, mediterranean: { blue: 1 }, galicia: { yellow: 1 } },
      modules: gicBoard(),
    });
    const result = scoreBoard(b, { kind: 'top-value', values: [4] }, gicRules());
    expect(result.areas.map((a) => a.area)).toEqual(['galicia', 'cataluna', 'sevilla', 'america', 'mediterranean']);
    expect(result.totals).toEqual({ red: 4, blue: 4, yellow: 4, green: 0 });
  });
});

describe('002, Grandissimo “Portugal”: 5 to the most, nothing for second or third, unless a mobile scoreboard lies there', () => {
  it('5 players: red 3 → 5; blue and yellow, second and third, score nothing', () => {
    const b = board({ players: FIVE, pieces: { portugal: { red: 3, blue: 2, yellow: 1 } } });
    const s = scoreArea(b, 'portugal', moduleRules('classic', ['grandissimo']));
    expect(s.points).toEqual({ red: 5 });
    expect(s.ranks).toEqual({ red: 1, blue: 2, yellow: 3 });
    expect(s.values).toEqual([5, 0, 0]);
  });

  it('with the 8/4/0 scoreboard on Portugal, the first takes 8 and the second 4', () => {
    const b = board({
      players: FIVE,
      mobile: { '8-4-0': 'portugal' },
      pieces: { portugal: { red: 3, blue: 2, yellow: 1 } },
    });
    const s = scoreArea(b, 'portugal', moduleRules('classic', ['grandissimo']));
    expect(s.points).toEqual({ red: 8, blue: 4 });
    expect(s.values).toEqual([8, 4, 0]);
  });

  it('the King and the Grandes may visit Portugal: one player alone first there takes 5 + 2 + 2', () => {
    const b = board({
      players: FOUR,
      king: 'portugal',
      grandes: { red: 'portugal' },
      pieces: { portugal: { red: 2, blue: 1 } },
    });
    const s = scoreArea(b, 'portugal', moduleRules('classic', ['grandissimo']));
    expect(s.points).toEqual({ red: 9 });
  });
});

describe('002, Grandissimo notes on the 6th stack, “Revolution”: the King’s and the Grande’s bonus from one figure', () => {
  it('the Grande/King’s region is the King’s: its owner alone first there takes both bonuses', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      grandes: { red: 'aragon' },
      pieces: { aragon: { red: 3, blue: 1 } },
      modules: { revolution: { grande: 'red' } },
    });
    const s = scoreArea(b, 'aragon', moduleRules('classic', ['grandissimo']));
    expect(s.king).toEqual({ red: 2 });
    expect(s.home).toEqual({ red: 2 });
    expect(s.points).toEqual({ red: 9, blue: 4 });
  });
});

describe('002, GI&C “Bringing Gold and Wares to Spain”: 6 for each Gold, 4 for each Wares', () => {
  it('one Gold and two Wares bring 14; no area is scored', () => {
    const b = board({ players: FOUR, pieces: { aragon: { red: 5 } }, modules: gicBoard() });
    const result = scoreBoard(b, { kind: 'delivery', deliveries: { red: { gold: 1, wares: 2 } } }, gicRules());
    expect(result.areas).toEqual([]);
    expect(result.deliveries).toEqual({ red: { gold: 1, wares: 2, points: 14 } });
    expect(result.totals).toEqual({ red: 14, blue: 0, yellow: 0, green: 0 });
  });
});

describe('004, Action cards “Outposts”: all 4-point regions with the Scoring tiles on Toledo and Galicia', () => {
  const tiles = board({
    players: ['you', 'blue', 'orange', 'green'],
    king: 'aragon',
    mobile: { '4-0-0': 'castilla-la-nueva', '8-4-0': 'galicia' },
    pieces: { 'castilla-la-nueva': { you: 2 }, galicia: { blue: 3 }, sevilla: { orange: 1 } },
  });

  for (const [label, r] of [
    ['the 2023 base game', rules('2023')],
    ['with New Regency', moduleRules('2023', ['new-regency'])],
  ] as const) {
    it(`${label}: Cataluña, Toledo and Sevilla are scored, Galicia (under 8/4) is not`, () => {
      const result = scoreBoard(tiles, { kind: 'top-value', values: [4] }, r);
      expect(result.areas.map((a) => a.area)).toEqual(['cataluna', 'castilla-la-nueva', 'sevilla']);
      expect(result.totals).toEqual({ you: 4, blue: 0, orange: 4, green: 0 });
    });
  }
});
