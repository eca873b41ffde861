import { fail } from '../../../errors';
import { ruleOf } from '../../../game/_lib/stateHelpers';
import type { GameState } from '../../../game/types';
import type { SpecialAction } from '../../specialActions';
import type { EffectContext } from '../effect';
import { describeValue } from '../../../quote';

/** The refusal when a command's action does not fit the card taken. */
export function wrongKind(state: GameState, action: SpecialAction, context: EffectContext, expects: string) {
  const got = describeValue((action as { kind?: unknown })?.kind);
  return fail(
    'special/wrong-action',
    `That is not what “${context.card.name}” does: enter its special action as ${expects} (got ${got})`,
    ruleOf(state, 'special-action'),
    { card: context.card.id },
  );
}
