import { ok } from '../../state/result';
import type { GameState } from '../../state/types';
import { words } from '../../state/words';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "keep-veto" }';

/**
 * The round after which a Veto kept now lapses unused: the end of the next round played (this one in the last
 * round).
 */
export function vetoExpiresAfterRound(state: GameState): number {
  const later = state.schedule.filter((r) => r > state.round);
  return later[0] ?? state.round;
}

/**
 * Taking the Veto and keeping it: the taker may stop another player's special action once,
 * this round or the next; it is discarded unused after that.
 */
export const veto = defineEffect({
  id: 'veto',
  topic: 'veto',
  words: words('effect.veto'),
  kinds: ['keep-veto'],
  expects: EXPECTS,
  guide: (state) => [{ kind: 'keep-veto', available: true, expiresAfterRound: vetoExpiresAfterRound(state) }],
  apply(state, action, context) {
    if (action?.kind !== 'keep-veto') return wrongKind(state, action, context, EXPECTS);
    const expiresAfterRound = vetoExpiresAfterRound(state);
    return ok({
      ...state,
      vetoes: [...state.vetoes, { holder: context.player, card: context.card.id, expiresAfterRound }],
    });
  },
});
