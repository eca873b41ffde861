/**
 * A game's play areas are read from its modules' table: each area a module brings where caballeros
 * stand (a region or a holding) is on the table from the setup, empty; the King's exiles are not.
 */
import { describe, expect, it } from 'vitest';
import { EXTRA_AREA_IDS, MODULE_IDS, MODULE_REGION_IDS, moduleTable } from '../../../src/rules';
import { refused } from '../../support/scenario';
import { say } from '../../support/speech';
import { newGame } from '../flow/_tables';
import { moduleTurn } from '../modules-play/_moduleTurn';

describe('the play areas of a game', () => {
  it('are the areas its modules’ table lists where caballeros stand', () => {
    const france = newGame({ modules: ['france-1995'], franceValues: [3, 2, 1] });
    expect(france.areas.france).toEqual({});
    expect(Object.keys(france.areas)).toEqual([...Object.keys(newGame().areas), 'france']);
    // New Regency's France and Portugal are the King's exiles, where no caballero stands.
    const regency = newGame({ edition: '2023', modules: ['new-regency'] });
    expect(regency.areas).not.toHaveProperty('france');
    expect(regency.areas).not.toHaveProperty('portugal');
  });

  it('are every area a module brings as a region or a holding, and no other', () => {
    const standing = new Set(
      moduleTable([...MODULE_IDS])
        .areas.filter((a) => a.module !== undefined && (a.type === 'region' || a.type === 'holding'))
        .map((a) => a.id),
    );
    expect([...standing].sort()).toEqual([...MODULE_REGION_IDS].sort());
    expect(MODULE_REGION_IDS.every((id) => EXTRA_AREA_IDS.some((extra) => extra === id))).toBe(true);
  });

  it('refuse a module’s area this game does not have, naming it', () => {
    const state = moduleTurn({ modules: ['france-1995'], card: 'classic/move-4-own' });
    const error = refused(state, { type: 'place', player: 'red', areas: { ship: 1 } }, 'input/area-not-in-play');
    expect(say(error.message)).toMatch(/Ship/);
  });
});
