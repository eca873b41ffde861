import type { Delivery, ParticipantId } from '../../state/scoringRequest';
import { defineScoringKind } from './scoringKind';

/** Each Gold disc brought to Spain pays 6, each Wares disc 4. */
export const GOLD_POINTS = 6;
export const WARES_POINTS = 4;

/** Gold and Wares brought to Spain: fixed points to whoever delivered them; no area is scored. */
export const delivery = defineScoringKind({
  kind: 'delivery',
  score(board, request) {
    const deliveries: Record<ParticipantId, Delivery & { points: number }> = {};
    const notes: string[] = [];
    for (const [id, { gold, wares }] of Object.entries(request.deliveries)) {
      const points = gold * GOLD_POINTS + wares * WARES_POINTS;
      deliveries[id] = { gold, wares, points };
      notes.push(
        `${board.names?.[id] || id} delivers ${gold} Gold (×${GOLD_POINTS}) and ${wares} Wares (×${WARES_POINTS}): ${points} points.`,
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
