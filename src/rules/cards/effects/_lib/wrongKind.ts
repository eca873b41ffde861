import { ruleOf } from '../../../editions/ruleOf';
import { describeValue } from '../../../state/quote';
import { fieldOf } from '../../../state/records';
import { fail } from '../../../state/result';
import type { SpecialAction } from '../../../state/specialActions';
import type { GameState } from '../../../state/types';
import { type Text, words } from '../../../state/words';
import { cardWords } from '../../catalog';
import type { EffectContext } from '../effect';

/** The refusal when a command's action does not fit the card taken. */
export function wrongKind(state: GameState, action: SpecialAction, context: EffectContext, expects: Text) {
  const got = describeValue(fieldOf(action, 'kind'));
  return fail(
    'special/wrong-action',
    words('refusal.special/wrong-action', { card: cardWords(context.card), expects, got }),
    ruleOf(state, 'special-action'),
    { card: context.card.id },
  );
}
