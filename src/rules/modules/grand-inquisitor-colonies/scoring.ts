import { defineScoringKind } from '../../scoring/kinds/scoringKind';
import { nameOf } from '../../scoring/participantWords';
import type { Delivery, ParticipantId } from '../../state/scoringRequest';
import { type Words, words } from '../../state/words';

/** Each Gold disc brought to Spain pays 6, each Wares disc 4. */
export const GOLD_POINTS = 6;
export const WARES_POINTS = 4;

/** Gold and Wares brought to Spain: fixed points to whoever delivered them; no area is scored. */
export const delivery = defineScoringKind({
  kind: 'delivery',
  score(board, request) {
    const deliveries: Record<ParticipantId, Delivery & { points: number }> = {};
    const notes: Words[] = [];
    for (const [id, { gold, wares }] of Object.entries(request.deliveries)) {
      const points = gold * GOLD_POINTS + wares * WARES_POINTS;
      deliveries[id] = { gold, wares, points };
      notes.push(
        words('scoring.delivery', {
          who: nameOf(board, id),
          gold,
          goldPoints: GOLD_POINTS,
          wares,
          waresPoints: WARES_POINTS,
          points,
        }),
      );
    }
    return {
      areas: [],
      deliveries,
      notes,
      refs: [{ source: '002', section: 'Grand Inquisitor & the Colonies: Bringing Gold and Wares to Spain' }],
    };
  },
});

/** France, the Ship, America and the Mediterranean, in that order (a stack-7 card). */
export const newRegions = defineScoringKind({
  kind: 'new-regions',
  score(board, _request, _rules, { ctx, scoreRegions }) {
    return {
      ...scoreRegions(board, ctx.table.newRegions),
      refs: [{ source: '002', section: 'Grand Inquisitor & the Colonies: Score all the new regions' }],
    };
  },
});
