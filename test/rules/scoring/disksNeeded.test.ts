/**
 * Whose secret disks a general scoring needs (snapshot format 2, "General scoring", step 1): the
 * reader refuses a board without them and the calculator asks for them, both from this one answer.
 */
import { describe, expect, it } from 'vitest';
import { disksNeeded } from '../../../src/rules';
import { board, FOUR, moduleRules, rules } from '../../support/boards';

describe('the disks a general scoring needs', () => {
  it('base game: each colour with caballeros in the Castillo, neutral ones too, in seating order', () => {
    const b = board({ players: FOUR, neutral: ['dummy'], pieces: { castillo: { green: 1, dummy: 2, red: 1 } } });
    expect(disksNeeded(b, rules('2023'))).toEqual([
      { id: 'red', reason: 'castillo' },
      { id: 'green', reason: 'castillo' },
      { id: 'dummy', reason: 'castillo' },
    ]);
    expect(disksNeeded(board({ players: FOUR }), rules('classic'))).toEqual([]);
  });

  it('the Grand Inquisitor’s caballeros in the Castillo: his holder’s disk, or one the table names while nobody holds him', () => {
    const gic = moduleRules('classic', ['grand-inquisitor-colonies']);
    const held = board({
      players: FOUR,
      pieces: { castillo: { inquisitor: 1 } },
      modules: { holders: { inquisitor: 'blue' } },
    });
    expect(disksNeeded(held, gic)).toEqual([{ id: 'blue', reason: 'holder' }]);
    const unheld = board({ players: FOUR, pieces: { castillo: { inquisitor: 1 } } });
    expect(disksNeeded(unheld, gic)).toEqual([{ id: 'inquisitor', reason: 'unheld-inquisitor' }]);
  });

  it('a Conspiracy asks every player with a Grande on the board, a Grande in the King’s region included', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      grandes: { red: 'aragon', yellow: 'galicia' },
      modules: { conspiracy: true },
    });
    expect(disksNeeded(b, moduleRules('classic', ['intrigue-king']))).toEqual([
      { id: 'red', reason: 'conspiracy' },
      { id: 'yellow', reason: 'conspiracy' },
    ]);
  });

  it('New Regency: a Grande in the Castillo follows its disk, and beside the Castillo the King keeps everyone in unless Grandes follow disks', () => {
    const regency = (rebellionGrandes: 'stay' | 'follow-disk') =>
      moduleRules('2023', ['new-regency'], { rebellionGrandes });
    const competition = board({ players: FOUR, grandes: { blue: 'castillo' }, pieces: { castillo: { red: 2 } } });
    expect(disksNeeded(competition, regency('stay'))).toEqual([
      { id: 'red', reason: 'castillo' },
      { id: 'blue', reason: 'castillo-grande' },
    ]);
    const rebellion = { ...competition, king: 'castillo' as const };
    expect(disksNeeded(rebellion, regency('stay'))).toEqual([]);
    expect(disksNeeded(rebellion, regency('follow-disk'))).toEqual([{ id: 'blue', reason: 'castillo-grande' }]);
  });
});
