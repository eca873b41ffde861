/**
 * Grand Inquisitor & the Colonies played turn by turn (Decennial rules, “Grand Inquisitor & the
 * Colonies”). The module is still being built, so these tests set up its games themselves.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, SetupCommand } from '../../../src/rules';
import { setupGame } from '../../../src/rules/game/setupGame';
import { say } from '../../support/speech';
import { DEFAULT_COLONY_VALUES, setupCommand, type Table } from '../flow/_tables';

const COLONIES = ['grand-inquisitor-colonies'] as const;

/** A setup command for a Colonies game, with the tables' defaults. */
const coloniesSetup = (table: Table = {}): SetupCommand => setupCommand({ ...table, modules: COLONIES });

/** The opening table of a Colonies game, set up as its tests may while the module is being built. */
function coloniesGame(command: SetupCommand = coloniesSetup()): GameState {
  const result = setupGame(command, () => true);
  if (!result.ok) throw new Error(say(result.error.message));
  return result.value;
}

/** A setup refused with this code, the command unchanged. */
function refusedSetup(command: SetupCommand, code: string): string {
  const before = structuredClone(command);
  const result = setupGame(command, () => true);
  if (result.ok) throw new Error(`setup was accepted, expected ${code}`);
  expect(result.error.code).toBe(code);
  expect(command).toEqual(before);
  return say(result.error.message);
}

describe('Grand Inquisitor & the Colonies at setup (Preparation)', () => {
  it('is offered to a table as not yet playable while it is being built', () => {
    const result = setupGame(coloniesSetup());
    expect(result.ok || result.error.code).toBe('setup/module-not-playable');
  });

  it('puts two black caballeros on each of his two region cards; nobody holds him yet', () => {
    const state = coloniesGame();
    expect(state.areas.granada).toEqual({ inquisitor: 2 });
    expect(state.areas['pais-vasco']).toEqual({ inquisitor: 2 });
    expect(state.modules?.holders).toEqual({ inquisitor: null });
  });

  it('lays the Limit table empty on its region card, and the four new regions empty beside the board', () => {
    const state = coloniesGame();
    expect(state.modules?.limitTable).toEqual({ area: 'castilla-la-vieja', onTable: {} });
    for (const area of ['france', 'ship', 'america', 'mediterranean'] as const) expect(state.areas[area]).toEqual({});
    expect(state.modules?.roles).toEqual({});
  });

  it('gives each player twelve: two at home and nine in court (one is the score marker), 25 in the provinces', () => {
    const state = coloniesGame();
    expect(state.court).toEqual({ red: 9, blue: 9, yellow: 9, green: 9 });
    expect(state.provinces).toEqual({ red: 25, blue: 25, yellow: 25, green: 25 });
    expect(state.areas.galicia).toEqual({ red: 2 });
  });

  it('keeps the printed values as entered, and lays 1 Gold in America and 2 Wares in the Mediterranean', () => {
    const state = coloniesGame();
    expect(state.modules?.printedValues).toEqual(DEFAULT_COLONY_VALUES);
    expect(state.modules?.discs).toEqual({ lying: { gold: 1, wares: 2 } });
  });

  it('refuses region cards the King’s card, a home card or an earlier card already showed', () => {
    expect(
      refusedSetup(coloniesSetup({ inquisitor: ['castilla-la-nueva', 'granada'] }), 'setup/region-card-drawn'),
    ).toContain('holds the King');
    expect(refusedSetup(coloniesSetup({ inquisitor: ['granada', 'galicia'] }), 'setup/region-card-drawn')).toContain(
      "Red's home",
    );
    expect(refusedSetup(coloniesSetup({ inquisitor: ['granada', 'granada'] }), 'setup/region-card-drawn')).toContain(
      'drawn already',
    );
    refusedSetup(coloniesSetup({ limitTable: 'granada' }), 'setup/region-card-drawn');
    refusedSetup(coloniesSetup({ limitTable: 'aragon' }), 'setup/region-card-drawn');
  });

  it('refuses a setup without the two regions, or without a region for the Limit table', () => {
    const { inquisitor: _, ...noBlack } = coloniesSetup();
    refusedSetup(noBlack, 'setup/inquisitor-regions');
    refusedSetup({ ...coloniesSetup(), inquisitor: ['granada'] }, 'setup/inquisitor-regions');
    refusedSetup({ ...coloniesSetup(), inquisitor: ['granada', 'castillo' as never] }, 'input/castillo-not-region');
    const { limitTable: __, ...noTable } = coloniesSetup();
    refusedSetup(noTable, 'input/unknown-region');
    refusedSetup({ ...coloniesSetup(), limitTable: 'france' as never }, 'input/unknown-region');
  });

  it('refuses printed values missing, too many, not whole, rising, or on an area printed on the board', () => {
    const withValues = (printedValues: Record<string, unknown>) => ({ ...coloniesSetup(), printedValues }) as never;
    const { ship: _, ...noShip } = DEFAULT_COLONY_VALUES;
    refusedSetup(withValues(noShip), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, america: [4, 2] }), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, france: [3, 2, 1, 0] }), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, ship: [2.5] }), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, mediterranean: [4, 5, 1] }), 'setup/colony-values');
    refusedSetup(withValues({ ...DEFAULT_COLONY_VALUES, portugal: [4] }), 'setup/printed-values-area');
    // The ship shows one value or more.
    expect(
      coloniesGame({ ...coloniesSetup(), printedValues: { ...DEFAULT_COLONY_VALUES, ship: [6, 3] } }).modules
        ?.printedValues?.ship,
    ).toEqual([6, 3]);
  });

  it('refuses a colour named like his black caballeros', () => {
    const command = coloniesSetup();
    const players = command.players.map((p, i) => (i === 0 ? { ...p, id: 'inquisitor' } : p));
    const homes = { ...command.homes, inquisitor: command.homes.red ?? 'galicia' };
    refusedSetup({ ...command, players, homes, startPlayer: 'blue' }, 'setup/black-id');
  });

  it('says the preparation in the setup’s history line', async () => {
    const { describeCommand } = await import('../../../src/rules');
    expect(say(describeCommand(undefined, coloniesSetup()))).toContain(
      "the Grand Inquisitor's black caballeros 2 each in Granada and País Vasco, the Limit table in Castilla la Vieja, the new regions' values France 3/2/1, the Ship 5, America 4/2/1, the Mediterranean 4/2/1",
    );
  });
});
