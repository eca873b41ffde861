import { cardIn } from '../cards/cardIn';
import { cardOutOfPlay } from '../cards/catalog';
import { ruleOf } from '../editions/ruleOf';
import type { RevealCardsCommand } from '../state/commands';
import { valueWords } from '../state/quote';
import { isOneOf } from '../state/records';
import { fail, ok, type Result } from '../state/result';
import type { GameState, OfferSlot } from '../state/types';
import { listOf, words } from '../state/words';
import { describedSlot, everyRoundCard, offerSlots, stacksOfSlot } from './offerSlots';

/**
 * The round's offer: the card lying face up on each stack, as the table turned them over. A card
 * that lies there every round (the King's card on stack 5, a module's own pile) need not be named.
 */
export function revealCards(state: GameState, command: RevealCardsCommand): Result<GameState> {
  const rule = ruleOf(state, 'take-card');
  const slots = offerSlots(state.setup);
  const given = command.cards ?? {};
  const stray = Object.keys(given).find((slot) => !isOneOf(slots, slot));
  if (stray)
    return fail(
      'offer/unknown-stack',
      words('refusal.offer/unknown-stack.listed', { value: valueWords(stray), stacks: listOf(slots, 'plain') }),
      rule,
    );

  const revealed: Record<string, number> = { ...state.revealed };
  const offer: OfferSlot[] = [];
  for (const slot of slots) {
    const stacks = stacksOfSlot(slot);
    const id = given[slot] ?? everyRoundCard(state.setup, slot);
    if (id === undefined)
      return fail('offer/missing-card', words('refusal.offer/missing-card', { slot }), rule, { slot });
    const card = cardIn(state, id);
    // A pile of described cards: its card must be described first, the first time it is turned over.
    if (!card && describedSlot(state.setup, slot))
      return fail('offer/undescribed', words('refusal.offer/undescribed', { value: valueWords(id), slot }), rule, {
        slot,
      });
    if (!card)
      return fail('offer/unknown-card', words('refusal.offer/unknown-card', { value: valueWords(id) }), rule, { slot });
    const outOfPlay = cardOutOfPlay(state.setup, card);
    if (outOfPlay) return outOfPlay;
    if (!stacks.includes(card.stack)) {
      return fail(
        'offer/wrong-stack',
        words('refusal.offer/wrong-stack', { card: card.name, stack: card.stack, slot }),
        rule,
        { slot, card: id },
      );
    }
    // The King's card (and a module's like it) returns to its pile every round; other cards are used once in a game.
    if (!card.everyRound) {
      revealed[id] = (revealed[id] ?? 0) + 1;
      if (card.copies !== undefined && (revealed[id] ?? 0) > card.copies) {
        return fail(
          'offer/card-exhausted',
          words('refusal.offer/card-exhausted', { copies: card.copies, card: card.name }),
          rule,
          { card: id },
        );
      }
    }
    offer.push({ slot, card: id });
  }
  return ok({ ...state, offer, revealed });
}
