import { areaName, ruleOf } from '../../editions/ruleOf';
import { royaltyRefusal } from '../../play/index';
import { fail, ok } from '../../state/result';
import { checkRegion } from '../../table/checks';
import { grandeTargets } from './_lib/boardChoices';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "grande", to: region }';

/** The taker's Grande moves to another region, never the Castillo, never into or out of the King's region. */
export const grande = defineEffect({
  id: 'grande',
  topic: 'stack-4',
  words: 'Move your Grande to another region (never the Castillo, never into or out of the King’s region).',
  kinds: ['grande'],
  expects: EXPECTS,
  guide: (state, player) => {
    const targets = grandeTargets(state, player);
    return [{ kind: 'grande', available: targets.length > 0, now: state.grandes[player], targets }];
  },
  apply(state, action, context) {
    if (action?.kind !== 'grande') return wrongKind(state, action, context, EXPECTS);
    const to = checkRegion(action.to, 'The Grande');
    if (!to.ok)
      return to.error.code === 'input/castillo-not-region'
        ? fail('grande/no-castillo', 'A Grande never goes to the Castillo', ruleOf(state, 'stack-4'))
        : to;
    const now = state.grandes[context.player];
    const king = ruleOf(state, 'king-region');
    if (now === state.king)
      return fail('king/region-taboo', 'Your Grande stands in the King’s region and cannot leave it', king);
    if (to.value === state.king)
      return fail(
        'king/region-taboo',
        `${areaName(state, to.value)} is the King's region: no Grande may enter it`,
        king,
      );
    if (now === to.value)
      return fail(
        'grande/already-there',
        `Your Grande already stands in ${areaName(state, to.value)}`,
        ruleOf(state, 'stack-4'),
      );
    const closed = royaltyRefusal(state, { kind: 'grande', player: context.player }, to.value);
    if (closed) return { ok: false, error: closed };
    return ok({ ...state, grandes: { ...state.grandes, [context.player]: to.value } });
  },
});
