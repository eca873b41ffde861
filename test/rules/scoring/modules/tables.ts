/**
 * Boards and rules the module tests share. The colony areas' values beyond the first are in none of the
 * texts (snapshot-format-2.md, "Printed values the texts do not give"); these are the table's entries.
 */
import type { ModuleBoard, ModuleId, ModuleOptions, ScoringRules } from '../../../../src/rules';
import { moduleRules } from '../../../support/boards';

/** France's first value is 3, America's and the Mediterranean's 4, the Ship's not 4 (002:1124-1125, 1229-1232). */
export const COLONY_VALUES = {
  france: [3, 2, 1],
  ship: [2],
  america: [4, 2, 1],
  mediterranean: [4, 2, 0],
} as const;

/** Grand Inquisitor & the Colonies on a classic table, with the colony values entered. */
export const gicRules = (options: Partial<ModuleOptions> = {}, more: readonly ModuleId[] = []): ScoringRules =>
  moduleRules('classic', ['grand-inquisitor-colonies', ...more], options);

/** The module fields of a Grand Inquisitor & the Colonies board: the colony values plus whatever a case adds. */
export const gicBoard = (extra: ModuleBoard = {}): ModuleBoard => ({ printedValues: COLONY_VALUES, ...extra });

/** The 1995 France on a classic table; France's values as the table entered them. */
export const FRANCE_1995_VALUES = { france: [3, 2, 1] } as const;
