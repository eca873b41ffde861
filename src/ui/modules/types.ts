import type { ComponentChildren, FunctionComponent } from 'preact';
import type {
  DiscsCorrection,
  drawSetup,
  EditionId,
  GameAreaId,
  GameState,
  GeneralScoringCommand,
  LimitTableSeats,
  ModuleId,
  Move,
  PlaceCommand,
  PlacementChoice,
  PlayerId,
  RegionId,
  Result,
  SetupCommand,
  SpacesCommand,
  SpecialSpaces,
} from '../../rules';
import type { GameView } from '../../session/gameView';

// The shapes of what a module brings to the base game's screens, each listed once in this folder.

/** The base commands a module may add a field to, chosen beside the command's own form. */
export type ChoiceCommand = SpacesCommand | GeneralScoringCommand;

/** The fields the modules add to such a command, as the table chose them (none: each module's default). */
export type ChoiceFields = {
  readonly spaces?: SpecialSpaces;
  readonly onLimitTable?: LimitTableSeats;
  readonly discs?: DiscsCorrection;
};

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

/** One move as entered so far on a moves form: whose caballeros, from where, how many, after those added. */
export interface MoveDraft {
  readonly owner: PlayerId;
  readonly from: GameAreaId;
  readonly count: number;
  /** The moves already added to the same action or sailing. */
  readonly added: readonly Move[];
}

/** One module's part of a move being entered: the fields it adds to the move, and its control. */
export interface MovePick {
  readonly fields: Partial<Pick<Move, 'carrying'>>;
  readonly control: (onChoose: (key: string) => void) => ComponentChildren;
}

/**
 * What a module adds to each move a moves form enters (the Colonies' discs its caballeros carry), given the
 * key chosen so far (the same in every language); unset, none.
 */
export interface MovePart {
  readonly id: string;
  pick(state: GameState, move: MoveDraft, chosen: string | undefined): MovePick;
}

/** One module's part of a placement: what it places beside the player's own, the fields, its control. */
export interface PlacementPartUse {
  /** How many it places, counted in the card's number. */
  readonly count: number;
  readonly fields: Partial<Pick<PlaceCommand, 'held'>>;
  /** Its control, given how many more the card's number allows, all placed caballeros counted. */
  readonly control: (room: number) => ComponentChildren;
  /** Empties it once the placement is sent. */
  readonly reset: () => void;
}

/**
 * What a module adds to the card's placement (the Grand Inquisitor's caballeros back in his holder's court,
 * placed as the holder's own). `use` is a hook: the placement calls every part's, always in the same order.
 */
export interface PlacementPart {
  readonly id: string;
  readonly use: (view: GameView, choice: PlacementChoice) => PlacementPartUse;
}

/** What the new-game screen has chosen so far, as a module's setup part reads it. */
export interface SetupContext {
  readonly edition: EditionId;
  readonly king: RegionId;
  /** Every seat's home region, as chosen so far. */
  readonly homes: readonly (RegionId | undefined)[];
}

/**
 * A module's part of the new-game screen, for the setup fields only it reads (the Church's regions,
 * the 1995 France's printed values); made once per form, it keeps what the table entered.
 */
export interface SetupPart {
  /** The module it asks for: shown only when that module is chosen. */
  readonly module: ModuleId;
  readonly Control: FunctionComponent<{ readonly context: SetupContext }>;
  /** The setup fields it gives, or what is wrong in a player's words (whether they hold is the engine's call). */
  read(context: SetupContext): Result<Partial<SetupCommand>>;
  /** Takes what the app drew with the King's and the homes' cards, where its field is drawn too. */
  draw?(drawn: ReturnType<typeof drawSetup>): void;
}
