import { cardOutOfPlay, cardsInPlay, findCard } from '../cards/catalog';
import { ruleOf } from '../editions/ruleOf';
import type { RevealCardsCommand } from '../state/commands';
import { describeValue } from '../state/quote';
import { isOneOf } from '../state/records';
import { fail, ok, type Result } from '../state/result';
import type { GameState, OfferSlot } from '../state/types';
import { offerSlots, stacksOfSlot } from './offerSlots';

/**
 * The round's offer: the card lying face up on each stack, as the table turned them over. The
 * King's card (stack 5) is there every round and need not be named.
 */
export function revealCards(state: GameState, command: RevealCardsCommand): Result<GameState> {
  const rule = ruleOf(state, 'take-card');
  const slots = offerSlots(state.setup);
  const given = command.cards ?? {};
  const stray = Object.keys(given).find((slot) => !isOneOf(slots, slot));
  if (stray)
    return fail(
      'offer/unknown-stack',
      `${describeValue(stray)} is not a stack on this table: the stacks are ${slots.join(', ')}`,
      rule,
    );

  // Stack 5 holds the King's card alone, unless a module (New Regency) makes it a stack like the others.
  const stackFive = cardsInPlay(state.setup).filter((c) => c.stack === 5);
  const fixedFive = stackFive.length === 1 ? stackFive[0]?.id : undefined;
  const revealed: Record<string, number> = { ...state.revealed };
  const offer: OfferSlot[] = [];
  for (const slot of slots) {
    const stacks = stacksOfSlot(slot);
    const id = given[slot] ?? (slot === '5' ? fixedFive : undefined);
    if (id === undefined)
      return fail('offer/missing-card', `Name the card lying face up on stack ${slot}`, rule, { slot });
    const card = findCard(state.setup.edition, id);
    if (!card) return fail('offer/unknown-card', `${describeValue(id)} is not a card of this edition`, rule, { slot });
    const outOfPlay = cardOutOfPlay(state.setup, card);
    if (outOfPlay) return outOfPlay;
    if (!stacks.includes(card.stack)) {
      return fail('offer/wrong-stack', `${card.name} belongs to stack ${card.stack}, not stack ${slot}`, rule, {
        slot,
        card: id,
      });
    }
    // The King's card returns to its stack every round; other cards are used once in a game.
    if (card.id !== fixedFive) {
      revealed[id] = (revealed[id] ?? 0) + 1;
      if (card.copies !== undefined && (revealed[id] ?? 0) > card.copies) {
        return fail(
          'offer/card-exhausted',
          `The box holds ${card.copies} of “${card.name}”, and every one has already been turned over this game`,
          rule,
          { card: id },
        );
      }
    }
    offer.push({ slot, card: id });
  }
  return ok({ ...state, offer, revealed });
}
