import { describe, expect, it } from 'vitest';
import {
  AREA_IDS,
  AREAS,
  areNeighbours,
  isPowerCardValue,
  isRegion,
  POWER_CARD_CABALLEROS,
  POWER_CARD_VALUES,
  REGION_IDS,
  START_CABALLEROS_IN_PROVINCES,
  toAreaId,
} from '../../../src/rules';

describe('the board', () => {
  it('has nine regions in scoring order, with the Castillo scored first in a general scoring', () => {
    expect(REGION_IDS).toEqual([
      'galicia',
      'pais-vasco',
      'aragon',
      'cataluna',
      'castilla-la-vieja',
      'castilla-la-nueva',
      'sevilla',
      'granada',
      'valencia',
    ]);
    expect(AREA_IDS[0]).toBe('castillo');
  });

  it('prints the values of the rulebooks', () => {
    const values = Object.fromEntries(AREA_IDS.map((id) => [id, AREAS[id].printedValues.join('/')]));
    expect(values).toEqual({
      castillo: '5/3/1',
      galicia: '4/2/0',
      'pais-vasco': '5/3/1',
      aragon: '5/4/1',
      cataluna: '4/2/1',
      'castilla-la-vieja': '6/4/2',
      'castilla-la-nueva': '7/4/2',
      sevilla: '4/3/1',
      granada: '6/3/1',
      valencia: '5/3/2',
    });
  });

  it('has symmetric borders and no region bordering itself', () => {
    for (const a of REGION_IDS) {
      expect(areNeighbours(a, a)).toBe(false);
      for (const b of AREAS[a].neighbours) expect(areNeighbours(b, a)).toBe(true);
    }
  });

  it('matches the placement examples: King in Galicia → País Vasco and Castilla la Vieja; in Castilla la Nueva → five regions', () => {
    expect([...AREAS.galicia.neighbours].sort()).toEqual(['castilla-la-vieja', 'pais-vasco']);
    expect([...AREAS['castilla-la-nueva'].neighbours].sort()).toEqual([
      'aragon',
      'castilla-la-vieja',
      'granada',
      'sevilla',
      'valencia',
    ]);
  });

  it('keeps the Castillo out of the regions and out of every border', () => {
    expect(isRegion('castillo')).toBe(false);
    expect(isRegion('aragon')).toBe(true);
    expect(AREAS.castillo.neighbours).toEqual([]);
    for (const id of REGION_IDS) expect(AREAS[id].neighbours).not.toContain('castillo');
  });

  it('names regions in Spanish, English and the 2023 names, and accepts the 2023 names as ids', () => {
    expect(AREAS['castilla-la-vieja']).toMatchObject({
      nameEs: 'Castilla la Vieja',
      nameEn: 'Old Castile',
      name2023: 'Castilla',
    });
    expect(AREAS['pais-vasco'].name2023).toBe('Navarra');
    expect(AREAS['castilla-la-nueva'].name2023).toBe('Toledo');
    expect(toAreaId('navarra')).toBe('pais-vasco');
    expect(toAreaId('castilla')).toBe('castilla-la-vieja');
    expect(toAreaId('toledo')).toBe('castilla-la-nueva');
    expect(toAreaId('castillo')).toBe('castillo');
    expect(toAreaId('portugal')).toBeUndefined();
  });

  it('has the power-card table: 1 → 6 caballeros down to 12 and 13 → none', () => {
    expect(POWER_CARD_VALUES.map((v) => POWER_CARD_CABALLEROS[v])).toEqual([6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0, 0]);
    // A played card of another value (a module's card in the power cards' place) is no power card.
    expect([0, 1, 13, 14, 135].map(isPowerCardValue)).toEqual([false, true, true, false, false]);
  });

  it('starts each colour with 21 caballeros in the provinces', () => {
    expect(START_CABALLEROS_IN_PROVINCES).toBe(21);
  });
});
