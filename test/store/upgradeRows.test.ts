/** Rows stored by the first data version keep opening under today's checks of typed text. */
import { describe, expect, it } from 'vitest';

import { applyCommand, type Command, type SetupCommand } from '../../src/rules';
import { StorageError } from '../../src/store/storageError';
import { checkStoredEntry } from '../../src/store/storedRows';
import { setupCommand } from '../support/randomPlayer';
import { say } from '../support/speech';

const base = setupCommand({ edition: 'classic', players: 3, seed: 11 }) as SetupCommand;
const oldSetup: SetupCommand = {
  ...base,
  players: [
    { ...base.players[0]!, name: 'Anna\u00adMaria' },
    { ...base.players[1]!, name: 'anna\u200bmaria' },
    { ...base.players[2]!, name: `${'x'.repeat(40)}` },
  ],
};
const row = (command: Command, dataVersion: number) => ({
  gameId: 'g',
  seq: 0,
  entry: { kind: 'command' as const, command },
  at: 0,
  dataVersion,
});

describe('a history row of the first data version', () => {
  it('a setup with invisible characters and look-alike names opens: characters taken out, a look-alike told apart by its colour', () => {
    const read = checkStoredEntry(row(oldSetup, 1), 'g', 0);
    const setup = (read as { command: SetupCommand }).command;
    expect(setup.players.map((p) => p.name)).toEqual([
      'AnnaMaria',
      `annamaria (${base.players[1]!.id})`,
      'x'.repeat(40),
    ]);
    expect(applyCommand(undefined, setup).ok).toBe(true);
  });

  it('a table correction whose note held an invisible character is read with it taken out', () => {
    const note = { type: 'table-correction', note: 'Galicia\u200b count', scores: { red: 3 } } as Command;
    expect((checkStoredEntry(row(note, 1), 'g', 0) as { command: { note: string } }).command.note).toBe(
      'Galicia count',
    );
    const blank = { type: 'table-correction', note: '\u200b', scores: { red: 3 } } as Command;
    expect((checkStoredEntry(row(blank, 1), 'g', 0) as { command: { note: string } }).command.note).toBe(
      'Table correction',
    );
  });

  it('the same text in a row of today’s version is refused, as the app never stores it so', () => {
    let thrown: unknown;
    try {
      checkStoredEntry(row(oldSetup, 2), 'g', 0);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StorageError);
    expect(thrown instanceof StorageError && say(thrown.words)).toMatch(/cannot be read at entry 1/);
  });
});
