import type { BoardAreaId, GameState, SpecialAction } from '../../../rules';
import type { TablePrefs } from '../../../session/tablePrefs';
import type { DraftTable } from '../../drafts/entryDrafts';
import type { ChoiceFields } from '../../modules/commandChoices';

/** What every special-action form gets: the table, names, and where to put the action as it is built. */
export interface FormProps<G> {
  readonly guide: G;
  readonly state: GameState;
  readonly player: string;
  readonly nameOf: (id: string) => string;
  readonly areaName: (area: BoardAreaId) => string;
  readonly diskEntry: TablePrefs['diskEntry'];
  /**
   * The action as entered so far (undefined while nothing is), and whether it is complete; an
   * incomplete one may still be confirmed when a veto stopped the action part-way.
   */
  readonly onAction: (action: SpecialAction | undefined, complete?: boolean) => void;
  /** The table what is entered is kept for, across a reload (undefined: kept nowhere, as in a correction). */
  readonly draftTable?: DraftTable | undefined;
  /** The fields the modules' choices add (who takes the special spaces), for a preview of what is entered. */
  readonly choiceFields?: ChoiceFields | undefined;
  /** The card kept face up on an earlier turn whose action this is, if it is one (reading P26). */
  readonly kept?: string | undefined;
  /** With `kept`: the player doing that card's action before their turn (Intrigue & the King's 40). */
  readonly by?: string | undefined;
}
