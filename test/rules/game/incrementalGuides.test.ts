import { describe, expect, it } from 'vitest';
import {
  type CourtGuide,
  courtRegionsAllowance,
  lastCastilloThrow,
  type MovesGuide,
  movesLeft,
  regionsAllowance,
} from '../../../src/rules';

const guide = (over: Partial<MovesGuide>): MovesGuide => ({
  kind: 'moves',
  available: true,
  maxTotal: 4,
  maxOwn: undefined,
  maxForeign: undefined,
  fromOneRegion: false,
  allOwnFromOne: false,
  mayStay: false,
  owners: ['red', 'blue'],
  sources: [
    { region: 'galicia', pieces: { red: 3, blue: 2 }, targets: ['aragon', 'castillo'] },
    { region: 'aragon', pieces: { blue: 1 }, targets: ['galicia', 'castillo'] },
  ],
  ...over,
});

describe('what a moving card still allows once some moves are entered', () => {
  it('counts the moves so far and lowers what is left in each region', () => {
    const left = movesLeft(guide({}), 'red', [{ owner: 'red', from: 'galicia', to: 'aragon', count: 2 }]);
    expect(left).toMatchObject({ own: 2, foreign: 0, total: 2, fixedSource: undefined });
    expect(left.sources).toEqual([
      { region: 'galicia', left: { red: 1, blue: 2 }, movable: { red: 1, blue: 2 }, targets: ['aragon', 'castillo'] },
      { region: 'aragon', left: { blue: 1 }, movable: { blue: 1 }, targets: ['galicia', 'castillo'] },
    ]);
  });

  it('offers nothing more once the card’s total is reached', () => {
    const left = movesLeft(guide({}), 'red', [
      { owner: 'blue', from: 'galicia', to: 'castillo', count: 2 },
      { owner: 'red', from: 'galicia', to: 'aragon', count: 2 },
    ]);
    expect(left.total).toBe(4);
    expect(left.sources).toEqual([]);
  });

  it('keeps own and others’ limits apart', () => {
    const left = movesLeft(guide({ maxTotal: 4, maxOwn: 2, maxForeign: 2 }), 'red', [
      { owner: 'red', from: 'galicia', to: 'aragon', count: 2 },
    ]);
    expect(left.sources.map((s) => s.movable)).toEqual([{ blue: 2 }, { blue: 1 }]);
    const capped = movesLeft(guide({ maxTotal: 3 }), 'red', [
      { owner: 'blue', from: 'aragon', to: 'galicia', count: 1 },
    ]);
    expect(capped.sources[0]).toMatchObject({ left: { red: 3, blue: 2 }, movable: { red: 2, blue: 2 } });
  });

  it('holds every move to the first move’s region when the card moves from one region', () => {
    const left = movesLeft(guide({ fromOneRegion: true }), 'red', [
      { owner: 'red', from: 'aragon', to: 'galicia', count: 0 },
    ]);
    expect(left.fixedSource).toBe('aragon');
    expect(left.sources.map((s) => s.region)).toEqual(['aragon']);
  });
});

describe('caballeros from regions only once the provinces are used up', () => {
  it('allows none from regions while the provinces still hold some the card could take', () => {
    expect(regionsAllowance({ limit: 2, inProvinces: 1 }, 0)).toBe(0);
    expect(regionsAllowance({ limit: 6, inProvinces: 10 }, 6)).toBe(0);
  });

  it('allows the rest of the limit from regions once every caballero of the provinces is taken', () => {
    expect(regionsAllowance({ limit: 2, inProvinces: 1 }, 1)).toBe(1);
    expect(regionsAllowance({ limit: 6, inProvinces: 0 }, 0)).toBe(6);
  });
});

describe('the court card from regions', () => {
  const court = (over: Partial<CourtGuide>): CourtGuide => ({
    kind: 'court',
    available: true,
    limit: 2,
    maxFromProvinces: 1,
    regionsAllowed: true,
    maxFromRegions: 1,
    regions: { galicia: 3 },
    ...over,
  });

  it('allows regions once the provinces are used up, up to what the card still brings', () => {
    expect(courtRegionsAllowance(court({}), 0)).toBe(0);
    expect(courtRegionsAllowance(court({}), 1)).toBe(1);
  });

  it('allows none where the table’s rules keep the card to the provinces', () => {
    expect(courtRegionsAllowance(court({ regionsAllowed: false, maxFromRegions: 0, regions: {} }), 1)).toBe(0);
  });

  it('never allows more than the player has on regions', () => {
    expect(courtRegionsAllowance(court({ maxFromProvinces: 0, maxFromRegions: 1 }), 0)).toBe(1);
  });
});

describe('the last throw into the Castillo', () => {
  it('finds the last placement or move into the Castillo since the last general scoring', () => {
    expect(
      lastCastilloThrow([
        { type: 'place', player: 'red', areas: { castillo: 2 } },
        {
          type: 'special',
          player: 'blue',
          action: { kind: 'moves', moves: [{ owner: 'red', from: 'galicia', to: 'castillo', count: 1 }] },
        },
        { type: 'end-turn', player: 'blue' },
      ]),
    ).toEqual([{ by: 'blue', owner: 'red', count: 1, how: 'moved' }]);
  });

  it('forgets throws made before a general scoring', () => {
    expect(
      lastCastilloThrow([
        { type: 'place', player: 'red', areas: { castillo: 2 } },
        { type: 'general-scoring', disks: { red: 'galicia' } },
      ]),
    ).toEqual([]);
  });

  it('counts caballeros placed by the two-more-from-court intrigue', () => {
    expect(
      lastCastilloThrow([
        { type: 'special', player: 'red', action: { kind: 'from-court', areas: { castillo: 1, galicia: 1 } } },
      ]),
    ).toEqual([{ by: 'red', owner: 'red', count: 1, how: 'placed' }]);
  });
});
