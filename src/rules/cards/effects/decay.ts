import { ok } from '../../state/result';
import { changeCourt, changeProvinces, playerIds, playerWords } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { listOf, words } from '../../state/words';
import { giverGuide } from '../guides/courtGuides';
import type { ApplyGuide } from '../guides/types';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "apply" }';

/** How many court caballeros each other player sends back, by decay card (Infinity: the whole court). */
export const DECAY_LIMITS = {
  'decay-all-court': Number.POSITIVE_INFINITY,
  'decay-3-court': 3,
} as const;

/** The players a decay card takes court caballeros from: every scoring player but the taker. */
export const decayedPlayers = (state: GameState, taker: PlayerId): PlayerId[] =>
  playerIds(state).filter((p) => p !== taker);

/** Every other player sends court caballeros back to the provinces: all of them, or up to `limit`. */
function decayEffect<const Id extends keyof typeof DECAY_LIMITS>(id: Id) {
  const limit = DECAY_LIMITS[id];
  return defineEffect({
    id,
    topic: 'stack-2',
    words: words(`effect.${id}`),
    kinds: ['apply'],
    expects: EXPECTS,
    guide: (state, player) => [decayGuide(state, player, limit)],
    apply(state, action, context) {
      if (action?.kind !== 'apply') return wrongKind(state, action, context, EXPECTS);
      let next: GameState = state;
      for (const other of decayedPlayers(state, context.player)) {
        const count = Math.min(limit, state.court[other] ?? 0);
        next = changeProvinces(changeCourt(next, other, -count), other, count);
      }
      return ok(next);
    },
  });
}

export const decayAllCourt = decayEffect('decay-all-court');
export const decay3Court = decayEffect('decay-3-court');

/** Nothing to choose: who loses court caballeros and how many, in one line for the table. */
function decayGuide(state: GameState, player: PlayerId, limit: number): ApplyGuide {
  const givers = decayedPlayers(state, player).map((id) =>
    giverGuide(state, id, Math.min(limit, state.court[id] ?? 0), false),
  );
  const owed = givers.map((g) => words('cards.guide.owes', { player: playerWords(state, g.player), count: g.owes }));
  return {
    kind: 'apply',
    available: true,
    description: words('cards.guide.decay', {
      whole: Number.isFinite(limit) ? 'no' : 'yes',
      limit: Number.isFinite(limit) ? limit : 0,
      givers: listOf(owed, 'plain'),
      dummy: state.setup.dummy ? state.setup.dummy.name : '',
      hasDummy: state.setup.dummy ? 'yes' : 'no',
    }),
    givers,
  };
}
