import { ok } from '../../state/result';
import type { GameState } from '../../state/types';
import type { Effect } from './effect';
import { wrongKind } from './_lib/wrongKind';

const EXPECTS = '{ kind: "keep-veto" }';

/** The round after which a Veto kept now lapses unused: the end of the next round played (this one in the last round). */
export function vetoExpiresAfterRound(state: GameState): number {
  const later = state.schedule.filter((r) => r > state.round);
  return later[0] ?? state.round;
}

/**
 * Taking the Veto and keeping it: the taker may stop another player's special action once,
 * this round or the next; it is discarded unused after that.
 */
export const veto: Effect = {
  id: 'veto',
  expects: EXPECTS,
  apply(state, action, context) {
    if (action?.kind !== 'keep-veto') return wrongKind(state, action, context, EXPECTS);
    const expiresAfterRound = vetoExpiresAfterRound(state);
    return ok({ ...state, vetoes: [...state.vetoes, { holder: context.player, card: context.card.id, expiresAfterRound }] });
  },
};
