import { definePlay } from '../../play/modulePlay';

/**
 * Old Hands changes no rule of a turn: its cards are shuffled into the 2023 stacks (the card catalogue's
 * module cards, its cards.ts) and play as the effects they share with the base cards.
 */
export const oldHandsPlay = definePlay({ id: 'old-hands' });
