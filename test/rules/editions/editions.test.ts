import { describe, expect, it } from 'vitest';
import {
  EDITION_IDS,
  EDITIONS,
  formatRuleRef,
  RULE_OPTIONS,
  RULE_TOPICS,
  type RuleOptionId,
  SOURCES,
} from '../../../src/rules';
import { AREA_IDS } from '../../../src/rules/state/areaIds';

describe('edition presets', () => {
  it('give every named option a default that is one of its readings', () => {
    for (const id of EDITION_IDS) {
      const { defaults } = EDITIONS[id];
      for (const option of Object.keys(RULE_OPTIONS) as RuleOptionId[]) {
        expect(
          RULE_OPTIONS[option].choices.map((c) => c.value),
          `${id}.${option}`,
        ).toContain(defaults[option]);
      }
    }
  });

  it('differ where the rulebooks disagree', () => {
    const { classic, bigbox } = EDITIONS;
    const e2023 = EDITIONS['2023'];
    expect([classic, bigbox, e2023].map((e) => e.defaults.twoPlayerRanks)).toEqual([1, 1, 2]);
    expect([classic, bigbox, e2023].map((e) => e.defaults.chosenScoringAllowsCastillo)).toEqual([true, false, false]);
    expect([classic, bigbox, e2023].map((e) => e.defaults.returnOneOfEachIncludesOwn)).toEqual([true, false, false]);
    expect([classic, bigbox, e2023].map((e) => e.defaults.veto)).toEqual(['remainder', 'remainder', 'whole-action']);
    expect([classic, bigbox, e2023].map((e) => e.defaults.moveAllOwnMayReturn)).toEqual([true, false, false]);
    expect([classic, bigbox, e2023].map((e) => e.defaults.courtCardFromRegions)).toEqual([false, true, true]);
    expect([classic, bigbox, e2023].map((e) => e.defaults.tie)).toEqual(['official', 'official', 'official']);
  });

  it('cite a rulebook section for every rule a scoring explains, from a known source', () => {
    for (const id of EDITION_IDS) {
      for (const topic of RULE_TOPICS) {
        const ref = EDITIONS[id].ruleRefs[topic];
        expect(Object.keys(SOURCES)).toContain(ref.source);
        expect(ref.section.length).toBeGreaterThan(3);
      }
    }
  });

  it('name regions the way each edition prints them', () => {
    expect(EDITIONS.classic.areaName('castilla-la-vieja')).toBe('Castilla la Vieja (Old Castile)');
    expect(EDITIONS.classic.areaName('galicia')).toBe('Galicia');
    expect(EDITIONS.bigbox.areaName('cataluna')).toBe('Cataluña');
    expect(EDITIONS['2023'].areaName('castilla-la-nueva')).toBe('Toledo');
  });

  it('give each area a short name that starts its full one (a button showing the short name keeps the full one as its name)', () => {
    expect(EDITIONS.classic.shortAreaName('aragon')).toBe('Aragón');
    for (const id of EDITION_IDS)
      for (const area of AREA_IDS)
        expect(EDITIONS[id].areaName(area).startsWith(EDITIONS[id].shortAreaName(area))).toBe(true);
  });

  it('format a citation with the text and its section', () => {
    expect(formatRuleRef({ source: '003', section: 'King’s bonus' })).toBe('Big Box rules, “King’s bonus”');
  });
});
