import type { BlackId } from '../../state/modules';
import type { Result } from '../../state/result';
import type { RuleTopic } from '../../state/ruleTopics';
import type { RuleRef } from '../../state/sources';
import type { SpecialAction, SpecialActionKind } from '../../state/specialActions';
import type { GameState, PlayerId } from '../../state/types';
import type { Text, Words } from '../../state/words';
import type { CardType } from '../catalog';
import type { ChoiceGuide } from '../guides/types';

export interface EffectContext {
  readonly player: PlayerId;
  readonly card: CardType;
  /**
   * A veto stopped the action part-way: the command holds only what happened before it, so
   * "all", "exactly" and "every player" requirements are relaxed to "at most".
   */
  readonly partial: boolean;
}

/**
 * One special action, whole: what it is, where its rule is written, what it does in a player's
 * words, what it asks the table for, and how it is checked and applied. The registry, the guides,
 * the words and the rule references are all read from these (see ./index.ts).
 */
export interface Effect<Id extends string = string> {
  readonly id: Id;
  /** The rule it is written under (each edition says where); a card may name its own instead. */
  readonly topic: RuleTopic;
  /** Where a module's rules write it, whatever the edition (a module card's effect). */
  readonly ref?: RuleRef;
  /** What it does, in a player's words, for a first game and a look before taking the card. */
  readonly words: Words;
  /**
   * The one piece its action moves, where that is not caballeros: a Grande, the King, or black
   * caballeros (an area a module closes to that piece refuses a tap while it is entered).
   */
  readonly moves?: 'grande' | 'king' | BlackId;
  /** The kinds of action the command may hold for it: one, or two for the "either" intrigue. */
  readonly kinds: readonly SpecialActionKind[];
  /** What the command's `action` must look like, for the message when it is something else. */
  readonly expects: Text;
  /** What it asks the table for on this table now, one entry per kind, in the order of `kinds`. */
  guide(state: GameState, player: PlayerId): readonly ChoiceGuide[];
  /**
   * Whether the action has anything it could do on this table now, where the effect can tell: a required
   * action may be left undone only when it has nothing (undefined: the table's word is taken).
   */
  canAct?(state: GameState, player: PlayerId): boolean;
  apply(state: GameState, action: SpecialAction, context: EffectContext): Result<GameState>;
}

/** Declares an effect, keeping its id as a literal so the registry can name every id. */
export const defineEffect = <const Id extends string>(effect: Effect<Id>): Effect<Id> => effect;
