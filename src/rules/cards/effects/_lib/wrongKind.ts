import { fail } from '../../../errors';
import type { SpecialAction } from '../../specialActions';
import type { EffectContext } from '../effect';

/** The refusal when a command's action does not fit the card taken. */
export function wrongKind(action: SpecialAction, context: EffectContext, expects: string) {
  return fail(
    'special/wrong-action',
    `${context.card.name} takes ${expects}; got ${JSON.stringify((action as { kind?: unknown })?.kind)}`,
    undefined,
    { card: context.card.id },
  );
}
