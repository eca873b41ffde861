import type { ModuleCards } from '../../cards/moduleCards';

/**
 * Grand Inquisitor & the Colonies' own cards: the Grand Inquisitor card alone in a sixth pile, like the
 * King's card in the fifth (face up every round, placing 3). Its stack-7 cards are not printed in the
 * texts: the table describes each the first time it is turned over.
 */
export const coloniesCards: ModuleCards = {
  editions: ['classic', 'bigbox'],
  cards: [
    {
      id: 'classic/grand-inquisitor-card',
      name: 'The Grand Inquisitor card',
      stack: 6,
      effect: 'grand-inquisitor-card',
      copies: 1,
      places: 3,
      everyRound: true,
    },
  ],
  standsFor: {},
  describedDeck: 'colonies-7',
  // The kinds of stack 7 the texts name (New special actions; Limit table: three cards move it).
  describedEffects: {
    'move-limit-table': 3,
    conspiracy: undefined,
    'remove-offered-card': undefined,
    'score-new-regions': undefined,
  },
};
