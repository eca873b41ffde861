import type { GameSetup, OfferSlotId, StackNumber } from '../state/types';

/** The stacks on the table: five, or four when stacks 2 and 3 are shuffled together. */
export function offerSlots(setup: Pick<GameSetup, 'fourStacks'>): OfferSlotId[] {
  return setup.fourStacks ? ['1', '2+3', '4', '5'] : ['1', '2', '3', '4', '5'];
}

/** The stack numbers whose cards a slot holds. */
export function stacksOfSlot(slot: OfferSlotId): StackNumber[] {
  return slot === '2+3' ? [2, 3] : [Number(slot) as StackNumber];
}
