/**
 * Intrigue & the King's cards that change a general scoring: Quarantine (card 93) and Conspiracy (card 35)
 * (002, "Intrigue & the King: notes on the numbered cards"; snapshot-format-2.md "Muslim Granada, quarantine,
 * conspiracy, revolution", general scoring step 3, option `quarantineDisk`).
 */
import { describe, expect, it } from 'vitest';
import type { ModuleOptions, RegionId } from '../../../../src/rules';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { board, FOUR, moduleRules, rules } from '../../../support/boards';
import { say } from '../../../support/speech';
import { gicBoard, gicRules } from './tables';

const intrigue = (options: Partial<ModuleOptions> = {}) => moduleRules('classic', ['intrigue-king'], options);
const general = (castilloDestinations: Partial<Record<string, RegionId>>) =>
  ({ kind: 'general', castilloDestinations }) as const;
const areaOf = (result: ReturnType<typeof scoreBoard>, area: string) => result.areas.find((a) => a.area === area);

describe('intrigue-king, Quarantine: a disk naming the quarantined region (quarantineDisk)', () => {
  // Valencia is quarantined under the 4/0/0 scoreboard; the King is in Galicia.
  const b = board({
    players: FOUR,
    mobile: { '4-0-0': 'valencia' },
    pieces: { castillo: { red: 3, blue: 1 }, valencia: { blue: 2 } },
    modules: { quarantine: 'valencia' },
  });
  const request = general({ red: 'valencia', blue: 'aragon' });

  it('return-to-court (the default): the caballeros go back to the court as from the King’s region', () => {
    const result = scoreBoard(b, request, intrigue());
    expect(result.returnedToCourt).toEqual({ red: 3 });
    expect(result.piecesAfter?.valencia).toEqual({ blue: 2 });
    expect(areaOf(result, 'valencia')?.points).toEqual({ blue: 4 });
    expect(result.notes.map(say).join(' ')).toContain('quarantined');
    expect(result.optionsUsed).toEqual({ tie: 'official', quarantineDisk: 'return-to-court' });
  });

  it('allowed: they go there and count when it is scored with the quarantine’s scoreboard', () => {
    const result = scoreBoard(b, request, intrigue({ quarantineDisk: 'allowed' }));
    expect(result.returnedToCourt).toEqual({});
    expect(result.piecesAfter?.valencia).toEqual({ red: 3, blue: 2 });
    expect(areaOf(result, 'valencia')?.points).toEqual({ red: 4 });
  });

  it('the quarantined region is scored with the values of the scoreboard lying there', () => {
    const result = scoreBoard(b, request, intrigue());
    expect(areaOf(result, 'valencia')?.values).toEqual([4, 0, 0]);
  });
});

describe('intrigue-king, Conspiracy: every Grande follows its owner’s disk at this general scoring', () => {
  const conspiring = (king: RegionId = 'galicia', quarantine?: RegionId) =>
    board({
      players: FOUR,
      king,
      grandes: { red: 'aragon', blue: 'galicia', yellow: 'valencia' },
      mobile: { '4-0-0': 'cataluna' },
      pieces: { aragon: { red: 1 }, sevilla: { red: 3 }, cataluna: { yellow: 2 } },
      modules: { conspiracy: true, ...(quarantine ? { quarantine } : {}) },
    });

  it('a Grande moves to its disk region and takes the home bonus there in the same scoring', () => {
    const result = scoreBoard(conspiring(), general({ red: 'sevilla', yellow: 'valencia' }), intrigue());
    expect(result.grandesMoved).toEqual({ red: 'sevilla' });
    expect(areaOf(result, 'sevilla')?.home).toEqual({ red: 2 });
    expect(areaOf(result, 'aragon')?.home).toEqual({});
  });

  it('a Grande whose disk names its own region is not listed as moved', () => {
    const result = scoreBoard(conspiring(), general({ red: 'sevilla', yellow: 'valencia' }), intrigue());
    expect(result.grandesMoved).not.toHaveProperty('yellow');
  });

  it('a Grande in the King’s region stays, whatever its disk says', () => {
    const result = scoreBoard(conspiring(), general({ red: 'sevilla', blue: 'aragon' }), intrigue());
    expect(result.grandesMoved).toEqual({ red: 'sevilla' });
    expect(result.notes.map(say).join(' ')).toContain("never leaves the King's region");
  });

  it('a Grande whose disk names the King’s region stays where it is', () => {
    const result = scoreBoard(conspiring(), general({ red: 'galicia' }), intrigue());
    expect(result.grandesMoved).toEqual({});
    expect(areaOf(result, 'aragon')?.home).toEqual({ red: 2 });
  });

  it('a disk naming the quarantined region keeps the Grande out, unless quarantineDisk is allowed', () => {
    const b = conspiring('galicia', 'cataluna');
    const request = general({ yellow: 'cataluna' });
    expect(scoreBoard(b, request, intrigue()).grandesMoved).toEqual({});
    const allowed = scoreBoard(b, request, intrigue({ quarantineDisk: 'allowed' }));
    expect(allowed.grandesMoved).toEqual({ yellow: 'cataluna' });
    expect(areaOf(allowed, 'cataluna')?.home).toEqual({ yellow: 2 });
  });

  it('without a Conspiracy waiting, no Grande moves', () => {
    const b = { ...conspiring(), modules: {} };
    const result = scoreBoard(b, general({ red: 'sevilla' }), intrigue());
    expect(result.grandesMoved).toEqual({});
    expect(areaOf(result, 'aragon')?.home).toEqual({ red: 2 });
  });

  it('without Intrigue & the King, a board marked with a Conspiracy moves no Grande at a general scoring', () => {
    // The same board, Conspiracy flag kept: only the module's table makes the Grandes follow their disks.
    const result = scoreBoard(conspiring(), general({ red: 'sevilla' }), rules('classic'));
    expect(result.grandesMoved).toEqual({});
  });

  it('a Conspiracy works the same with Grand Inquisitor & the Colonies', () => {
    const b = { ...conspiring(), modules: gicBoard({ conspiracy: true }) };
    const result = scoreBoard(b, general({ red: 'sevilla' }), gicRules());
    expect(result.grandesMoved).toEqual({ red: 'sevilla' });
  });
});
