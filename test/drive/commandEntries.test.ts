/**
 * The drive enters every command a game can take through the screens: each command type has its
 * entry in the one registry the drive reads, and no entry stands for a command no rules know.
 */
import { describe, expect, it } from 'vitest';
import { COMMAND_ENTRIES } from '../../scripts/drive/commandEntries';
import { enterCommand, tableNames } from '../../scripts/drive/enterCommand';
import type { Tapper } from '../../scripts/drive/tapper';
import { type Command, describedDecksOf, EVERY_PLAY, isPlayable, MODULE_IDS, rulesOf } from '../../src/rules';

// A module still being built has no screens yet, so no entries either; nor has a described card while no
// playable module has cards to describe.
const playable = MODULE_IDS.filter((id) => isPlayable(id));
const describes = describedDecksOf({ edition: 'classic', modules: playable }).length > 0;
// Nor an action before its owner's turn while no playable module's cards have one (Intrigue & the King's 40).
const early = EVERY_PLAY.some((play) => isPlayable(play.id) && play.earlyCard !== undefined);
const commands = Object.keys(rulesOf({ modules: playable }).commands).filter(
  (type) => (describes || type !== 'describe-card') && (early || type !== 'early-action'),
);

describe('the drive’s entries', () => {
  it('enter every command of the base game and of every module', () => {
    expect(commands).toEqual(expect.arrayContaining(['reveal-cards', 'modifier-hand', 'modifier-ability']));
    expect(commands.filter((type) => !COMMAND_ENTRIES.has(type as Command['type']))).toEqual([]);
  });

  it('stand each for a command the rules know (the setup aside: a record has one, at its start)', () => {
    const known = new Set<string>([...commands, 'setup']);
    expect([...COMMAND_ENTRIES.keys()].filter((type) => !known.has(type))).toEqual([]);
    for (const [type, entry] of COMMAND_ENTRIES) expect(entry.type).toBe(type);
  });

  it('refuse a command whose type has no entry, and a command given to another type’s entry', async () => {
    const setup = { type: 'setup', edition: 'classic', players: [], dummy: undefined } as never;
    const names = tableNames(setup);
    const t = {} as Tapper;
    await expect(enterCommand(t, names, { type: 'no-such' } as never)).rejects.toThrow(/“no-such” entry/);
    const place = COMMAND_ENTRIES.get('place');
    await expect(place?.enter({ t, names, state: undefined }, { type: 'veto', player: 'red' })).rejects.toThrow(
      /entry for “place” was given a “veto”/,
    );
  });
});
