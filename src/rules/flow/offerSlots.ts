import type { GameSetup, OfferSlotId, StackNumber } from '../state/types';

/** The stacks on the table: five, or four when stacks 2 and 3 are shuffled together. */
export function offerSlots(setup: Pick<GameSetup, 'fourStacks'>): OfferSlotId[] {
  return setup.fourStacks ? ['1', '2+3', '4', '5'] : ['1', '2', '3', '4', '5'];
}

const STACK_OF_SLOT = { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5 } as const satisfies Record<
  Exclude<OfferSlotId, '2+3'>,
  StackNumber
>;

/** The stack numbers whose cards a slot holds. */
export function stacksOfSlot(slot: OfferSlotId): StackNumber[] {
  return slot === '2+3' ? [2, 3] : [STACK_OF_SLOT[slot]];
}
