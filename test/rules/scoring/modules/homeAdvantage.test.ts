/**
 * Home region advantages (000, Variant Rules "Home Region Advantages"; snapshot-format-2.md "Ranking one area"
 * step 4 and 5, option `homeAdvantage`).
 */
import { describe, expect, it } from 'vitest';
import type { ModuleOptions } from '../../../../src/rules';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { board, FOUR, moduleRules, rules } from '../../../support/boards';
import { say } from '../../../support/speech';

const home = (homeAdvantage?: ModuleOptions['homeAdvantage']) =>
  moduleRules('classic', ['home-advantage'], homeAdvantage ? { homeAdvantage } : {});

// Aragón pays 5/4/1; the King stands in Galicia unless a case moves him.
describe('home-advantage, all-ranks (the default): the Grande is one more caballero of its owner', () => {
  it('it decides first place: red 2 + Grande beats blue 2 and takes the home bonus', () => {
    const b = board({ players: FOUR, grandes: { red: 'aragon' }, pieces: { aragon: { red: 2, blue: 2 } } });
    const s = scoreArea(b, 'aragon', home());
    expect(s.points).toEqual({ red: 7, blue: 4 });
    expect(s.home).toEqual({ red: 2 });
    expect(s.counted).toEqual({ red: 3, blue: 2 });
  });

  it('without the variant the same board is a tie for first: 4 each and no bonus', () => {
    const b = board({ players: FOUR, grandes: { red: 'aragon' }, pieces: { aragon: { red: 2, blue: 2 } } });
    const s = scoreArea(b, 'aragon', rules('classic'));
    expect(s.points).toEqual({ red: 4, blue: 4 });
    expect(s.counted).toEqual({ red: 2, blue: 2 });
  });

  it('it counts for second place too: red 1 + Grande is second ahead of yellow 1', () => {
    const b = board({
      players: FOUR,
      grandes: { red: 'aragon' },
      pieces: { aragon: { blue: 3, red: 1, yellow: 1 } },
    });
    expect(scoreArea(b, 'aragon', home()).points).toEqual({ blue: 5, red: 4, yellow: 1 });
    expect(scoreArea(b, 'aragon', rules('classic')).points).toEqual({ blue: 5, red: 1, yellow: 1 });
  });

  it('a lone Grande counts 1 and takes a place', () => {
    const b = board({ players: FOUR, grandes: { red: 'aragon' }, pieces: { aragon: { blue: 2 } } });
    const s = scoreArea(b, 'aragon', home());
    expect(s.ranks).toEqual({ blue: 1, red: 2 });
    expect(s.points).toEqual({ blue: 5, red: 4 });
    expect(scoreArea(b, 'aragon', rules('classic')).ranks).toEqual({ blue: 1 });
  });

  it('the King’s bonus goes to the player the Grande puts alone in first place', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      grandes: { blue: 'aragon' },
      pieces: { aragon: { red: 2, blue: 2 } },
    });
    const s = scoreArea(b, 'aragon', home());
    expect(s.king).toEqual({ blue: 2 });
    expect(s.home).toEqual({ blue: 2 });
    expect(s.points).toEqual({ blue: 9, red: 4 });
  });

  it('the explanation names the variant', () => {
    const b = board({ players: FOUR, grandes: { red: 'aragon' }, pieces: { aragon: { red: 2 } } });
    const s = scoreArea(b, 'aragon', home());
    expect(s.explanation.lines.map(say).join(' ')).toContain('Grande counts as one more caballero');
    expect(s.explanation.refs).toContainEqual({ source: '000', section: 'Variant Rules: Home Region Advantages' });
  });
});

describe('home-advantage, first-place: the Grande decides only who is first', () => {
  it('later places are ranked on caballeros alone: red 1 + Grande ties yellow 1 for third', () => {
    const b = board({
      players: FOUR,
      grandes: { red: 'aragon' },
      pieces: { aragon: { blue: 3, red: 1, yellow: 1 } },
    });
    const s = scoreArea(b, 'aragon', home('first-place'));
    expect(s.points).toEqual({ blue: 5, red: 1, yellow: 1 });
    expect(s.ranks).toEqual({ blue: 1, red: 3, yellow: 3 });
  });

  it('the standing puts red alone first; counted reports that standing for the top group', () => {
    const b = board({ players: FOUR, grandes: { red: 'aragon' }, pieces: { aragon: { red: 2, blue: 2, yellow: 1 } } });
    const s = scoreArea(b, 'aragon', home('first-place'));
    expect(s.points).toEqual({ red: 7, blue: 4, yellow: 1 });
    expect(s.counted).toEqual({ red: 3, blue: 2, yellow: 1 });
  });

  it('a tie on standing is a tie for first: no bonus, and the next group continues after it', () => {
    const b = board({
      players: FOUR,
      grandes: { red: 'aragon' },
      pieces: { aragon: { red: 1, blue: 2, yellow: 1 } },
    });
    const s = scoreArea(b, 'aragon', home('first-place'));
    expect(s.ranks).toEqual({ red: 2, blue: 2, yellow: 3 });
    expect(s.points).toEqual({ red: 4, blue: 4, yellow: 1 });
    expect(s.home).toEqual({});
  });

  it('a lone Grande alone in the area is first and takes the first value and the home bonus', () => {
    const b = board({ players: FOUR, grandes: { red: 'aragon' } });
    const s = scoreArea(b, 'aragon', home('first-place'));
    expect(s.points).toEqual({ red: 7 });
    expect(s.counted).toEqual({ red: 1 });
  });

  it('the option is reported with the value used', () => {
    const b = board({ players: FOUR });
    expect(scoreBoard(b, { kind: 'most' }, home('first-place')).optionsUsed).toEqual({
      tie: 'official',
      homeAdvantage: 'first-place',
    });
    expect(scoreBoard(b, { kind: 'most' }, home()).optionsUsed).toEqual({
      tie: 'official',
      homeAdvantage: 'all-ranks',
    });
  });
});
