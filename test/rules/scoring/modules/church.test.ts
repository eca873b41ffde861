/**
 * The Church (000, "The Church"; snapshot-format-2.md "Ranking one area" step 3, "Roles", options
 * `churchUnheld` and `regionTotals`).
 */
import { describe, expect, it } from 'vitest';
import type { BoardAreaId, ModuleOptions, ScoringBoard } from '../../../../src/rules';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { board, FOUR, moduleRules, rules } from '../../../support/boards';
import { say } from '../../../support/speech';

const church = (options: Partial<ModuleOptions> = {}) => moduleRules('classic', ['church'], options);
const held = (holder: string | null, pieces: ScoringBoard['pieces'], king: BoardAreaId = 'galicia') =>
  board({ players: FOUR, king, pieces, modules: { holders: { church: holder } } });

// Aragón pays 5/4/1.
describe('church: the black caballeros count for whoever holds the Church', () => {
  it('held: they add to the holder’s count, who goes from second to first', () => {
    const b = held('red', { aragon: { red: 2, church: 2, blue: 3 } });
    const s = scoreArea(b, 'aragon', church());
    expect(s.counted).toEqual({ red: 4, blue: 3 });
    expect(s.points).toEqual({ red: 5, blue: 4 });
    expect(s.ranks).not.toHaveProperty('church');
    expect(s.explanation.lines.map(say).join(' ')).toContain('count for red, who holds them');
  });

  it('held: they count for the holder where the holder has none of his own', () => {
    const b = held('yellow', { aragon: { church: 2, blue: 1 } });
    expect(scoreArea(b, 'aragon', church()).points).toEqual({ yellow: 5, blue: 4 });
  });

  it('nobody holds it, churchUnheld: ignored (the default): they count for nobody and take no rank', () => {
    const b = held(null, { aragon: { church: 3, red: 2, blue: 1 } });
    const s = scoreArea(b, 'aragon', church());
    expect(s.ranks).toEqual({ red: 1, blue: 2 });
    expect(s.points).toEqual({ red: 5, blue: 4 });
  });

  it('an absent church field is nobody holding it', () => {
    const b = board({ players: FOUR, pieces: { aragon: { church: 3, red: 2 } } });
    expect(scoreArea(b, 'aragon', church()).ranks).toEqual({ red: 1 });
  });

  it('nobody holds it, churchUnheld: neutral: they take a rank whose value is lost and block the bonuses', () => {
    const b = held(null, { aragon: { church: 3, red: 2, blue: 1 } }, 'aragon');
    const s = scoreArea(b, 'aragon', church({ churchUnheld: 'neutral' }));
    expect(s.ranks).toEqual({ church: 1, red: 2, blue: 3 });
    expect(s.points).toEqual({ red: 4, blue: 1 });
    expect(s.king).toEqual({});
    expect(s.explanation.kingBonus).toEqual({ status: 'neutral-first', neutral: 'church' });
  });

  it('the options in force are reported', () => {
    const b = held(null, {});
    expect(scoreBoard(b, { kind: 'most' }, church()).optionsUsed).toEqual({
      tie: 'official',
      churchUnheld: 'ignored',
      regionTotals: 'all-present',
    });
  });

  it('with the Church on but no black caballero on the board, every scoring is the base game’s', () => {
    const b = board({ players: FOUR, pieces: { aragon: { red: 2, blue: 1 }, castillo: { red: 1 } } });
    const request = { kind: 'general', castilloDestinations: { red: 'valencia' } } as const;
    const withChurch = scoreBoard(b, request, church());
    const base = scoreBoard(b, request, rules('classic'));
    expect(withChurch.areas).toEqual(base.areas);
    expect(withChurch.totals).toEqual(base.totals);
  });
});

describe('church: a region’s total for most and fewest (regionTotals)', () => {
  // Aragón: red 2 and 2 Church caballeros nobody holds; Valencia: blue 3.
  const b = held(null, { aragon: { red: 2, church: 2 }, valencia: { blue: 3 } });

  it('all-present (the default): every caballero standing there, black ones included', () => {
    expect(scoreBoard(b, { kind: 'most' }, church()).areas.map((a) => a.area)).toEqual(['aragon']);
  });

  it('counted-only: black caballeros nobody counts are left out', () => {
    const r = church({ regionTotals: 'counted-only' });
    expect(scoreBoard(b, { kind: 'most' }, r).areas.map((a) => a.area)).toEqual(['valencia']);
    expect(scoreBoard(b, { kind: 'fewest' }, r).areas.map((a) => a.area)).toEqual(['aragon']);
  });

  it('counted-only: a region holding only black caballeros nobody counts is empty for a fewest scoring', () => {
    const only = held(null, { aragon: { church: 1 }, valencia: { blue: 3 } });
    const r = church({ regionTotals: 'counted-only' });
    expect(scoreBoard(only, { kind: 'fewest' }, r).areas.map((a) => a.area)).toEqual(['valencia']);
    expect(scoreBoard(only, { kind: 'fewest' }, church()).areas.map((a) => a.area)).toEqual(['aragon']);
  });

  it('counted-only: held black caballeros count, and so do neutral ones', () => {
    const r = church({ regionTotals: 'counted-only' });
    const heldBoard = held('red', b.pieces);
    expect(scoreBoard(heldBoard, { kind: 'most' }, r).areas.map((a) => a.area)).toEqual(['aragon']);
    const neutral = church({ regionTotals: 'counted-only', churchUnheld: 'neutral' });
    expect(scoreBoard(b, { kind: 'most' }, neutral).areas.map((a) => a.area)).toEqual(['aragon']);
  });
});
