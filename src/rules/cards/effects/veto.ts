import type { Effect } from './effect';
import { wrongKind } from './_lib/wrongKind';

const EXPECTS = '{ kind: "keep-veto" }';

/**
 * Taking the Veto and keeping it: the taker may stop another player's special action once,
 * this round or the next; it is discarded unused after that.
 */
export const veto: Effect = {
  id: 'veto',
  expects: EXPECTS,
  apply(state, action, context) {
    if (action?.kind !== 'keep-veto') return wrongKind(state, action, context, EXPECTS);
    const later = state.schedule.filter((r) => r > state.round);
    const expiresAfterRound = later[0] ?? state.round;
    return { ok: true, state: { ...state, vetoes: [...state.vetoes, { holder: context.player, card: context.card.id, expiresAfterRound }] } };
  },
};
