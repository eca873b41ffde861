import type { GeneralScoringCommand, SpacesCommand } from '../../src/rules';

/** The base commands a module's choice may stand beside (the screens' `ChoiceCommand`). */
export type ChoiceCommand = SpacesCommand | GeneralScoringCommand;
