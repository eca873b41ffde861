import { ruleOf } from '../../editions/ruleOf';
import { checkGrandeMove } from '../../play/index';
import { fail, ok } from '../../state/result';
import { words } from '../../state/words';
import { grandeTargets } from './_lib/boardChoices';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "grande", to: region }';

/** The taker's Grande moves to another region, never the Castillo, never into or out of the King's region. */
export const grande = defineEffect({
  id: 'grande',
  moves: 'grande',
  topic: 'stack-4',
  words: words('effect.grande'),
  kinds: ['grande'],
  expects: EXPECTS,
  guide: (state, player) => {
    const targets = grandeTargets(state, player);
    return [{ kind: 'grande', available: targets.length > 0, now: state.grandes[player], targets }];
  },
  apply(state, action, context) {
    if (action?.kind !== 'grande') return wrongKind(state, action, context, EXPECTS);
    // This card moves the Grande alone.
    if (action.along !== undefined && action.along !== 0)
      return fail('grande/alone', words('refusal.grande/alone'), ruleOf(state, 'stack-4'));
    const to = checkGrandeMove(
      state,
      context.player,
      action.to,
      words('flow.what.yourGrande'),
      ruleOf(state, 'stack-4'),
    );
    if (!to.ok) return to;
    return ok({ ...state, grandes: { ...state.grandes, [context.player]: to.value } });
  },
});
