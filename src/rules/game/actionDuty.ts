import { cardIn } from '../cards/cardIn';
import { effectIn } from '../cards/effects/effectIn';
import { actionRequired } from '../play/index';
import type { GameState } from '../state/types';

/** Whether the open turn's special action must be done, and whether the engine sees something it could do. */
export interface ActionDuty {
  /** The action may not be skipped or left by ending the turn (Intrigue & the King, unless "may"). */
  readonly required: boolean;
  /** Whether something is possible, where the effect can tell (undefined: the table's word is taken). */
  readonly possible: boolean | undefined;
}

/** The open turn's duty to act, while its special action is still open; undefined otherwise. */
export function actionDuty(state: GameState): ActionDuty | undefined {
  const turn = state.turn;
  const card = turn?.card && turn.special === 'open' ? cardIn(state, turn.card.id) : undefined;
  if (!turn || !card) return undefined;
  return {
    required: actionRequired(state, card) !== undefined,
    possible: effectIn(state, card.effect).canAct?.(state, turn.player),
  };
}
