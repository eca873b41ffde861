import { cardOutOfPlay, cardsInPlay, findCard } from '../cards/catalog';
import { ruleOf } from '../editions/ruleOf';
import type { RevealCardsCommand } from '../state/commands';
import { describeValue } from '../state/quote';
import { isOneOf } from '../state/records';
import { fail, ok, type Result } from '../state/result';
import type { GameState, OfferSlot } from '../state/types';
import { offerSlots, stacksOfSlot } from './offerSlots';

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
      `${describeValue(stray)} is not a stack on this table: the stacks are ${slots.join(', ')}`,
      rule,
    );

  const catalog = cardsInPlay(state.setup);
  const revealed: Record<string, number> = { ...state.revealed };
  const offer: OfferSlot[] = [];
  for (const slot of slots) {
    const stacks = stacksOfSlot(slot);
    const id = given[slot] ?? catalog.find((c) => c.everyRound && stacks.includes(c.stack))?.id;
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
    // The King's card (and a module's like it) returns to its pile every round; other cards are used once in a game.
    if (!card.everyRound) {
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
