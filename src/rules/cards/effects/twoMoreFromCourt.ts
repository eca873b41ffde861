import { fail } from '../../errors';
import { checkArea, checkCount } from '../../game/_lib/checks';
import { areaName, changeArea, changeCourt, ruleOf } from '../../game/_lib/stateHelpers';
import type { GameState, PlayerId } from '../../game/types';
import type { SpecialAction } from '../specialActions';
import type { Effect, EffectResult } from './effect';
import { applyMoves } from './_lib/applyMoves';
import { wrongKind } from './_lib/wrongKind';

const MORE_FROM_COURT = 2;

/** Up to two more caballeros from the court into any regions but the King's, or the Castillo. */
export function placeTwoMore(state: GameState, player: PlayerId, areas: Extract<SpecialAction, { kind: 'from-court' }>['areas']): EffectResult {
  let next = state;
  let total = 0;
  for (const [name, count] of Object.entries(areas ?? {})) {
    const area = checkArea(name, 'Caballeros from court');
    if (!area.ok) return area;
    const bad = checkCount(count, `Caballeros into ${areaName(state, area.area)}`);
    if (bad) return bad;
    if (area.area === state.king && (count as number) > 0) {
      return fail('king/region-taboo', `${areaName(state, area.area)} is the King's region: nothing may be placed there`, ruleOf(state, 'king-region'));
    }
    total += count as number;
    next = changeCourt(changeArea(next, area.area, player, count as number), player, -(count as number));
  }
  if (total > MORE_FROM_COURT) return fail('intrigue/too-many', `This card brings at most ${MORE_FROM_COURT} more caballeros from the court; ${total} were placed`, ruleOf(state, 'intrigue'));
  if (total > (state.court[player] ?? 0)) return fail('court/not-enough', `Only ${state.court[player] ?? 0} caballeros are in the court`, ruleOf(state, 'placement'));
  return { ok: true, state: next };
}

const EXPECTS_COURT = '{ kind: "from-court", areas: { area: count } }';
const EXPECTS_EITHER =
  '{ kind: "moves", … } to move all your own out of one region, or { kind: "from-court", … } for 2 more from court';

export const twoMoreFromCourt: Effect = {
  id: 'two-more-from-court',
  expects: EXPECTS_COURT,
  apply(state, action, context) {
    if (action?.kind !== 'from-court') return wrongKind(action, context, EXPECTS_COURT);
    return placeTwoMore(state, context.player, action.areas);
  },
};

/** The taker chooses one of the two intrigues above. */
export const eitherMoveAllOwnOrTwoMore: Effect = {
  id: 'either-move-all-own-or-two-more',
  expects: EXPECTS_EITHER,
  apply(state, action, context) {
    if (action?.kind === 'from-court') return placeTwoMore(state, context.player, action.areas);
    if (action?.kind === 'moves') {
      const limits = { foreign: 0, allOwnFromOne: { mayReturn: state.setup.options.moveAllOwnMayReturn } };
      return applyMoves(state, context.player, action.moves, limits, context.partial);
    }
    return wrongKind(action, context, EXPECTS_EITHER);
  },
};
