import { cardIn } from '../cards/cardIn';
import { ruleOf } from '../editions/ruleOf';
import type { TakeCardCommand } from '../state/commands';
import { valueWords } from '../state/quote';
import { fail, ok, type Result } from '../state/result';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { openTurn } from './openTurn';

/** The player takes one face-up action card; nobody after them can take it this round. */
export function takeCard(state: GameState, command: TakeCardCommand): Result<GameState> {
  const rule = ruleOf(state, 'take-card');
  const slot = state.offer.find((s) => s.slot === command.slot);
  if (!slot)
    return fail('offer/unknown-stack', words('refusal.offer/unknown-stack', { value: valueWords(command.slot) }), rule);
  if (slot.card === null)
    return fail('offer/card-gone', words('refusal.offer/card-gone', { slot: command.slot }), rule);
  const card = cardIn(state, slot.card);
  if (!card)
    return fail('offer/unknown-card', words('refusal.offer/unknown-card', { value: valueWords(slot.card) }), rule);
  return ok({
    ...state,
    offer: state.offer.map((s) => (s.slot === command.slot ? { ...s, card: null } : s)),
    turn: { ...openTurn(state), replenished: true, card: { id: card.id, slot: slot.slot, stack: card.stack } },
  });
}
