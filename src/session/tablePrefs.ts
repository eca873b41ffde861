/**
 * How this table wants the app to behave in one game: not rules, so not part of the command log,
 * but chosen at setup and kept with the game.
 */
export interface TablePrefs {
  /** Hide the Castillo's contents between scorings, as the closed tower does (the last throw is still announced). */
  readonly memoryMode: boolean;
  /** Secret disks entered openly once revealed at the table, or chosen in turn on a hidden hand-over screen. */
  readonly diskEntry: 'open' | 'pass-the-tablet';
}

export const DEFAULT_TABLE_PREFS: TablePrefs = { memoryMode: false, diskEntry: 'open' };
