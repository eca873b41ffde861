import type { ComponentChildren } from 'preact';
import type { FranceCommand, GameState } from '../../rules';

/** The base commands a module may add a field to, chosen beside the command's own form. */
export type ChoiceCommand = FranceCommand;

/** The fields the modules add to such a command, as the table chose them (none: each module's default). */
export type ChoiceFields = Readonly<Partial<Pick<FranceCommand, 'spaces'>>>;

/** Each choice's key, as chosen so far, by the choice's id; one left out takes its default. */
export type Chosen = Readonly<Record<string, string>>;

/** One module's choice beside a command on this table: the fields it adds, and its control. */
export interface ChoicePick {
  readonly fields: ChoiceFields;
  /** Its control (radios), or null when there is nothing to choose. */
  readonly control: (onChoose: (key: string) => void) => ComponentChildren;
}

/** A module's choice: asks the engine what this command allows, given the key chosen so far. */
export interface ModuleChoice {
  readonly id: string;
  pick(state: GameState, command: ChoiceCommand | undefined, chosen: string | undefined): ChoicePick;
}
