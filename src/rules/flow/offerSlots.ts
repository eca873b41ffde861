import { cardsInPlay } from '../cards/catalog';
import type { GameSetup, OfferSlotId, StackNumber } from '../state/types';

/** The piles modules lay beyond the fifth, by stack number (the Church card's sixth). */
const EXTRA_PILES = { 6: '6' } as const satisfies Readonly<Partial<Record<StackNumber, OfferSlotId>>>;

/**
 * The stacks on the table: five, or four when stacks 2 and 3 are shuffled together, then any pile a
 * module in play lays beside them for a card of its own.
 */
export function offerSlots(setup: Pick<GameSetup, 'fourStacks' | 'edition' | 'modules'>): OfferSlotId[] {
  const base: OfferSlotId[] = setup.fourStacks ? ['1', '2+3', '4', '5'] : ['1', '2', '3', '4', '5'];
  const extra = cardsInPlay(setup).flatMap((card) => (card.stack === 6 ? [EXTRA_PILES[card.stack]] : []));
  return [...base, ...new Set(extra)];
}

const STACK_OF_SLOT = { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6 } as const satisfies Record<
  Exclude<OfferSlotId, '2+3'>,
  StackNumber
>;

/** The stack numbers whose cards a slot holds. */
export function stacksOfSlot(slot: OfferSlotId): StackNumber[] {
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
