import type { AreaId, GameAreaId, KingArea } from '../../state/areaIds';
import type { MobileScoreboardId } from '../../state/mobileScoreboards';
import type { WordValue } from '../../state/words';

/**
 * What a history line about a special action may say of the table before it: names as the edition
 * in play prints them, and what the command did, as words. The history (src/rules/game/describeCommand)
 * provides it, so a kind phrases its own line without reaching into the game. Every method takes
 * anything: a line is written even for a command that was never checked.
 */
export interface ActionWords {
  /** The id of the player who played the action. */
  readonly player: string;
  /** A player's name, e.g. "Red". */
  name(id: unknown): WordValue;
  /** Whose, before a thing they own: "Red's", "Carlos'" in English. */
  possessive(id: unknown): WordValue;
  /** An area's name, e.g. "the Castillo", "Aragón (Aragon)". */
  area(value: unknown): WordValue;
  /** The card taken this turn, by name in quotes, or "the card taken". */
  readonly card: WordValue;
  /** ": Red +5, Blue +3" when the action scores, ": nobody scores" when a scoring gave no points, '' otherwise. */
  points(): WordValue;
  /** ": Blue 3 and Yellow 1 back from court to the provinces", or '' when no court lost any. */
  courtLosses(): WordValue;
  /** Where the King stood, when the table is known. */
  readonly king: KingArea | undefined;
  /** Where a player's Grande stood, when the table is known. */
  grande(player: string): AreaId | undefined;
  /** Where a mobile scoreboard lay, when it was on the board. */
  scoreboard(board: MobileScoreboardId): GameAreaId | undefined;
}
