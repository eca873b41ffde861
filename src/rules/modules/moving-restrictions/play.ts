import { definePlay } from '../../play/modulePlay';
import type { MoveLimits } from '../../play/moveLimits';
import type { RuleRef } from '../../state/sources';
import type { GameState } from '../../state/types';
import { moduleOptionsOf } from '../index';
import { movingRestrictions } from './module';

const RULE: RuleRef = { source: '000', section: 'Variant Rules: Moving Restrictions' };

/** How many fewer a moving special action moves once any caballero goes further than next door. */
export const FARTHER_MOVE_PENALTY = 2;

/**
 * The card's limits once a move goes further (000, Variant Rules: Moving Restrictions). Readings where the
 * text is silent (docs/game-record.md, Modules): the two fewer come off the card's total; a card split
 * between own and other colours keeps its split as caps inside that lower total; "all your own out of one
 * region" moves all but two, the two staying where they stand.
 */
export function fartherLimits(limits: MoveLimits): MoveLimits {
  if (limits.allOwnFromOne) {
    const keepBack = (limits.allOwnFromOne.keepBack ?? 0) + FARTHER_MOVE_PENALTY;
    return { ...limits, allOwnFromOne: { ...limits.allOwnFromOne, keepBack } };
  }
  const full =
    limits.total ??
    (limits.own !== undefined && limits.foreign !== undefined ? limits.own + limits.foreign : undefined);
  return full === undefined ? limits : { ...limits, total: Math.max(0, full - FARTHER_MOVE_PENALTY) };
}

/**
 * Whether a card whose own text sends its caballeros to any region keeps its number when they go further:
 * the Church card under the reading `churchMoveFarther: card-anywhere` (docs/game-record.md, the Church).
 */
const keepsWhole = (state: GameState, limits: MoveLimits): boolean =>
  limits.anyRegion === true &&
  moduleOptionsOf(state.setup.modules, state.setup.moduleOptions).churchMoveFarther === 'card-anywhere';

/** 1995 variant: a special action moves its full number only along borders or into the Castillo. */
export const movingRestrictionsPlay = definePlay({
  id: movingRestrictions.id,
  fartherMoves: (state, limits) =>
    keepsWhole(state, limits) ? undefined : { limits: fartherLimits(limits), ruleRef: RULE },
});
