import type { Result } from '../../state/result';
import type { GameState, PlayerId } from '../../state/types';
import type { CardType } from '../catalog';
import type { EffectId } from '../effectIds';
import type { SpecialAction } from '../../state/specialActions';

export interface EffectContext {
  readonly player: PlayerId;
  readonly card: CardType;
  /**
   * A veto stopped the action part-way: the command holds only what happened before it, so
   * "all", "exactly" and "every player" requirements are relaxed to "at most".
   */
  readonly partial: boolean;
}


/** One special action: checks what the table entered and applies it, or refuses with a reason. */
export interface Effect {
  readonly id: EffectId;
  /** What the command's `action.kind` must be, for the error message when it is not. */
  readonly expects: string;
  apply(state: GameState, action: SpecialAction, context: EffectContext): Result<GameState>;
}
