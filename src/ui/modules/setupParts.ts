import { churchRegionsPart } from './church/ChurchRegionsChoice';
import { franceValuesPart } from './france-1995/SetupFranceValues';
import { coloniesSetupPart } from './grand-inquisitor-colonies/SetupColonies';
import { intrigueSetupPart } from './intrigue-king/SetupIntrigue';
import type { SetupPart } from './types';

export type { SetupContext, SetupPart } from './types';

/** Every module's setup part, in the order the new-game screen shows them: one list, so the form names none. */
export const MODULE_SETUP_PARTS: readonly (() => SetupPart)[] = [
  churchRegionsPart,
  franceValuesPart,
  coloniesSetupPart,
  intrigueSetupPart,
];
