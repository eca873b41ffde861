import { fail, ok } from '../../state/result';
import { AREAS } from '../../board/areas';
import { checkRegion } from '../../table/checks';
import { areaName, ruleOf } from '../../editions/ruleOf';
import type { Effect } from './effect';
import { wrongKind } from './_lib/wrongKind';

const EXPECTS = '{ kind: "king", to: region }';

/** Royal adviser: the King moves to a region bordering his own. */
export const royalAdviser: Effect = {
  id: 'royal-adviser',
  expects: EXPECTS,
  apply(state, action, context) {
    if (action?.kind !== 'king') return wrongKind(state, action, context, EXPECTS);
    const to = checkRegion(action.to, 'The King');
    if (!to.ok) return to;
    if (!AREAS[state.king].neighbours.includes(to.region)) {
      return fail('king/not-neighbour', `${areaName(state, to.region)} does not border ${areaName(state, state.king)}: the adviser moves the King one region only`, ruleOf(state, 'stack-4'), {
        allowed: AREAS[state.king].neighbours,
      });
    }
    return ok({ ...state, king: to.region });
  },
};

/** The King's card: the King goes to any region (never the Castillo); staying put where the options allow. */
export const kingsCard: Effect = {
  id: 'kings-card',
  expects: EXPECTS,
  apply(state, action, context) {
    if (action?.kind !== 'king') return wrongKind(state, action, context, EXPECTS);
    const to = checkRegion(action.to, 'The King');
    if (!to.ok) return to.error.code === 'input/castillo-not-region' ? fail('king/no-castillo', 'The King never goes to the Castillo', ruleOf(state, 'kings-card')) : to;
    if (to.region === state.king && !state.setup.options.kingCardMayStay) {
      return fail('king/must-move', `The King already stands in ${areaName(state, to.region)}: under these rules the card moves him elsewhere`, ruleOf(state, 'kings-card'));
    }
    return ok({ ...state, king: to.region });
  },
};
