import type { Command, SetupCommand } from '../../src/rules';
import { exampleRecord } from '../../test/browser/support/playRecord';

/** The example games the soak plays, in turn. */
export const RECORDS = ['classic-4p', 'bigbox-5p', '2023-2p-dummy'] as const;

/**
 * One game the soak plays through the screens, as this process remembers it: the only account of
 * what the screen showed as done that a kill cannot touch.
 */
export interface GameUnderTest {
  readonly title: string;
  readonly setup: SetupCommand;
  readonly commands: readonly Command[];
  /** History entries the screen has shown as done, the setup included. */
  acknowledged: number;
  /**
   * Acknowledged entries of this game already counted as lost: a loss found again at a later check is not
   * counted twice.
   */
  lostCounted: number;
  /** Set once the game is known to exist: its setup was shown as done, or it was found stored. */
  created: boolean;
  /** Set when it cannot go on (it did not open, or its history stopped replaying): a new game replaces it. */
  abandoned: boolean;
  /**
   * For each history length, the index in `commands` of the one to enter next. Written before each
   * tap that may store entries, so a write in flight at a kill can be followed whether it landed or not.
   */
  readonly nextAt: Map<number, number>;
}

export function newGameUnderTest(record: (typeof RECORDS)[number], number: number): GameUnderTest {
  const { setup, commands } = exampleRecord(record);
  return {
    title: `Soak ${number} · ${record}`,
    setup,
    commands,
    acknowledged: 0,
    lostCounted: 0,
    created: false,
    abandoned: false,
    nextAt: new Map([[1, 0]]),
  };
}

/** True once the record's last command is stored. */
export const finished = (game: GameUnderTest, entries: number): boolean =>
  (game.nextAt.get(entries) ?? 0) >= game.commands.length;
