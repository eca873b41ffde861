import { fail } from '../../errors';
import { checkCount } from '../../game/_lib/checks';
import { changeCourt, changeProvinces, ruleOf } from '../../game/_lib/stateHelpers';
import type { Effect } from './effect';
import { takeFromRegions } from './_lib/takeFromBoard';
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
    const { player } = context;
    const rule = ruleOf(state, 'stack-4');
    const bad = checkCount(action.provinces, 'Caballeros from the provinces');
    if (bad) return bad;
    const inProvinces = state.provinces[player] ?? 0;
    if (action.provinces > inProvinces) return fail('provinces/not-enough', `Only ${inProvinces} of your caballeros are in the provinces`, rule);
    const taken = takeFromRegions(state, player, action.regions, 'Caballeros for the court');
    if (!taken.ok) return taken;
    if (taken.taken > 0 && action.provinces < Math.min(COURT_CARD, inProvinces)) {
      return fail('replenish/provinces-first', 'Take caballeros from regions only when the provinces run short', ruleOf(state, 'replenish'));
    }
    const total = action.provinces + taken.taken;
    if (total > COURT_CARD) return fail('court/too-many', `The court card brings at most ${COURT_CARD} caballeros; ${total} were taken`, rule);
    return { ok: true, state: changeCourt(changeProvinces(taken.state, player, -action.provinces), player, total) };
  },
};
