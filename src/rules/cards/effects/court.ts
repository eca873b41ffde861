import { bringToCourt } from '../../game/_lib/bringToCourt';
import type { Effect } from './effect';
import { wrongKind } from './_lib/wrongKind';

const EXPECTS = '{ kind: "court", provinces, regions?: { region: count } }';
const COURT_CARD = 2;

/**
 * The court: up to 2 caballeros from the provinces into the court. As with replenishing, when the
 * provinces run short the player may take their own from regions (not the Castillo or the King's region).
 */
export const court: Effect = {
  id: 'court',
  expects: EXPECTS,
  apply(state, action, context) {
    if (action?.kind !== 'court') return wrongKind(action, context, EXPECTS);
    return bringToCourt(state, context.player, action.provinces, action.regions, COURT_CARD, (total) =>
      `The court card brings at most ${COURT_CARD} caballeros; ${total} were taken`,
    );
  },
};
