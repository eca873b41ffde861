import { ok } from '../../state/result';
import { changeCourt, changeProvinces, playerIds } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import type { EffectId } from '../effectIds';
import type { Effect } from './effect';
import { wrongKind } from './_lib/wrongKind';

const EXPECTS = '{ kind: "apply" }';

/** How many court caballeros each other player sends back, by decay card (Infinity: the whole court). */
export const DECAY_LIMITS = {
  'decay-all-court': Number.POSITIVE_INFINITY,
  'decay-3-court': 3,
} as const satisfies Partial<Record<EffectId, number>>;

/** The players a decay card takes court caballeros from: every scoring player but the taker. */
export const decayedPlayers = (state: GameState, taker: PlayerId): PlayerId[] => playerIds(state).filter((p) => p !== taker);

/** Every other player sends court caballeros back to the provinces: all of them, or up to `limit`. */
function decayEffect(id: EffectId, limit: number): Effect {
  return {
    id,
    expects: EXPECTS,
    apply(state, action, context) {
      if (action?.kind !== 'apply') return wrongKind(state, action, context, EXPECTS);
      let next: GameState = state;
      for (const other of decayedPlayers(state, context.player)) {
        const count = Math.min(limit, state.court[other] ?? 0);
        next = changeProvinces(changeCourt(next, other, -count), other, count);
      }
      return ok(next);
    },
  };
}

export const decayAllCourt = decayEffect('decay-all-court', DECAY_LIMITS['decay-all-court']);
export const decay3Court = decayEffect('decay-3-court', DECAY_LIMITS['decay-3-court']);
