import { regionsNextToKing } from '../../board/nextToKing';
import { areaName, ruleOf } from '../../editions/ruleOf';
import { royaltyRefusal } from '../../play/index';
import { fail, ok } from '../../state/result';
import type { GameState } from '../../state/types';
import { checkRegionFor } from '../../table/checks';
import type { KingGuide } from '../guides/types';
import { legalKingMoves } from './_lib/boardChoices';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "king", to: region }';

/** Royal adviser: the King moves to a region bordering his own. */
export const royalAdviser = defineEffect({
  id: 'royal-adviser',
  topic: 'stack-4',
  words: 'Move the King to a region next to where he stands.',
  kinds: ['king'],
  expects: EXPECTS,
  guide: (state) => [kingGuide(state, 'royal-adviser')],
  apply(state, action, context) {
    if (action?.kind !== 'king') return wrongKind(state, action, context, EXPECTS);
    const to = checkRegionFor(state, action.to, 'The King', 'king');
    if (!to.ok) return to;
    if (!regionsNextToKing(state.king).includes(to.value)) {
      return fail(
        'king/not-neighbour',
        `${areaName(state, to.value)} does not border ${areaName(state, state.king)}: the adviser moves the King one region only`,
        ruleOf(state, 'stack-4'),
        {
          allowed: regionsNextToKing(state.king),
        },
      );
    }
    const closed = royaltyRefusal(state, { kind: 'king' }, to.value);
    if (closed) return { ok: false, error: closed };
    return ok({ ...state, king: to.value });
  },
});

/** The King's card: the King goes to any region (never the Castillo); staying put where the options allow. */
export const kingsCard = defineEffect({
  id: 'kings-card',
  topic: 'kings-card',
  words: 'Move the King to any region.',
  kinds: ['king'],
  expects: EXPECTS,
  guide: (state) => [kingGuide(state, 'kings-card')],
  apply(state, action, context) {
    if (action?.kind !== 'king') return wrongKind(state, action, context, EXPECTS);
    const to = checkRegionFor(state, action.to, 'The King', 'king');
    if (!to.ok)
      return to.error.code === 'input/castillo-not-region'
        ? fail('king/no-castillo', 'The King never goes to the Castillo', ruleOf(state, 'kings-card'))
        : to;
    if (to.value === state.king && !state.setup.options.kingCardMayStay) {
      return fail(
        'king/must-move',
        `The King already stands in ${areaName(state, to.value)}: under these rules the card moves him elsewhere`,
        ruleOf(state, 'kings-card'),
      );
    }
    const closed = royaltyRefusal(state, { kind: 'king' }, to.value);
    if (closed) return { ok: false, error: closed };
    return ok({ ...state, king: to.value });
  },
});

/** Where the King may go with this card, and where he stands. */
function kingGuide(state: GameState, how: 'royal-adviser' | 'kings-card'): KingGuide {
  const targets = legalKingMoves(state, how);
  return { kind: 'king', available: targets.length > 0, now: state.king, targets };
}
