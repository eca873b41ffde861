import { areaWordsIn, ruleOf } from '../../editions/ruleOf';
import { regionsNextToKingIn, royaltyRefusal } from '../../play/index';
import { fail, ok } from '../../state/result';
import type { GameState } from '../../state/types';
import { words } from '../../state/words';
import { checkKingTo } from '../../table/checks';
import type { KingGuide } from '../guides/types';
import { legalKingMoves } from './_lib/boardChoices';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "king", to: region }';

/** Royal adviser: the King moves to a region bordering his own. */
export const royalAdviser = defineEffect({
  id: 'royal-adviser',
  topic: 'stack-4',
  words: words('effect.royal-adviser'),
  kinds: ['king'],
  expects: EXPECTS,
  guide: (state) => [kingGuide(state, 'royal-adviser')],
  apply(state, action, context) {
    if (action?.kind !== 'king') return wrongKind(state, action, context, EXPECTS);
    const to = checkKingTo(state, action.to, words('flow.what.king'));
    if (!to.ok) return to;
    const nextDoor = regionsNextToKingIn(state);
    if (!nextDoor.includes(to.value)) {
      return fail(
        'king/not-neighbour',
        words('refusal.king/not-neighbour', { to: areaWordsIn(state, to.value), king: areaWordsIn(state, state.king) }),
        ruleOf(state, 'stack-4'),
        {
          allowed: nextDoor,
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
  moves: 'king',
  topic: 'kings-card',
  words: words('effect.kings-card'),
  kinds: ['king'],
  expects: EXPECTS,
  guide: (state) => [kingGuide(state, 'kings-card')],
  apply(state, action, context) {
    if (action?.kind !== 'king') return wrongKind(state, action, context, EXPECTS);
    const to = checkKingTo(state, action.to, words('flow.what.king'));
    if (!to.ok)
      return to.error.code === 'input/castillo-not-region'
        ? fail('king/no-castillo', words('refusal.king/no-castillo'), ruleOf(state, 'kings-card'))
        : to;
    if (to.value === state.king && !state.setup.options.kingCardMayStay) {
      return fail(
        'king/must-move',
        words('refusal.king/must-move', { area: areaWordsIn(state, to.value) }),
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
