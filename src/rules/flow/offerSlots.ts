import { cardsInPlay } from '../cards/catalog';
import { MODULE_CARDS } from '../cards/moduleCards';
import { DESCRIBED_DECKS } from '../state/describedCards';
import type { CardStack, GameSetup, OfferSlotId, StackNumber } from '../state/types';

/** The piles modules lay beyond the fifth, by stack number (the Church card's sixth). */
const EXTRA_PILES = { 6: '6' } as const satisfies Readonly<Partial<Record<StackNumber, OfferSlotId>>>;

/**
 * The stacks on the table: five, or four when stacks 2 and 3 are shuffled together (none where a module's
 * cards replace them), then any pile a module in play lays beside them for a card of its own.
 */
export function offerSlots(setup: Pick<GameSetup, 'fourStacks' | 'edition' | 'modules'>): OfferSlotId[] {
  const replaced = setup.modules.some(
    (id) => MODULE_CARDS[id]?.replacesStacks && MODULE_CARDS[id]?.editions.includes(setup.edition),
  );
  const stacks: OfferSlotId[] = setup.fourStacks ? ['1', '2+3', '4', '5'] : ['1', '2', '3', '4', '5'];
  const base = replaced ? [] : stacks;
  const extra = cardsInPlay(setup).flatMap((card) => (card.stack === 6 ? [EXTRA_PILES[card.stack]] : []));
  // A pile of described cards (the Colonies' stack 7) lies last; a hand deck (Intrigue & the King's) lies nowhere.
  const described = setup.modules.flatMap((id) => {
    const deck = MODULE_CARDS[id]?.describedDeck;
    const stack = deck && MODULE_CARDS[id]?.editions.includes(setup.edition) ? DESCRIBED_DECKS[deck].stack : 0;
    return stack === 0 ? [] : [SLOT_OF_DECK[stack]];
  });
  return [...base, ...new Set(extra), ...new Set(described)];
}

/** The slot of a described deck's pile, by its stack number. */
const SLOT_OF_DECK = { 7: '7' } as const satisfies Readonly<Partial<Record<StackNumber, OfferSlotId>>>;

const STACK_OF_SLOT = { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7 } as const satisfies Record<
  Exclude<OfferSlotId, '2+3'>,
  StackNumber
>;

/** The stack numbers whose cards a slot holds. */
export function stacksOfSlot(slot: OfferSlotId): CardStack[] {
  return slot === '2+3' ? [2, 3] : [STACK_OF_SLOT[slot]];
}

/**
 * The card that lies on this slot every round, whatever the table turns over (the King's card on stack 5,
 * a module's own pile): a reveal need not name it.
 */
export function everyRoundCard(setup: Pick<GameSetup, 'edition' | 'modules'>, slot: OfferSlotId): string | undefined {
  const stacks = stacksOfSlot(slot);
  return cardsInPlay(setup).find((c) => c.everyRound && stacks.includes(c.stack))?.id;
}

/** Whether this slot is the pile of a deck the table describes (the Colonies' stack 7). */
export const describedSlot = (setup: Pick<GameSetup, 'edition' | 'modules'>, slot: OfferSlotId): boolean =>
  slot === '7' && offerSlots({ ...setup, fourStacks: false }).includes('7');
